/**
 * SQL of the voice profile and its analysis runs: one row of each per voice (decision 033). The one writer of
 * `voice_profiles`: files and voices delete a profile through here (index.ts).
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { voiceAnalyses, voiceProfiles } from '../../db/schema/index.js';

export type ProfileRow = typeof voiceProfiles.$inferSelect;

export async function findProfile(db: DbOrTx, voiceId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(voiceProfiles).where(eq(voiceProfiles.voiceId, voiceId));
  return row ?? null;
}

export async function saveProfile(
  db: DbOrTx,
  values: {
    voiceId: string;
    userId: string;
    profile: unknown;
    analysis: unknown;
    sourceFileIds: string[];
    engineVersion: number;
  },
): Promise<void> {
  await db
    .insert(voiceProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: voiceProfiles.voiceId,
      set: {
        profile: values.profile,
        analysis: values.analysis,
        sourceFileIds: values.sourceFileIds,
        engineVersion: values.engineVersion,
        updatedAt: sql`now()`,
      },
    });
}

/** Deletes the voice's profile; true when there was one. */
export async function deleteProfile(tx: DbOrTx, voiceId: string): Promise<boolean> {
  const gone = await tx
    .delete(voiceProfiles)
    .where(eq(voiceProfiles.voiceId, voiceId))
    .returning({ voiceId: voiceProfiles.voiceId });
  return gone.length > 0;
}

/** Ids of the files that fed the voice's profile, or null when there is no profile. */
export async function profileSources(tx: DbOrTx, voiceId: string): Promise<string[] | null> {
  const [row] = await tx
    .select({ ids: voiceProfiles.sourceFileIds })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.voiceId, voiceId));
  return row ? row.ids : null;
}

export type AnalysisRow = typeof voiceAnalyses.$inferSelect;
export type AnalysisStage = 'waiting_files' | 'reading' | 'analyzing' | 'saving';

/**
 * A queued or running analysis whose last sign of life is older than this is over (its job was lost for
 * good): a new one may start. Every stage, and every few seconds of waiting for files, is a sign of life.
 */
export const STALE_RUN_MS = 10 * 60_000;

/** The voice's latest analysis, or null when there was none. */
export async function findRun(db: DbOrTx, voiceId: string): Promise<AnalysisRow | null> {
  const [row] = await db.select().from(voiceAnalyses).where(eq(voiceAnalyses.voiceId, voiceId));
  return row ?? null;
}

/**
 * Queues a new analysis of the voice, unless one is queued or running (and alive): one statement, so two
 * calls racing, in one process or two, cannot both win. Returns the new run, or null (BUSY).
 */
export async function queueRun(
  db: DbOrTx,
  userId: string,
  voiceId: string,
  id: string,
  now: Date,
): Promise<AnalysisRow | null> {
  const stale = new Date(now.getTime() - STALE_RUN_MS);
  const fresh = {
    id,
    state: 'queued' as const,
    stage: null,
    percent: 0,
    errorCode: null,
    errorParams: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  const [row] = await db
    .insert(voiceAnalyses)
    .values({ voiceId, userId, ...fresh })
    .onConflictDoUpdate({
      target: voiceAnalyses.voiceId,
      set: fresh,
      setWhere: or(inArray(voiceAnalyses.state, ['done', 'failed']), lt(voiceAnalyses.updatedAt, stale)),
    })
    .returning();
  return row ?? null;
}

/** Takes the voice's queued (or interrupted) analysis for a job run; null when there is none to run. */
export async function claimRun(db: DbOrTx, voiceId: string, now: Date): Promise<AnalysisRow | null> {
  const [row] = await db
    .update(voiceAnalyses)
    .set({ state: 'running', stage: null, percent: 0, updatedAt: now })
    .where(and(eq(voiceAnalyses.voiceId, voiceId), inArray(voiceAnalyses.state, ['queued', 'running'])))
    .returning();
  return row ?? null;
}

/** Moves run `id` on to `stage`; a newer run of the voice is left alone. */
export async function setStage(
  db: DbOrTx,
  voiceId: string,
  id: string,
  stage: AnalysisStage,
  percent: number,
  now: Date,
): Promise<void> {
  await db
    .update(voiceAnalyses)
    .set({ stage, percent, updatedAt: now })
    .where(
      and(eq(voiceAnalyses.voiceId, voiceId), eq(voiceAnalyses.id, id), eq(voiceAnalyses.state, 'running')),
    );
}

/** Ends run `id`: done, or failed with the error the user is shown. */
export async function endRun(
  db: DbOrTx,
  voiceId: string,
  id: string,
  now: Date,
  failure?: { code: string; params?: Record<string, number> },
): Promise<void> {
  await db
    .update(voiceAnalyses)
    .set({
      state: failure ? 'failed' : 'done',
      stage: null,
      percent: failure ? 0 : 100,
      errorCode: failure?.code ?? null,
      errorParams: failure?.params ?? null,
      updatedAt: now,
      finishedAt: now,
    })
    .where(and(eq(voiceAnalyses.voiceId, voiceId), eq(voiceAnalyses.id, id)));
}

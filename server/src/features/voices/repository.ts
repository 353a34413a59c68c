/** SQL of the voices of an account (decision 033). Every query is scoped to one user. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, voiceProfiles, voices } from '../../db/schema/index.js';
import type { VoiceRow } from './lookup.js';

/** A voice with what the list shows of its files and profile. */
export interface VoiceSummary extends VoiceRow {
  fileCount: number;
  totalWords: number;
  hasProfile: boolean;
  /** The profile's main language and tone, as the engine stored them; null without a profile. */
  language: string | null;
  primaryTone: string | null;
}

/** The user's voices, oldest first (the default first of all), with file counts and profile summaries. */
export async function listVoices(db: DbOrTx, userId: string, id?: string): Promise<VoiceSummary[]> {
  const fileCounts = db
    .select({
      voiceId: files.voiceId,
      n: sql<number>`count(*)::int`.as('n'),
      words: sql<number>`coalesce(sum(${files.totalWords}), 0)::int`.as('words'),
    })
    .from(files)
    .where(eq(files.userId, userId))
    .groupBy(files.voiceId)
    .as('file_counts');
  const rows = await db
    .select({
      voice: voices,
      fileCount: fileCounts.n,
      totalWords: fileCounts.words,
      profileOf: voiceProfiles.voiceId,
      // Two fields of the stored JSON, not the whole analysis (it holds samples of the user's writing).
      language: sql<string | null>`${voiceProfiles.analysis} ->> 'primary_language'`,
      primaryTone: sql<string | null>`${voiceProfiles.profile} ->> 'primary_tone'`,
    })
    .from(voices)
    .leftJoin(fileCounts, eq(fileCounts.voiceId, voices.id))
    .leftJoin(voiceProfiles, eq(voiceProfiles.voiceId, voices.id))
    .where(and(eq(voices.userId, userId), id === undefined ? undefined : eq(voices.id, id)))
    .orderBy(asc(voices.createdAt), asc(voices.id));
  return rows.map((r) => ({
    ...r.voice,
    fileCount: Number(r.fileCount ?? 0),
    totalWords: Number(r.totalWords ?? 0),
    hasProfile: r.profileOf !== null,
    language: r.language ?? null,
    primaryTone: r.primaryTone ?? null,
  }));
}

export async function countVoices(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(voices)
    .where(eq(voices.userId, userId));
  return Number(row?.n ?? 0);
}

/** Whether another of the user's voices has this name, whatever its case. */
export async function nameTaken(
  db: DbOrTx,
  userId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: voices.id })
    .from(voices)
    .where(and(eq(voices.userId, userId), sql`lower(${voices.name}) = lower(${name})`));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertVoice(
  db: DbOrTx,
  values: { id: string; userId: string; name: string; isDefault: boolean; createdAt: Date },
): Promise<VoiceRow> {
  const [row] = await db
    .insert(voices)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function updateVoice(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<Pick<VoiceRow, 'name' | 'isDefault' | 'rules' | 'bannedPhrases'>> & { updatedAt: Date },
): Promise<void> {
  await db
    .update(voices)
    .set(values)
    .where(and(eq(voices.userId, userId), eq(voices.id, id)));
}

/** Clears the user's default flag (before another voice takes it: one default at most, by a unique index). */
export async function clearDefault(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(voices)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(voices.userId, userId), eq(voices.isDefault, true)));
}

/**
 * Deletes the voice; its files, sections, uploads, analysis and profile go with it (foreign keys on delete
 * cascade), its generated items stay with `voice_id` null and their `voice_name`.
 */
export async function deleteVoice(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(voices)
    .where(and(eq(voices.userId, userId), eq(voices.id, id)))
    .returning({ id: voices.id });
  return gone.length > 0;
}

/** The user's oldest voice (the one that becomes the default when the default is deleted). */
export async function oldestVoice(db: DbOrTx, userId: string): Promise<VoiceRow | null> {
  const [row] = await db
    .select()
    .from(voices)
    .where(eq(voices.userId, userId))
    .orderBy(asc(voices.createdAt), asc(voices.id))
    .limit(1);
  return row ?? null;
}

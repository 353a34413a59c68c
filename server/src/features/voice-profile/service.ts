/**
 * The voice profile (docs/api.md, "Voice profile"; decision records 008 and 028). Analysis is a job: the call
 * queues it (one per user at a time, BUSY otherwise) and waits a little for it; the job, on whichever process
 * runs jobs, waits for files still being extracted, reads the stored sections of the user's usable files
 * (completed, with words), runs `analyzeVoice` in the worker pool, and stores the result only if the user's
 * files are still the ones it read: an upload, a delete or an extraction that committed meanwhile would
 * otherwise be overwritten by a profile of the old files. Then it analyses again; after a few lost races the
 * last attempt holds the per-user lock throughout. Files with fewer than MIN_PROSE_WORDS words of running
 * prose give no profile: NOT_ENOUGH_PROSE says how many more words are needed (decision 022). Each stage is
 * written to the user's `voice_analyses` row, which the web process reads for the progress line and the
 * outcome.
 */
import { EventEmitter } from 'node:events';
import type { InputBlock } from '@inkprint/voice';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { lockUser } from '../../db/user-lock.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { wakeableSleep } from '../../lib/wakeable-sleep.js';
import { isTaskTimeout } from '../../worker-pool/pool.js';
import { type CorpusSection, fileCounts, fileIds, usableSections } from '../files/index.js';
import { findVoiceOrDefault, voiceExists } from '../voices/index.js';
import * as repo from './repository.js';

/** Bumped when the stored analysis changes shape. */
const ENGINE_VERSION = 1;
const OPTIMISTIC_ATTEMPTS = 3;

export const ANALYZE_JOB = 'voice.analyze';

export interface AnalyzeJobData {
  userId: string;
  /** Absent on jobs queued before voices existed (migration 0013): the user's default voice. */
  voiceId?: string;
}

/** Tries of an analysis job that fails for a reason of ours (a database error); a refusal is not retried. */
const RETRY_LIMIT = 2;

/** The share of the work done when each stage begins (the progress line; the stages are honest, not timed). */
export const STAGE_PERCENT: Record<repo.AnalysisStage, number> = {
  waiting_files: 5,
  reading: 15,
  analyzing: 30,
  saving: 90,
};

/** How long an analysis waits for the user's files to be extracted before it learns from those that are. */
const FILES_WAIT_MS = 120_000;
/** How often it looks, and writes a sign of life, meanwhile. */
const FILES_POLL_MS = 500;

/** Seconds a BUSY answer asks the client to wait before trying again. */
const BUSY_RETRY_S = 5;
/** Seconds an ANALYSIS_TIMEOUT answer asks the client to wait: the load that slowed it may have passed. */
const TIMEOUT_RETRY_S = 60;

/** Refusals that end an analysis for the user to act on: stored on the run, never retried. */
const REFUSALS = new Set(['NO_USABLE_FILES', 'NOT_ENOUGH_PROSE', 'ANALYSIS_TIMEOUT']);

/** Runs of this process that just ended: a call waiting in this process hears it at once. */
const ended = new EventEmitter();
ended.setMaxListeners(0);

/** The voice's profile (`voiceId` resolved by the caller). */
export async function getProfile(opts: { ctx: AppContext; voiceId: string }) {
  return repo.findProfile(opts.ctx.database.db, opts.voiceId);
}

/** The voice's latest analysis run (`voiceId` resolved by the caller). */
export async function getRun(opts: { ctx: AppContext; voiceId: string }) {
  return repo.findRun(opts.ctx.database.db, opts.voiceId);
}

/** The voice a job works on: the one it names, or (a job queued before 0013) the user's default one. */
async function jobVoice(ctx: AppContext, data: AnalyzeJobData): Promise<string | null> {
  if (data.voiceId) return data.voiceId;
  const voice = await findVoiceOrDefault(ctx.database.db, data.userId);
  return voice?.id ?? null;
}

/** Declares the job; the handler runs where jobs run (role `all` or `worker`). */
export function defineAnalysisJob(ctx: AppContext): void {
  ctx.jobs.define<AnalyzeJobData>(
    ANALYZE_JOB,
    async (data, job) => {
      const voiceId = await jobVoice(ctx, data);
      // The voice (or the account) was deleted meanwhile: nothing is left to analyse.
      if (!voiceId) return;
      try {
        await runAnalysis(ctx, data.userId, voiceId, job.signal);
      } catch (err) {
        // A failure of ours: retried; after the last try the user learns it failed.
        if (job.retryCount >= RETRY_LIMIT) {
          const run = await repo.findRun(ctx.database.db, voiceId);
          if (run && (run.state === 'running' || run.state === 'queued')) {
            await repo.endRun(ctx.database.db, voiceId, run.id, ctx.now(), { code: 'INTERNAL' });
            ended.emit(run.id);
          }
        }
        throw err;
      }
    },
    // Past the analysis's own limit (120 s of work) and the wait for files, a run still active was lost.
    { retryLimit: RETRY_LIMIT, retryDelay: 5, expireInSeconds: 300, concurrency: 1 },
  );
}

/**
 * Queues an analysis of the voice's files: NO_USABLE_FILES at once when there is nothing to learn from (and
 * nothing being extracted), BUSY when one is already queued or running. Returns the run's id.
 */
export async function startAnalysis(opts: {
  ctx: AppContext;
  userId: string;
  voiceId: string;
}): Promise<string> {
  const { ctx, userId, voiceId } = opts;
  const { db } = ctx.database;
  const counts = await fileCounts(db, voiceId);
  if (counts.usable === 0 && counts.processing === 0) throw new AppError('NO_USABLE_FILES');
  const id = newId();
  const queued = await db.transaction(async (tx) => {
    const run = await repo.queueRun(tx, userId, voiceId, id, ctx.now());
    if (!run) return false;
    // The job exists exactly when the run does. One per voice: a job already queued for the voice runs this one.
    await ctx.jobs.send<AnalyzeJobData>(ANALYZE_JOB, { userId, voiceId }, { tx, singletonKey: voiceId });
    return true;
  });
  // Committed: a local worker looks now rather than at its next poll.
  if (queued) ctx.jobs.wake(ANALYZE_JOB);
  if (!queued) {
    throw new AppError('BUSY', {
      messageKey: 'busy_analysis',
      headers: { 'retry-after': String(BUSY_RETRY_S) },
    });
  }
  return id;
}

const POLL_MS = 200;

/** Waits up to `ms` for run `id` to end; returns the voice's run as it then is. */
export async function waitForRun(ctx: AppContext, voiceId: string, id: string, ms: number) {
  const deadline = Date.now() + ms;
  let wake: (() => void) | undefined;
  const onEnded = () => wake?.();
  ended.on(id, onEnded);
  try {
    for (;;) {
      const run = await repo.findRun(ctx.database.db, voiceId);
      if (!run || run.id !== id || run.state === 'done' || run.state === 'failed') return run;
      const left = deadline - Date.now();
      if (left <= 0) return run;
      const nap = wakeableSleep(Math.min(POLL_MS, left));
      wake = nap.wake;
      await nap.done;
      wake = undefined;
    }
  } finally {
    ended.off(id, onEnded);
  }
}

/** The error a failed run ended with, as the call would have answered it. */
export function runError(run: repo.AnalysisRow): AppError {
  const code = run.errorCode;
  if (code === 'NOT_ENOUGH_PROSE') {
    const words = run.errorParams?.words ?? 0;
    const needed = run.errorParams?.needed ?? 0;
    return new AppError('NOT_ENOUGH_PROSE', {
      params: { words, needed, missing: needed - words },
      extra: { prose_words: words, prose_words_needed: needed },
    });
  }
  if (code === 'ANALYSIS_TIMEOUT') {
    return new AppError('ANALYSIS_TIMEOUT', { headers: { 'retry-after': String(TIMEOUT_RETRY_S) } });
  }
  if (code === 'NO_USABLE_FILES') return new AppError('NO_USABLE_FILES');
  return new AppError('INTERNAL');
}

/** One run of the job: takes the voice's queued analysis, if any, and runs it to its end. */
async function runAnalysis(
  ctx: AppContext,
  userId: string,
  voiceId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db } = ctx.database;
  const run = await repo.claimRun(db, voiceId, ctx.now());
  if (!run) return;
  const stage = (name: repo.AnalysisStage) =>
    repo.setStage(db, voiceId, run.id, name, STAGE_PERCENT[name], ctx.now());
  try {
    await analyzeHeld(ctx, { userId, voiceId }, run.id, stage, signal);
  } catch (err) {
    if (!(err instanceof AppError) || !REFUSALS.has(err.code)) throw err;
    const params =
      err.code === 'NOT_ENOUGH_PROSE'
        ? { words: Number(err.opts.params?.words ?? 0), needed: Number(err.opts.params?.needed ?? 0) }
        : undefined;
    await repo.endRun(db, voiceId, run.id, ctx.now(), { code: err.code, params });
  }
  ended.emit(run.id);
}

/** Sections → the engine's documents: a heading block, then the section's paragraphs. */
function documentsOf(sections: CorpusSection[]) {
  const byFile = new Map<string, InputBlock[]>();
  for (const s of sections) {
    let blocks = byFile.get(s.fileId);
    if (!blocks) {
      blocks = [];
      byFile.set(s.fileId, blocks);
    }
    const page = s.page ?? undefined;
    if (s.heading) blocks.push({ kind: 'heading', text: s.heading, level: 2, page });
    for (const p of s.text.split(/\n{2,}/)) if (p.trim()) blocks.push({ kind: 'paragraph', text: p, page });
  }
  return [...byFile].map(([id, input]) => ({ id, input }));
}

type Stage = (name: repo.AnalysisStage) => Promise<void>;

/** Waits (a sign of life each look) until none of the voice's files is being extracted, or the wait is over. */
async function waitForFiles(ctx: AppContext, voiceId: string, stage: Stage, signal: AbortSignal) {
  const deadline = Date.now() + FILES_WAIT_MS;
  while ((await fileCounts(ctx.database.db, voiceId)).processing > 0 && Date.now() < deadline) {
    // Stopping (SIGTERM): the job is handed back and runs again elsewhere.
    signal.throwIfAborted();
    await stage('waiting_files');
    await new Promise((resolve) => setTimeout(resolve, FILES_POLL_MS));
  }
}

async function analyseOnce(ctx: AppContext, db: DbOrTx, voiceId: string, stage: Stage) {
  await stage('reading');
  const ids = await fileIds(db, voiceId);
  const documents = documentsOf(await usableSections(db, voiceId));
  if (documents.length === 0) throw new AppError('NO_USABLE_FILES');
  await stage('analyzing');
  let result: Awaited<ReturnType<AppContext['pool']['analyze']>>;
  try {
    result = await ctx.pool.analyze(documents);
  } catch (err) {
    // The pool ended an analysis that ran past its time limit (a very large or unusual corpus, or a
    // machine under heavy load): a clear answer the user can act on, not a 500.
    if (isTaskTimeout(err)) {
      throw new AppError('ANALYSIS_TIMEOUT', { headers: { 'retry-after': String(TIMEOUT_RETRY_S) } });
    }
    throw err;
  }
  // Too little running prose (decision 022): no profile is stored, and the user learns how much is missing.
  const prose = result.analysis.prose;
  if (prose && !prose.ready) {
    throw new AppError('NOT_ENOUGH_PROSE', {
      params: { words: prose.words, needed: prose.needed, missing: prose.needed - prose.words },
      extra: { prose_words: prose.words, prose_words_needed: prose.needed },
    });
  }
  return {
    ids,
    sources: documents.map((d) => d.id),
    profile: result.profile,
    analysis: { ...result.analysis, files_analyzed: documents.length },
  };
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The voice an analysis learns, and its owner (whose lock orders every change to their writing). */
interface Owner {
  userId: string;
  voiceId: string;
}

async function analyzeHeld(ctx: AppContext, owner: Owner, runId: string, stage: Stage, signal: AbortSignal) {
  const { db } = ctx.database;
  const { userId, voiceId } = owner;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    await waitForFiles(ctx, voiceId, stage, signal);
    // On PGlite nothing but the transaction's own statements may run inside it: the stage is written first.
    const done = await analyseOnce(ctx, db, voiceId, stage);
    await stage('saving');
    const saved = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // The voice was deleted meanwhile: its run went with it, and there is nothing to store.
      if (!(await voiceExists(tx, voiceId))) return true;
      if (!sameIds(await fileIds(tx, voiceId), done.ids)) return false;
      await save(tx, owner, done);
      await repo.endRun(tx, voiceId, runId, ctx.now());
      return true;
    });
    if (saved) return;
    ctx.log.info({ userId, voiceId, attempt }, 'files changed during analysis; analysing again');
  }
  await stage('reading');
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await voiceExists(tx, voiceId))) return;
    const done = await analyseOnce(ctx, tx, voiceId, async () => {});
    await save(tx, owner, done);
    await repo.endRun(tx, voiceId, runId, ctx.now());
  });
}

async function save(tx: DbOrTx, owner: Owner, done: Awaited<ReturnType<typeof analyseOnce>>) {
  await repo.saveProfile(tx, {
    voiceId: owner.voiceId,
    userId: owner.userId,
    profile: done.profile,
    analysis: done.analysis,
    sourceFileIds: done.sources,
    engineVersion: ENGINE_VERSION,
  });
}

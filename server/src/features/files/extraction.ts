/**
 * The extraction job (issue #23, decision 028): one job per uploaded file, enqueued in the transaction that
 * stored the file as `processing` with its original bytes, run by whichever process runs jobs. It reads the
 * bytes, extracts them in the worker pool, and in one transaction under the per-user lock stores the text and
 * its sections, sets the file `completed` or `failed`, and drops the bytes.
 *
 * Idempotent: a run that finds the bytes gone, or the file no longer `processing`, does nothing; so a worker
 * killed after its commit (the job runs again after its expiry) stores nothing twice, and one killed before
 * it leaves the bytes for the next run. A file whose runs end their worker again and again (a parser that
 * takes the process down) is `failed` after MAX_ATTEMPTS, not retried forever.
 *
 * The words count against the account's limits here, under the lock (decision 015): a file over the per-file
 * limit, or one that would take the completed files over the account's, is `failed` with its reason. Limits
 * on count and bytes were checked when the batch was stored.
 */
import { EventEmitter } from 'node:events';
import { FILE_LIMITS } from '@inkprint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { lockUser } from '../../db/user-lock.js';
import { newId } from '../../lib/crypto.js';
import { wakeableSleep } from '../../lib/wakeable-sleep.js';
import type { ExtractOutcome } from '../../worker-pool/worker.js';
import { deleteProfile, profileSources } from '../voice-profile/index.js';
import * as repo from './repository.js';

export const EXTRACT_JOB = 'files.extract';

export interface ExtractJobData {
  fileId: string;
}

/** Runs begun on one file's bytes before it is failed as one that cannot be read safely. */
export const MAX_ATTEMPTS = 3;

/** Extraction reasons of our own, beside the extractor's codes (i18n `extract`). */
export type FileFailure = Exclude<ExtractOutcome, { ok: true }>['code'] | 'TOO_MANY_WORDS' | 'TOTAL_WORDS';

/** Files of this process that just left `processing`: an upload waiting in this process hears it at once. */
const finished = new EventEmitter();
finished.setMaxListeners(0);

/** The hourly look for files left `processing` whose job is gone (its last try failed: e.g. a database outage). */
export const REQUEUE_STUCK_JOB = 'files.requeue-stuck';

/** A file `processing` this long has no live job: its runs take minutes at most (the expiry below). */
const STUCK_AFTER_MS = 60 * 60 * 1000;

/** Declares the jobs; the handlers run where jobs run (role `all` or `worker`). */
export function defineExtractionJob(ctx: AppContext): void {
  // A file's bytes stay until a run ends it `completed` or `failed`: nothing uploaded is lost to a job that
  // gave up (every try in a database outage). Another run of a file that is still being read stores nothing
  // twice (see above), and a file that keeps failing ends `failed` after MAX_ATTEMPTS runs.
  ctx.jobs.define(
    REQUEUE_STUCK_JOB,
    async (_data, job) => {
      const before = new Date(ctx.now().getTime() - STUCK_AFTER_MS);
      const stuck = await repo.processingSince(ctx.database.db, before);
      for (const fileId of stuck) await ctx.jobs.send<ExtractJobData>(EXTRACT_JOB, { fileId });
      if (stuck.length > 0) job.log.warn({ files: stuck.length }, 'files left processing queued again');
    },
    { retryLimit: 1 },
  );
  ctx.jobs.schedule(REQUEUE_STUCK_JOB, '41 * * * *');

  // Past the extractor's deadline and the pool's grace, a run still active is presumed lost (its worker died).
  const expireInSeconds = Math.ceil(ctx.config.voice.timeoutMs / 1000) * 2 + 30;
  ctx.jobs.define<ExtractJobData>(
    EXTRACT_JOB,
    async (data, job) => {
      await extractFile(ctx, data.fileId, job.log);
    },
    {
      retryLimit: MAX_ATTEMPTS,
      retryDelay: 2,
      expireInSeconds,
      concurrency: ctx.config.voice.workers,
    },
  );
}

/** One run of the job: see the file's comment. Returns the file's status after the run, or null when gone. */
export async function extractFile(
  ctx: AppContext,
  fileId: string,
  log: FastifyBaseLogger,
): Promise<'completed' | 'failed' | null> {
  const { db } = ctx.database;
  const claimed = await repo.claimUpload(db, fileId);
  if (claimed?.status !== 'processing') {
    log.info({ fileId }, 'file extraction skipped: already done or deleted');
    return null;
  }
  let outcome: ExtractOutcome;
  const started = performance.now();
  if (claimed.attempts > MAX_ATTEMPTS) {
    outcome = { ok: false, code: 'INTERNAL', message: `gave up after ${MAX_ATTEMPTS} runs` };
  } else {
    outcome = await ctx.pool.extract(claimed.bytes, claimed.filename);
  }
  logExtraction(log, fileId, claimed.bytes.length, claimed.filename, outcome, performance.now() - started);
  const bytes = claimed.bytes.length;
  claimed.bytes = new Uint8Array(0);
  // A long write (the text and its sections): one at a time on PGlite, as an upload's (decision 043).
  const status = await ctx.database.bulkWrite(() =>
    db.transaction(async (tx) => {
      await lockUser(tx, claimed.userId);
      const row = await repo.processingFile(tx, fileId);
      if (!row) return null;
      const now = ctx.now();
      if (!outcome.ok) {
        await repo.finishFile(tx, fileId, { status: 'failed', error: outcome.code, processedAt: now }, []);
        return 'failed' as const;
      }
      const failure = await wordsFailure(tx, claimed.voiceId, outcome.totalWords);
      if (failure) {
        log.info({ fileId, bytes, words: outcome.totalWords, code: failure }, 'file over the word limits');
        await repo.finishFile(tx, fileId, { status: 'failed', error: failure, processedAt: now }, []);
        return 'failed' as const;
      }
      await repo.finishFile(
        tx,
        fileId,
        {
          status: 'completed',
          error: null,
          processedAt: now,
          contentSections: outcome.sections.length,
          totalWords: outcome.totalWords,
          ...(outcome.pagesRead !== undefined
            ? { pages: outcome.pages ?? null, pagesRead: outcome.pagesRead }
            : {}),
          language: outcome.sections.length ? outcome.language : null,
          extractedText: outcome.text,
        },
        sectionsOf(outcome, fileId, claimed.userId, claimed.voiceId),
      );
      // Stored profiles never miss a file they could have learned from: the upload reset the profile, and one
      // stored since (an analysis that ran while this file was read) did not read it.
      if (outcome.totalWords > 0) {
        const sources = await profileSources(tx, claimed.voiceId);
        if (sources && !sources.includes(fileId)) await deleteProfile(tx, claimed.voiceId);
      }
      return 'completed' as const;
    }),
  );
  if (status) finished.emit(fileId);
  return status;
}

async function wordsFailure(
  tx: Parameters<typeof repo.completedWords>[0],
  voiceId: string,
  words: number,
): Promise<FileFailure | null> {
  if (words > FILE_LIMITS.maxFileWords) return 'TOO_MANY_WORDS';
  if ((await repo.completedWords(tx, voiceId)) + words > FILE_LIMITS.maxTotalWords) return 'TOTAL_WORDS';
  return null;
}

function sectionsOf(
  outcome: Extract<ExtractOutcome, { ok: true }>,
  fileId: string,
  userId: string,
  voiceId: string,
) {
  return outcome.sections.map(
    (s): repo.NewSection => ({
      id: newId(),
      fileId,
      userId,
      voiceId,
      position: s.index,
      heading: s.heading,
      text: s.text,
      wordCount: s.word_count,
      language: s.language,
      contentType: s.content_type,
      priority: s.priority,
      details: {
        sentence_count: s.sentence_count,
        content_type_confidence: s.content_type_confidence,
        ...(s.page !== undefined ? { page: s.page } : {}),
      },
    }),
  );
}

/** How often a waiting upload looks at its files when no run of this process tells it (another worker runs them). */
const POLL_MS = 200;

/**
 * Waits up to `ms` for the files of `ids` to leave `processing`: heard at once when this process runs their
 * jobs, seen by polling the database when another does. Resolves either way; the caller reads the rows.
 */
export async function waitForFiles(ctx: AppContext, ids: string[], ms: number): Promise<void> {
  if (ms <= 0 || ids.length === 0) return;
  const deadline = Date.now() + ms;
  let wake: (() => void) | undefined;
  const onFinished = () => wake?.();
  for (const id of ids) finished.on(id, onFinished);
  try {
    while ((await repo.processingAmong(ctx.database.db, ids)) > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      const nap = wakeableSleep(Math.min(POLL_MS, left));
      wake = nap.wake;
      await nap.done;
      wake = undefined;
    }
  } finally {
    for (const id of ids) finished.off(id, onFinished);
  }
}

function logExtraction(
  log: FastifyBaseLogger,
  fileId: string,
  bytes: number,
  filename: string,
  outcome: ExtractOutcome,
  ms: number,
) {
  const type = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase();
  const common = { fileId, bytes, type, ms: Math.round(ms) };
  if (!outcome.ok) {
    log.info({ ...common, code: outcome.code, reason: outcome.message }, 'file extraction failed');
    return;
  }
  log.info(
    {
      ...common,
      reader: outcome.reader,
      ...(outcome.pagesRead !== undefined ? { pagesRead: outcome.pagesRead, pages: outcome.pages } : {}),
      ...(outcome.encoding ? { encoding: outcome.encoding } : {}),
      words: outcome.totalWords,
      warnings: outcome.warnings.length,
    },
    'file extracted',
  );
}

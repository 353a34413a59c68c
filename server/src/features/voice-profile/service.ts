/**
 * The voice profile (docs/api.md, "Voice profile"; decision record 008). Analysis reads the stored sections
 * of the user's usable files (completed, with words), runs `analyzeVoice` in the voice pool, and stores the
 * result only if the user's files are still the ones it read: an upload or a delete that committed meanwhile
 * would otherwise be overwritten by a profile of the old files. Then it analyses again; after a few lost
 * races the last attempt holds the per-user lock throughout. Files with fewer than MIN_PROSE_WORDS words of
 * running prose give no profile: `409 NOT_ENOUGH_PROSE` says how many more words are needed (decision 022).
 */
import type { InputBlock } from '@inkprint/voice';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { safeError } from '../../lib/safe-error.js';
import { beginRun } from '../../lib/user-runs.js';
import type { AppContext } from '../../plugins/context.js';
import { isTaskTimeout } from '../../voice/pool.js';
import * as store from '../../voice/store.js';
import * as repo from './repository.js';

/** Bumped when the stored analysis changes shape. */
const ENGINE_VERSION = 1;
const OPTIMISTIC_ATTEMPTS = 3;

export async function getProfile(opts: { ctx: AppContext; userId: string }) {
  return repo.findProfile(opts.ctx.database.db, opts.userId);
}

/** Sections → the engine's documents: a heading block, then the section's paragraphs. */
function documentsOf(sections: store.CorpusSection[]) {
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

async function analyseOnce(ctx: AppContext, db: DbOrTx, userId: string) {
  const ids = await store.fileIds(db, userId);
  const documents = documentsOf(await store.usableSections(db, userId));
  if (documents.length === 0) throw new AppError('NO_USABLE_FILES');
  let result: Awaited<ReturnType<AppContext['voice']['analyze']>>;
  try {
    result = await ctx.voice.analyze(documents);
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

/**
 * One analysis per user at a time (decision 015): a second one while the first runs answers BUSY, so one
 * account cannot queue analyses of its whole corpus in parallel.
 */
export async function analyze(opts: { ctx: AppContext; userId: string }) {
  const { ctx, userId } = opts;
  const lease = await beginRun({
    db: ctx.database.db,
    userId,
    kind: 'analysis',
    now: ctx.now,
    onError: (err) => ctx.log.error({ err: safeError(err) }, 'analysis lease update failed'),
  });
  if (!lease) {
    throw new AppError('BUSY', {
      messageKey: 'busy_analysis',
      headers: { 'retry-after': String(BUSY_RETRY_S) },
    });
  }
  try {
    return await analyzeHeld(ctx, userId);
  } finally {
    await lease.release();
  }
}

/** Seconds a BUSY answer asks the client to wait before trying again. */
const BUSY_RETRY_S = 5;
/** Seconds an ANALYSIS_TIMEOUT answer asks the client to wait: the load that slowed it may have passed. */
const TIMEOUT_RETRY_S = 60;

async function analyzeHeld(ctx: AppContext, userId: string) {
  const { db } = ctx.database;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
    const done = await analyseOnce(ctx, db, userId);
    const saved = await db.transaction(async (tx) => {
      await store.lockUser(tx, userId);
      if (!sameIds(await store.fileIds(tx, userId), done.ids)) return false;
      await save(tx, userId, done);
      return true;
    });
    if (saved) return done;
    ctx.log.info({ userId, attempt }, 'files changed during analysis; analysing again');
  }
  return db.transaction(async (tx) => {
    await store.lockUser(tx, userId);
    const done = await analyseOnce(ctx, tx, userId);
    await save(tx, userId, done);
    return done;
  });
}

async function save(tx: DbOrTx, userId: string, done: Awaited<ReturnType<typeof analyseOnce>>) {
  await repo.saveProfile(tx, {
    userId,
    profile: done.profile,
    analysis: done.analysis,
    sourceFileIds: done.sources,
    engineVersion: ENGINE_VERSION,
  });
}

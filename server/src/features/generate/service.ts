/**
 * Generation (docs/api.md, "Content"): checks the profile, takes the user's one generation lease (BUSY while
 * another of theirs runs; decision 015), loads the passages the brief needs, reserves a unit of the daily quota, calls the
 * engine through the `GenerationEngine` interface, stores the item, and refunds the unit when the call
 * fails or the client goes away before any text reached it. A client that goes away after text reached it
 * keeps the unit spent and the item is stored as far as it was sent, marked `cut_short` (decision 019).
 * Two phases, so the route can commit an SSE stream only once the request has passed every check that
 * answers with a plain HTTP error (409, 429).
 */
import { randomInt } from 'node:crypto';
import type { GenerateReply, GenerateRequest, Language } from '@inkprint/shared';
import { countWords } from '@inkprint/shared';
import type { VoiceAnalysis } from '@inkprint/voice';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { withheldOf } from '../../engines/check.js';
import type { GenericScore } from '../../engines/generic.js';
import type { GenerationHooks, GenerationInput, RewriteInput } from '../../engines/index.js';
import { briefTerms } from '../../engines/retrieve.js';
import { AppError } from '../../lib/errors.js';
import { safeError } from '../../lib/safe-error.js';
import { beginRun, type UserRun } from '../../lib/user-runs.js';
import { resolveVoice } from '../voices/index.js';
import { toContent } from './content-item.js';
import * as quota from './quota.js';
import * as repo from './repository.js';

/** Seeds are 31-bit, so every engine and the `integer` column take them. */
const SEED_LIMIT = 2 ** 31;

export interface PreparedGeneration {
  userId: string;
  /** The voice it is written in (decision 033), with the rules its writer set for it. */
  voice: { id: string; name: string; rules: string[]; bannedPhrases: string[] };
  input: GenerationInput;
  reservation: quota.Reservation;
  /** When the unit was reserved: the day (and `resets_at`) the answer's quota describes. */
  reservedAt: Date;
  /** The user's one generation under way (decision 015): `run` releases it when it ends. */
  lease: UserRun;
  /**
   * Set for a rewrite (rewrite-service.ts, decision 035): the engine's `rewrite` is called instead of
   * `generate`, no generic baseline runs (the source's own score is the comparison), and the item is stored
   * with `mode: "rewrite"`, its source and the source's score. `input` then holds what is stored beside it.
   */
  rewrite?: {
    input: RewriteInput;
    /** The source's own voice-match score, computed as the result's is (null when withheld). */
    sourceVoiceMatch: () => number | null;
  };
}

/** Seconds a BUSY answer asks the client to wait before trying again. */
const BUSY_RETRY_S = 5;

const leaseError = (ctx: AppContext) => (err: unknown) =>
  ctx.log.error({ err: safeError(err) }, 'generation lease update failed');

/**
 * The engine call with the lease held; released however the call ends. Everything `run` did before
 * (refund, store) stays as it was: this only wraps it.
 */
export async function run(opts: Parameters<typeof runHeld>[0]): Promise<GenerateReply> {
  try {
    return await runHeld(opts);
  } finally {
    await opts.prepared.lease.release();
  }
}

/**
 * Starts the draft pool's thread and runs the writer once in it, in the background, when the pool is not up
 * (decisions 026 and 041): a user who opens the Generate screen finds it warm when they ask for a draft,
 * and an idle server holds no draft thread. Every generation uses the pool (its generic baseline, and the
 * offline engine's draft), whatever the provider.
 */
export function warmDrafts(ctx: AppContext, log: FastifyBaseLogger) {
  // The local model loads while the user writes the brief (seconds on a small server), not after Generate.
  ctx.engine.warm?.();
  const started = performance.now();
  void ctx.pool.warm().then((threads) => {
    if (threads > 0) log.info({ threads, ms: Math.round(performance.now() - started) }, 'draft thread warm');
  });
}

export async function getQuota(opts: { ctx: AppContext; userId: string }) {
  const { ctx, userId } = opts;
  const now = ctx.now();
  const used = await quota.usedOn(ctx.database.db, userId, quota.dayKey(now));
  return quota.quotaOf(used, ctx.config.dailyGenerationLimit, now);
}

/**
 * Everything before the engine call: the voice profile (VOICE_PROFILE_REQUIRED), the passages, a fresh
 * seed, and the quota unit (QUOTA_EXCEEDED with Retry-After until the next UTC midnight).
 */
export async function prepare(opts: {
  ctx: AppContext;
  userId: string;
  request: GenerateRequest;
}): Promise<PreparedGeneration> {
  const { ctx, userId, request } = opts;
  const { voice, analysis } = await profiledVoice(ctx, userId, request.voice_id);
  const { lease, reservation, reservedAt, passages } = await holdWithPassages(ctx, {
    userId,
    voiceId: voice.id,
    text: request.prompt,
    language: request.language,
  });
  return {
    userId,
    voice: voiceOf(voice),
    reservation,
    reservedAt,
    lease,
    input: {
      prompt: request.prompt,
      contentType: request.content_type,
      length: request.length,
      language: request.language,
      seed: newSeed(),
      voice: { analysis, passages },
      voiceRules: voiceRulesOf(voice),
    },
  };
}

/**
 * The voice a run writes in (`voice_id`, or the default voice; another user's is VOICE_NOT_FOUND,
 * decision 033) and its stored analysis (VOICE_PROFILE_REQUIRED without one).
 */
export async function profiledVoice(ctx: AppContext, userId: string, voiceId: string | undefined | null) {
  const { db } = ctx.database;
  const voice = await resolveVoice(db, userId, voiceId);
  const analysis = await repo.profileAnalysis(db, voice.id);
  if (!analysis) throw new AppError('VOICE_PROFILE_REQUIRED');
  return { voice, analysis: analysis as VoiceAnalysis };
}

/** Holds a run (holdRun) and loads the voice's passages that share content words with `text`. */
export async function holdWithPassages(
  ctx: AppContext,
  opts: { userId: string; voiceId: string; text: string; language: Language },
) {
  const { userId, voiceId, text, language } = opts;
  const { loaded: passages, ...held } = await holdRun(ctx, userId, () =>
    repo.passagesFor(ctx.database.db, { userId, voiceId, terms: briefTerms(text, language), language }),
  );
  return { ...held, passages };
}

/** The voice's own rules reach the prompt; its banned phrases are enforced (decision 034). */
export function voiceRulesOf(voice: Awaited<ReturnType<typeof resolveVoice>>) {
  return { rules: [...voice.rules], bannedPhrases: [...voice.bannedPhrases] };
}

/** What a run keeps of its voice: stored with the item, and the rules its prompt carries. */
export function voiceOf(voice: Awaited<ReturnType<typeof resolveVoice>>): PreparedGeneration['voice'] {
  return { id: voice.id, name: voice.name, rules: voice.rules, bannedPhrases: voice.bannedPhrases };
}

/** A fresh seed for an engine call (31-bit, so every engine and the `integer` column take it). */
export function newSeed(): number {
  return randomInt(0, SEED_LIMIT);
}

/**
 * The user's one generation lease (BUSY while another of theirs runs; decision 015), what the run needs
 * loaded (`load`, with the lease held), and a unit of the daily quota (QUOTA_EXCEEDED with Retry-After until
 * the next UTC midnight). The lease is released again when any of it fails. Shared by generate and rewrite.
 */
export async function holdRun<T>(
  ctx: AppContext,
  userId: string,
  load: () => Promise<T>,
): Promise<{ lease: UserRun; reservation: quota.Reservation; reservedAt: Date; loaded: T }> {
  const { db } = ctx.database;
  const lease = await beginRun({ db, userId, kind: 'generation', now: ctx.now, onError: leaseError(ctx) });
  if (!lease) throw new AppError('BUSY', { headers: { 'retry-after': String(BUSY_RETRY_S) } });
  let reservation: quota.Reservation | null;
  let loaded: T;
  const now = ctx.now();
  try {
    loaded = await load();
    reservation = await quota.reserve(db, userId, now, ctx.config.dailyGenerationLimit);
  } catch (err) {
    await lease.release();
    throw err;
  }
  if (!reservation) {
    await lease.release();
    throw new AppError('QUOTA_EXCEEDED', {
      headers: { 'retry-after': String(quota.secondsUntilReset(now)) },
    });
  }
  return { lease, reservation, reservedAt: now, loaded };
}

/**
 * Thrown when the client went away. When no text had reached it, nothing is stored and the unit is
 * refunded; otherwise the item is stored cut short and the unit stays spent.
 */
export class GenerationCancelled extends Error {
  constructor() {
    super('generation cancelled by the client');
    this.name = 'GenerationCancelled';
  }
}

/**
 * The reason a generation is aborted when the server shuts down (SIGTERM, decision 030). Unlike a client
 * that goes away, the user did not choose to stop: the unit is refunded whatever text had been sent, nothing
 * is stored, and the client is told the server is restarting.
 */
export class ServerClosing extends Error {
  constructor() {
    super('generation stopped: the server is shutting down');
    this.name = 'ServerClosing';
  }
}

/** Seconds a client is told to wait after a generation stopped by a shutdown. */
const RESTART_RETRY_S = 5;

/**
 * The engine call and the stored item. On failure, or a cancellation before any text reached the client,
 * the unit goes back to the day it was taken from; engine failures become PROVIDER_ERROR /
 * PROVIDER_TIMEOUT (the details go to the log only).
 */
async function runHeld(opts: {
  ctx: AppContext;
  prepared: PreparedGeneration;
  hooks: GenerationHooks & { signal: AbortSignal };
  /**
   * The text the client holds so far (a stream's deltas as written to it); empty when nothing was sent.
   * Read when the client goes away: text there makes the generation spent, stored cut short.
   */
  received?: () => string;
}): Promise<GenerateReply> {
  const { ctx, prepared, hooks } = opts;
  const { db } = ctx.database;
  const { engine } = ctx;
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  // The generic baseline runs beside the engine in the draft pool (queued after a built-in draft, which
  // the engine has already handed to the pool), so it never delays the text the client sees.
  // (A fake engine may throw before its first await: that failure must reach the catch below.)
  const { rewrite } = prepared;
  const drafting = (async () =>
    rewrite && engine.rewrite
      ? engine.rewrite(rewrite.input, hooks)
      : engine.generate(prepared.input, hooks))();
  const baseline = rewrite ? noBaseline : startBaseline(ctx, prepared, hooks.signal);
  const giveBack = () =>
    quota.refund(db, prepared.reservation).catch((err: unknown) => {
      ctx.log.error({ err: safeError(err), userId: prepared.userId }, 'quota refund failed');
    });
  let output: Awaited<ReturnType<typeof engine.generate>>;
  try {
    output = await drafting;
    if (hooks.signal.aborted) throw new GenerationCancelled();
  } catch (err) {
    baseline.cancel();
    if (hooks.signal.reason instanceof ServerClosing) {
      ctx.metrics.generation.observe(engine.provider, 'cancelled', seconds());
      await giveBack();
      ctx.log.info({ userId: prepared.userId }, 'generation stopped by a shutdown; quota refunded');
      throw new AppError('SERVICE_UNAVAILABLE', {
        messageKey: 'server_restarting',
        headers: { 'retry-after': String(RESTART_RETRY_S) },
      });
    }
    if (hooks.signal.aborted) {
      const partial = opts.received?.().trim() ?? '';
      if (partial) {
        // Text reached the client: it keeps it, so the unit stays spent and the item says it was cut short.
        await storeCutShort(ctx, prepared, partial, performance.now() - started).catch((failure: unknown) => {
          ctx.log.error(
            { err: safeError(failure), userId: prepared.userId },
            'storing a cut-short item failed',
          );
        });
        ctx.metrics.generation.observe(engine.provider, 'cut_short', seconds());
        ctx.log.info({ userId: prepared.userId }, 'generation cut short by the client; quota spent');
        throw new GenerationCancelled();
      }
      ctx.metrics.generation.observe(engine.provider, 'cancelled', seconds());
      await giveBack();
      ctx.log.info({ userId: prepared.userId }, 'generation cancelled by the client; quota refunded');
      throw new GenerationCancelled();
    }
    ctx.metrics.generation.observe(engine.provider, 'failed', seconds());
    await giveBack();
    if (err instanceof AppError && (err.code === 'PROVIDER_ERROR' || err.code === 'PROVIDER_TIMEOUT')) {
      ctx.log.warn({ code: err.code, provider: engine.provider }, 'generation failed; quota refunded');
      throw err;
    }
    ctx.log.error(
      { err: safeError(err), provider: engine.provider },
      'generation engine failed; quota refunded',
    );
    throw new AppError('PROVIDER_ERROR');
  }
  // By the engine that really wrote it (the local engine's offline fallback is `builtin`).
  ctx.metrics.generation.observe(
    output.provider ?? engine.provider,
    'completed',
    seconds(),
    output.wordCount,
  );
  // No score where the benchmark says it cannot judge, and no voice claim across languages (decision 023).
  const withheld = withheldOf(output, prepared.input.language);
  // Only a score can be compared with generic copy's: none when the draft's own is withheld.
  const genericVoiceMatch = withheld ? baseline.cancel() : await baseline.score();
  let stored: repo.GenerationRow;
  try {
    stored = await repo.insertGeneration(db, {
      userId: prepared.userId,
      voiceId: prepared.voice.id,
      voiceName: prepared.voice.name,
      prompt: prepared.input.prompt,
      contentType: rewrite ? REWRITE_CONTENT_TYPE : prepared.input.contentType,
      ...modeFields(prepared, { cutShort: output.cutShort ?? false }),
      generatedText: output.text,
      wordCount: output.wordCount,
      characterCount: output.characterCount,
      language: prepared.input.language,
      length: prepared.input.length,
      provider: output.provider ?? engine.provider,
      model: output.model || engine.model,
      seed: prepared.input.seed,
      voiceMatch: withheld ? null : Math.round(output.voiceMatch),
      // A banned phrase that survived is reported even when the score is withheld: it is no style estimate.
      voiceMatchDifferences: withheld
        ? output.voiceMatchDifferences.filter((d) => d.feature === 'banned_phrase')
        : output.voiceMatchDifferences,
      voiceMatchBasis: { ...output.voiceMatchBasis, withheld },
      genericVoiceMatch,
      revised: output.revised,
      cutShort: output.cutShort ?? false,
      durationMs: Math.round(performance.now() - started),
    });
  } catch (err) {
    await giveBack();
    throw err;
  }
  const used = await quota.usedOn(db, prepared.userId, prepared.reservation.day);
  return {
    content: toContent(stored),
    quota: quota.quotaOf(used, ctx.config.dailyGenerationLimit, prepared.reservedAt),
  };
}

/**
 * How long `done` may wait for the generic baseline once the draft is finished. The baseline is 25–60 ms of
 * CPU started with the engine, but the draft pool starts its threads on first use (seconds on a loaded
 * machine) and may be queued with other users' drafts; past this the item goes without a comparison
 * rather than the client waiting on.
 */
const BASELINE_WAIT_MS = 10_000;

/** What a rewrite stores in `content_type`: it has none of the five types (decision 035). */
export const REWRITE_CONTENT_TYPE = 'rewrite';

/** The stored mode and, for a rewrite, its source and the source's score (none for a cut-short item). */
function modeFields(prepared: PreparedGeneration, opts: { cutShort?: boolean } = {}) {
  const { rewrite } = prepared;
  if (!rewrite) return { mode: 'generate' as const, sourceText: null, sourceVoiceMatch: null };
  return {
    mode: 'rewrite' as const,
    sourceText: rewrite.input.source,
    sourceVoiceMatch: opts.cutShort ? null : rewrite.sourceVoiceMatch(),
  };
}

interface Baseline {
  /** The generic copy's score (0–100, rounded), or null when it failed, ran late or cannot be judged. */
  score(): Promise<number | null>;
  /** Stops it (the thread is freed at once); the comparison is null. */
  cancel(): null;
}

/** A rewrite's comparison is its source's score, not generic copy's. */
const noBaseline: Baseline = { score: async () => null, cancel: () => null };

/**
 * Starts the generic baseline of a generation (generation/generic.ts) in the draft pool. Never rejects: a
 * baseline that fails only costs the item its comparison, never the generation.
 */
function startBaseline(ctx: AppContext, prepared: PreparedGeneration, signal: AbortSignal): Baseline {
  const { input } = prepared;
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const task = ctx.pool
    .generic(
      {
        prompt: input.prompt,
        contentType: input.contentType,
        length: input.length,
        language: input.language,
        seed: input.seed,
        analysis: input.voice.analysis,
      },
      controller.signal,
    )
    .then(
      (result): GenericScore | null => result,
      (err: unknown) => {
        if (!controller.signal.aborted)
          ctx.log.warn({ err: safeError(err), userId: prepared.userId }, 'generic baseline failed');
        return null;
      },
    )
    .finally(() => signal.removeEventListener('abort', stop));
  return {
    async score() {
      const waitMs = ctx.baselineWaitMs ?? BASELINE_WAIT_MS;
      const late = setTimeout(() => {
        ctx.log.warn({ userId: prepared.userId, waitMs }, 'generic baseline too late');
        controller.abort();
      }, waitMs);
      try {
        const result = await task;
        // Judged like the draft: a generic text too short or in a language the profile lacks gets no score.
        if (!result || withheldOf(result, input.language)) return null;
        return Math.round(result.voiceMatch);
      } finally {
        clearTimeout(late);
      }
    },
    cancel() {
      controller.abort();
      return null;
    },
  };
}

/**
 * Stores what a client that went away had received. No score: a text cut off mid-sentence says little
 * about the voice, and the screen names the item as cut short instead.
 */
async function storeCutShort(
  ctx: AppContext,
  prepared: PreparedGeneration,
  text: string,
  durationMs: number,
): Promise<void> {
  const { input } = prepared;
  await repo.insertGeneration(ctx.database.db, {
    userId: prepared.userId,
    voiceId: prepared.voice.id,
    voiceName: prepared.voice.name,
    prompt: input.prompt,
    contentType: prepared.rewrite ? REWRITE_CONTENT_TYPE : input.contentType,
    ...modeFields(prepared, { cutShort: true }),
    generatedText: text,
    wordCount: countWords(text, input.language),
    characterCount: text.length,
    language: input.language,
    length: input.length,
    provider: ctx.engine.provider,
    model: ctx.engine.model,
    seed: input.seed,
    voiceMatch: null,
    voiceMatchDifferences: [],
    voiceMatchBasis: null,
    genericVoiceMatch: null,
    revised: false,
    cutShort: true,
    durationMs: Math.round(durationMs),
  });
}

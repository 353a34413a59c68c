/**
 * How fast the local model runs on this machine, and what follows from it: the time a stage should take
 * (shown to the user), each model call's time limit, and the draft times `GET /api/config` gives.
 *
 * A CPU's speed varies by a factor of ten between a 2-core server and a workstation, so nothing here is a
 * fixed figure: the runtime measures a short evaluation when it loads the model and then folds in every real
 * call (prompt tokens evaluated per second, tokens written per second).
 */
import { type Language, OUTPUT_SIZES, type OutputSize } from '@inkprint/shared';
import { TOKENS_PER_WORD } from '../prompt.js';

export interface Speed {
  /** Prompt tokens evaluated per second. */
  promptTps: number;
  /** Tokens written per second with an empty context (see CONTEXT_SLOWDOWN). */
  genTps: number;
}

/**
 * Each token already in the context makes writing the next one slower by this share (its attention reads
 * one more key and value). Measured on a model of the default's shape with 2 threads: 8.0 tokens/s with
 * 200 tokens in the context, 7.0 at 1,000, 6.1 at 2,000, 4.6 at 3,000 (docs/benchmarks.md). Without it, a
 * large draft (writing from 1,000 to 3,000 tokens of context) took 1.7 times its estimate.
 */
export const CONTEXT_SLOWDOWN = 2.5e-4;

/**
 * A measured call: `promptTokens` evaluated in `promptMs`, then `genTokens` written in `genMs`, starting with
 * `contextAt` tokens in the context.
 */
export interface CallTiming {
  promptTokens: number;
  promptMs: number;
  genTokens: number;
  genMs: number;
  contextAt: number;
}

/** How much slower than at an empty context writing `genTokens` from `contextAt` on is, on average. */
function slowdown(contextAt: number, genTokens: number): number {
  return 1 + CONTEXT_SLOWDOWN * (contextAt + genTokens / 2);
}

/** Below these a call says too little about the speed to move the figure. */
const MIN_PROMPT_TOKENS = 32;
const MIN_GEN_TOKENS = 8;
/** The weight of the newest call: the figure follows a busier or quieter machine within a few calls. */
const WEIGHT = 0.4;

/** The speed with one more call folded in (a part measured on too few tokens leaves its figure as it was). */
export function updateSpeed(speed: Speed | null, t: CallTiming): Speed | null {
  const prompt =
    t.promptTokens >= MIN_PROMPT_TOKENS && t.promptMs > 0 ? (t.promptTokens / t.promptMs) * 1000 : null;
  const gen =
    t.genTokens >= MIN_GEN_TOKENS && t.genMs > 0
      ? (t.genTokens / t.genMs) * 1000 * slowdown(t.contextAt, t.genTokens)
      : null;
  if (!speed) return prompt !== null && gen !== null ? { promptTps: prompt, genTps: gen } : null;
  return {
    promptTps: prompt === null ? speed.promptTps : speed.promptTps * (1 - WEIGHT) + prompt * WEIGHT,
    genTps: gen === null ? speed.genTps : speed.genTps * (1 - WEIGHT) + gen * WEIGHT,
  };
}

/**
 * Seconds to evaluate `promptTokens` and then write `genTokens`, the writing starting with `contextAt` tokens
 * in the context (by default the prompt's).
 */
export function secondsFor(
  speed: Speed,
  promptTokens: number,
  genTokens: number,
  contextAt = promptTokens,
): number {
  return promptTokens / speed.promptTps + (genTokens * slowdown(contextAt, genTokens)) / speed.genTps;
}

/**
 * A model call's time limit: three times what it should take plus a minute, within [`floorMs`, `ceilingMs`].
 * Generous, because the figure is an average and a busy machine (an upload being parsed, a second draft)
 * slows a call down; the ceiling stops a call that hangs. Without a measured speed, `fallbackMs`.
 */
export function callLimitMs(
  speed: Speed | null,
  promptTokens: number,
  maxTokens: number,
  bounds: CallLimits,
  contextAt = promptTokens,
): number {
  if (!speed) return bounds.fallbackMs;
  const expected = secondsFor(speed, promptTokens, maxTokens, contextAt) * 1000;
  return Math.round(Math.min(bounds.ceilingMs, Math.max(bounds.floorMs, 3 * expected + 60_000)));
}

export interface CallLimits {
  /** The limit before the speed is known (it is measured when the model loads, so rarely used). */
  fallbackMs: number;
  floorMs: number;
  ceilingMs: number;
}

/** The default bounds: never under 2 minutes, never over an hour (a large German draft on one slow core). */
export const CALL_LIMITS: CallLimits = { fallbackMs: 30 * 60_000, floorMs: 120_000, ceilingMs: 60 * 60_000 };

/** Prompt tokens of a typical local prompt (profile, structure, three passages, brief: docs/benchmarks.md). */
const TYPICAL_PROMPT_TOKENS = 1000;

/** Tokens a draft of `words` words costs in `language`. */
export function tokensForWords(words: number, language: Language): number {
  return Math.ceil(words * TOKENS_PER_WORD[language]);
}

/** Seconds a whole draft of each size takes (English, a typical prompt, no correction pass). */
export function draftSeconds(speed: Speed): Record<OutputSize, number> {
  const of = (size: OutputSize) =>
    Math.round(secondsFor(speed, TYPICAL_PROMPT_TOKENS, tokensForWords(OUTPUT_SIZES[size], 'en')));
  return { small: of('small'), medium: of('medium'), large: of('large') };
}

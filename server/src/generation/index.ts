/** Picks the generation engine `LLM_PROVIDER` names (README "Configuration"). */
import type { Config } from '../config.js';
import { builtinEngine, type DraftRunner } from './builtin.js';
import { type ModelEngineOptions, modelEngine } from './model-engine.js';
import type { GenerationEngine } from './types.js';

export type { BuiltinDraft, BuiltinDraftInput, DraftRunner } from './builtin.js';
export { probeProvider } from './probe.js';
export { DEFAULT_MODELS } from './providers.js';
export type { GenerationEngine, GenerationHooks, GenerationInput, GenerationOutput } from './types.js';

/**
 * The engine for the configuration. The built-in engine needs no check-and-revise pass: it already writes
 * several candidates and keeps the one its selection score (voiceMatch without character n-grams and
 * function words, decision 023) rates best, on the exact word budget.
 */
export function createEngine(
  config: Config,
  opts: ModelEngineOptions & {
    /** Where the built-in engine writes its drafts (the server's worker pool); in-process without one. */
    draftRunner?: DraftRunner;
  } = {},
): GenerationEngine {
  const { llm } = config;
  if (llm.provider === 'builtin') return builtinEngine({ runner: opts.draftRunner });
  if (llm.provider === 'local') throw new Error('LLM_PROVIDER=local: the local engine is not built yet');
  return modelEngine({ ...llm, provider: llm.provider }, opts);
}

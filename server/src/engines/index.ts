/** Picks the generation engine `LLM_PROVIDER` names (README "Configuration"). */
import type { Config } from '../config.js';
import { builtinEngine, type DraftRunner } from './builtin.js';
import { localEngine } from './local/engine.js';
import { createModelSource, type ModelSourceLog } from './local/model-source.js';
import { defaultThreads } from './local/runtime.js';
import { type ModelEngineOptions, modelEngine } from './model-engine.js';
import type { GenerationEngine } from './types.js';

export type { DraftRunner } from './builtin.js';
export { probeProvider } from './probe.js';
export type {
  GenerationEngine,
  GenerationHooks,
  GenerationInput,
  GenerationOutput,
  RewriteInput,
} from './types.js';

/**
 * The engine for the configuration. The built-in engine needs no check-and-revise pass: it already writes
 * several candidates and keeps the one its selection score (voiceMatch without character n-grams and
 * function words, decision 023) rates best, on the exact word budget.
 */
export function createEngine(
  config: Config,
  opts: Omit<ModelEngineOptions, 'log'> & {
    /** Where the built-in engine writes its drafts (the server's worker pool); in-process without one. */
    draftRunner?: DraftRunner;
    log?: ModelSourceLog;
  } = {},
): GenerationEngine {
  const { llm } = config;
  if (llm.provider === 'builtin') return builtinEngine({ runner: opts.draftRunner });
  if (llm.provider === 'local') {
    const local = config.localModel;
    // Nothing happens until the engine's start() (the app calls it once it listens): no file access, no network.
    const source = createModelSource({
      modelFile: local.modelFile,
      modelUrl: local.modelUrl,
      modelsDir: local.modelsDir,
      log: opts.log,
    });
    return localEngine({
      source,
      // While the model is not ready, the offline draft engine writes, exactly as with LLM_PROVIDER=builtin.
      fallback: builtinEngine({ runner: opts.draftRunner }),
      parallel: local.parallel,
      threads: local.threads ?? defaultThreads(),
      idleUnloadMs: local.idleUnloadMs,
      preload: local.preload,
      log: opts.log,
    });
  }
  return modelEngine({ ...llm, provider: llm.provider }, opts);
}

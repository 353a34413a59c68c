/**
 * The local engine (issue #22): a language model that runs inside Inkprint through node-llama-cpp. While
 * its model is not `ready`, every generation is written by the fallback (the offline draft engine) and
 * says so (`output.provider` = the fallback's).
 *
 * GROUNDWORK: this body only falls back; the runtime (load on first use, `LLM_PARALLEL` sequences and the
 * line, idle unload, streaming, cancel, the check and one correction pass) replaces it.
 */
import type { EngineLog } from '../model-engine.js';
import type { GenerationEngine, GenerationHooks, GenerationInput, GenerationOutput } from '../types.js';
import type { LocalModelSource } from './source.js';
import type { LocalModelStatusValue } from './status.js';

export interface LocalEngineOptions {
  source: LocalModelSource;
  /** Writes while the model is not ready (the offline draft engine). */
  fallback: GenerationEngine;
  /** Sequences served at once (`LLM_PARALLEL`, default 2); the rest wait in line. */
  parallel: number;
  /** CPU threads for the model (set explicitly: the default is far slower on small machines). */
  threads: number;
  /** Unload the model after this long without a generation (`LLM_IDLE_UNLOAD_S` × 1000; 0 = never). */
  idleUnloadMs: number;
  /** Load the model as soon as the file is ready (`LLM_PRELOAD=1`) instead of on the first generation. */
  preload: boolean;
  /** Budget of one model call (draft or revision), as for the other model engines (`LLM_TIMEOUT_MS`). */
  timeoutMs: number;
  log?: EngineLog;
}

export interface LocalEngine extends GenerationEngine {
  status(): LocalModelStatusValue;
  start(): void;
  close(): Promise<void>;
}

export function localEngine(opts: LocalEngineOptions): LocalEngine {
  const { source, fallback } = opts;
  return {
    provider: 'local',
    model: source.name,
    offline: true,
    status: () => source.status.get(),
    start: () => source.start(),
    async generate(input: GenerationInput, hooks?: GenerationHooks): Promise<GenerationOutput> {
      const output = await fallback.generate(input, hooks);
      return { ...output, provider: fallback.provider };
    },
    close: () => source.close(),
  };
}

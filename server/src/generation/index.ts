/** Picks the generation engine `LLM_PROVIDER` names (README "Configuration"). */
import type { Config } from '../config.js';
import { builtinEngine } from './builtin.js';
import type { GenerationEngine } from './types.js';

export type { GenerationEngine, GenerationHooks, GenerationInput, GenerationOutput } from './types.js';

export function createEngine(config: Config): GenerationEngine {
  switch (config.llm.provider) {
    case 'builtin':
      return builtinEngine();
    default:
      // The model providers (openai, anthropic, openai-compatible) arrive with the AI SDK engine.
      return builtinEngine();
  }
}

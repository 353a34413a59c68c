/**
 * Whether a rewrite can run (decision 035): it needs a language model. The offline engine only assembles
 * the writer's own phrases; it cannot carry another text's meaning over, so it never rewrites. A model
 * provider (OpenAI, Anthropic, OpenAI-compatible) always can; the local engine can once its model is ready
 * (or loading: a generation then waits for it, as generate does).
 */
import type { RewriteAvailability } from '@inkprint/shared';
import type { GenerationEngine } from './types.js';

export function rewriteAvailability(engine: GenerationEngine): RewriteAvailability {
  if (!engine.rewrite) return { available: false, reason: 'no_model' };
  const state = engine.status?.().state ?? 'ready';
  if (state === 'ready' || state === 'loading') return { available: true, reason: null };
  return { available: false, reason: state === 'downloading' ? 'model_downloading' : 'model_unavailable' };
}

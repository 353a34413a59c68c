/**
 * The built-in offline engine (packages/writer): no key, no network, deterministic per seed. It makes no
 * check-and-revise pass like the model engines (docs/decisions/010): the writer already fills each part's
 * word budget in the requested language and keeps the candidate voiceMatch scores best.
 */
import { voiceMatch } from '@inkprint/voice';
import { OFFLINE_ENGINE, write } from '@inkprint/writer';
import type { GenerationEngine, GenerationHooks, GenerationInput, GenerationOutput } from './types.js';

export const BUILTIN_MODEL = 'inkprint-offline-1';

export function builtinEngine(): GenerationEngine {
  return {
    provider: OFFLINE_ENGINE.id,
    model: BUILTIN_MODEL,
    offline: true,
    async generate(input: GenerationInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      const run = write(
        {
          prompt: input.prompt,
          contentType: input.contentType,
          length: input.length,
          language: input.language,
          seed: input.seed,
        },
        {
          analysis: input.voice.analysis,
          passages: input.voice.passages.map((p) => ({ text: p.text, language: p.language ?? undefined })),
        },
      );
      for await (const chunk of run) {
        hooks.signal?.throwIfAborted();
        hooks.onDelta?.(chunk.text);
      }
      const result = await run.result();
      const match = voiceMatch(input.voice.analysis, result.text);
      return {
        text: result.text,
        wordCount: result.wordCount,
        characterCount: result.text.length,
        voiceMatch: match.score,
        voiceMatchDifferences: match.differences,
        revised: false,
        model: BUILTIN_MODEL,
      };
    },
  };
}

/**
 * The built-in offline engine (packages/writer): no key, no network, deterministic per seed. It makes no
 * check-and-revise pass like the model engines (docs/decisions/010): the writer already fills each part's
 * word budget in the requested language and keeps the candidate voiceMatch scores best.
 *
 * The candidate search is 100–400 ms of CPU, so in the server it runs in a worker thread (`drafts`, the
 * worker pool's `write` task, decision record 010). Without a runner (bench:engine, unit tests) it runs
 * in-process, with the same result.
 *
 * It never writes a phrase the voice banned (decision 034): the writer leaves out every sentence that holds one.
 *
 * It does not pretend to stream (decision 026): the writer builds several whole candidates and keeps the best,
 * so no sentence is final before the whole draft is; the draft goes out as one `delta` when it is done.
 */
import { voiceMatch } from '@inkprint/voice';
import { OFFLINE_ENGINE, writeDraft } from '@inkprint/writer';
import { AppError } from '../lib/errors.js';
import { bannedDifferences, bannedIn, basisOf } from './check.js';
import {
  type GenerationEngine,
  type GenerationHooks,
  type GenerationInput,
  type GenerationOutput,
  NO_VOICE_RULES,
} from './types.js';

export const BUILTIN_MODEL = 'inkprint-offline-1';

/** What the writer needs of a generation input (plain data: it crosses to a worker thread by structured clone). */
export type BuiltinDraftInput = Pick<
  GenerationInput,
  'prompt' | 'contentType' | 'length' | 'language' | 'seed' | 'voice'
> &
  /** Without it (benchmarks, the generic baseline), nothing is banned. */
  Partial<Pick<GenerationInput, 'voiceRules'>>;

/** A finished draft. */
export interface BuiltinDraft {
  output: GenerationOutput;
}

/** Runs `writeBuiltinDraft` somewhere else (the worker pool); rejects with the signal's reason on abort. */
export type DraftRunner = (input: BuiltinDraftInput, signal?: AbortSignal) => Promise<BuiltinDraft>;

/** The whole CPU-bound part: the candidate search and the voiceMatch of the kept draft. */
export async function writeBuiltinDraft(input: BuiltinDraftInput): Promise<BuiltinDraft> {
  const result = writeDraft(
    {
      prompt: input.prompt,
      contentType: input.contentType,
      length: input.length,
      language: input.language,
      seed: input.seed,
      bannedPhrases: input.voiceRules?.bannedPhrases ?? [],
    },
    {
      analysis: input.voice.analysis,
      passages: input.voice.passages.map((p) => ({ text: p.text, language: p.language ?? undefined })),
    },
  );
  const match = voiceMatch(input.voice.analysis, result.text);
  return {
    output: {
      text: result.text,
      wordCount: result.wordCount,
      characterCount: result.text.length,
      voiceMatch: match.score,
      // The writer never writes a banned phrase; were one to slip through, it is reported, not hidden.
      voiceMatchDifferences: [
        ...bannedDifferences(bannedIn(result.text, input.voiceRules ?? NO_VOICE_RULES)),
        ...match.differences,
      ],
      voiceMatchBasis: basisOf(match),
      revised: false,
      model: BUILTIN_MODEL,
    },
  };
}

export function builtinEngine(opts: { runner?: DraftRunner } = {}): GenerationEngine {
  return {
    provider: OFFLINE_ENGINE.id,
    model: BUILTIN_MODEL,
    offline: true,
    async generate(input: GenerationInput, hooks: GenerationHooks = {}): Promise<GenerationOutput> {
      hooks.signal?.throwIfAborted();
      let draft: BuiltinDraft;
      try {
        draft = opts.runner
          ? await opts.runner(
              {
                prompt: input.prompt,
                contentType: input.contentType,
                length: input.length,
                language: input.language,
                seed: input.seed,
                voice: input.voice,
                voiceRules: input.voiceRules,
              },
              hooks.signal,
            )
          : await writeBuiltinDraft(input);
      } catch (err) {
        // The pool ended a draft that ran past its time limit: the engine took too long, as with a model.
        if ((err as { name?: string } | null)?.name === 'TimeoutError')
          throw new AppError('PROVIDER_TIMEOUT');
        throw err;
      }
      hooks.signal?.throwIfAborted();
      // The whole draft at once, when it is done: nothing of it existed earlier (decision 026).
      if (draft.output.text) hooks.onDelta?.(draft.output.text);
      return draft.output;
    },
  };
}

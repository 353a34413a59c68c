/**
 * The generic baseline of a generation (issue #21, decision 023 "Update"): the offline writer writes the
 * same brief, type, language, length and seed with no voice profile, and that text is scored against the
 * user's profile by the same `voiceMatch` as the draft. "+22 points more like you than generic copy" is the
 * draft's score minus this one. CPU-bound (a draft and a score, 10–150 ms): the server runs it in the
 * draft pool (`WorkerPool.generic`), never on the event loop.
 */
import type { VoiceMatchBasisReply } from '@inkprint/shared';
import { type VoiceAnalysis, voiceMatch } from '@inkprint/voice';
import { writeGeneric } from '@inkprint/writer';
import { basisOf } from './check.js';
import type { GenerationInput } from './types.js';

/** The brief and the profile to score against (plain data: it crosses to a worker thread by structured clone). */
export type GenericInput = Pick<
  GenerationInput,
  'prompt' | 'contentType' | 'length' | 'language' | 'seed'
> & {
  analysis: VoiceAnalysis;
};

/** The generic text's score against the profile, with what `withheldOf` needs to judge it like a draft. */
export interface GenericScore {
  voiceMatch: number;
  wordCount: number;
  voiceMatchBasis: VoiceMatchBasisReply;
}

export function scoreGenericCopy(input: GenericInput): GenericScore {
  const generic = writeGeneric({
    prompt: input.prompt,
    contentType: input.contentType,
    length: input.length,
    language: input.language,
    seed: input.seed,
  });
  const match = voiceMatch(input.analysis, generic.text);
  return { voiceMatch: match.score, wordCount: generic.wordCount, voiceMatchBasis: basisOf(match) };
}

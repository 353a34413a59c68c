/**
 * Rewrite in my voice (docs/api.md "Content", decision 035): everything before the engine call, then the
 * generate machinery (service.ts `run`: SSE hooks, cancellation, refunds, storing) with the engine's
 * `rewrite` in place of `generate`. Checks in order: the voice (another user's: 404), its profile
 * (VOICE_PROFILE_REQUIRED, as generate), a language model (MODEL_REQUIRED 409 saying why: no model, or the
 * local model still downloading or unavailable), then the lease and the quota unit.
 */
import {
  isLanguage,
  type Language,
  OUTPUT_SIZES,
  type OutputSize,
  PREVIEW_CUTS,
  type RewriteRequest,
} from '@inkprint/shared';
import { detectLanguage, type VoiceAnalysis, voiceMatch } from '@inkprint/voice';
import type { AppContext } from '../../context.js';
import { basisOf, withheldOf } from '../../engines/check.js';
import { rewriteAvailability } from '../../engines/rewrite-availability.js';
import { wordsOf } from '../../engines/rewrite-facts.js';
import type { RewriteInput } from '../../engines/types.js';
import { AppError } from '../../lib/errors.js';
import {
  holdWithPassages,
  newSeed,
  type PreparedGeneration,
  profiledVoice,
  voiceOf,
  voiceRulesOf,
} from './service.js';

/** The answer when no language model can rewrite now, worded for why. */
export function modelRequired(ctx: AppContext): AppError | null {
  const availability = rewriteAvailability(ctx.engine);
  if (availability.available) return null;
  if (availability.reason === 'model_downloading') {
    const percent = Math.floor(100 * (ctx.engine.status?.().progress ?? 0));
    return new AppError('MODEL_REQUIRED', { messageKey: 'model_required_downloading', params: { percent } });
  }
  if (availability.reason === 'model_unavailable')
    return new AppError('MODEL_REQUIRED', { messageKey: 'model_required_unavailable' });
  return new AppError('MODEL_REQUIRED');
}

/** The output language: the one asked for, else the source's own, else the profile's, else English. */
export function rewriteLanguage(
  request: RewriteRequest,
  analysis: VoiceAnalysis,
): { language: Language; source: Language } {
  const detected = detectLanguage(request.text).language;
  const profile = analysis.primary_language;
  const fallback: Language = isLanguage(profile) ? profile : 'en';
  const source = isLanguage(detected) ? detected : (request.language ?? fallback);
  return { language: request.language ?? source, source };
}

/** The stored item's `prompt`: the source's opening, so History lists and searches it like a brief. */
export function promptOf(source: string): string {
  const line = source.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_CUTS.sample) return line;
  const cut = line.slice(0, PREVIEW_CUTS.sample);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CUTS.sample / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

/** The stored `length`: the output size nearest the source's words. */
export function sizeOf(words: number): OutputSize {
  const sizes = Object.entries(OUTPUT_SIZES) as [OutputSize, number][];
  return sizes.reduce((a, b) => (Math.abs(b[1] - words) < Math.abs(a[1] - words) ? b : a))[0];
}

/** The source's own score against the profile, computed and withheld as a result's is (decision 023). */
export function sourceScore(analysis: VoiceAnalysis, text: string, language: Language): number | null {
  const match = voiceMatch(analysis, text);
  const withheld = withheldOf(
    { wordCount: wordsOf(text, language), voiceMatchBasis: basisOf(match) },
    language,
  );
  return withheld ? null : Math.round(match.score);
}

export async function prepareRewrite(opts: {
  ctx: AppContext;
  userId: string;
  request: RewriteRequest;
}): Promise<PreparedGeneration> {
  const { ctx, userId, request } = opts;
  const { voice: voiceRow, analysis } = await profiledVoice(ctx, userId, request.voice_id);
  const unavailable = modelRequired(ctx);
  if (unavailable) throw unavailable;
  const { language, source: sourceLanguage } = rewriteLanguage(request, analysis);
  const text = request.text;
  const { lease, reservation, reservedAt, passages } = await holdWithPassages(ctx, {
    userId,
    voiceId: voiceRow.id,
    text,
    language,
  });
  const seed = newSeed();
  const voice = { analysis, passages };
  const voiceRules = voiceRulesOf(voiceRow);
  const input: RewriteInput = { source: text, sourceLanguage, language, seed, voice, voiceRules };
  return {
    userId,
    voice: voiceOf(voiceRow),
    reservation,
    reservedAt,
    lease,
    input: {
      prompt: promptOf(text),
      // Stored as REWRITE_CONTENT_TYPE (service.ts); the type here only satisfies the generation input.
      contentType: 'blog_post',
      length: sizeOf(wordsOf(text, sourceLanguage)),
      language,
      seed,
      voice,
      voiceRules,
    },
    rewrite: { input, sourceVoiceMatch: () => sourceScore(analysis, text, sourceLanguage) },
  };
}

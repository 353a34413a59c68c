/**
 * The voice engine's word lists as the writer uses them: stop words, cue tones and transition cues, so
 * the writer stays on the same lists as the analysis.
 */
import type { Language } from '@inkprint/shared';
import { CUE_TONES, STOPWORDS, TRANSITIONS } from '@inkprint/voice';

export type KnownLanguage = Language;
export { CUE_TONES };

export function stopWords(lang: KnownLanguage): ReadonlySet<string> {
  return STOPWORDS[lang];
}

export function transitions(lang: KnownLanguage): readonly string[] {
  return TRANSITIONS[lang];
}

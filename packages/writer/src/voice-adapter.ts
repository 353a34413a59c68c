/**
 * The voice engine's word lists as the writer uses them: stop words, tone lexicons and transition cues, so
 * the writer stays on the same lists as the analysis.
 */
import type { Language } from '@inkprint/shared';
import { CUE_TONES, STOPWORDS, TONE_LEXICON, TRANSITIONS } from '@inkprint/voice';

export type KnownLanguage = Language;
export { CUE_TONES };

export function stopWords(lang: KnownLanguage): ReadonlySet<string> {
  return STOPWORDS[lang];
}

export function transitions(lang: KnownLanguage): readonly string[] {
  return TRANSITIONS[lang];
}

/** Whole-word tone cues (no stems, no phrases) of one tone, for checks and tests. */
export function toneWords(lang: KnownLanguage, tone: (typeof CUE_TONES)[number]): string[] {
  return TONE_LEXICON[lang][tone]
    .split('|')
    .map((w) => w.trim())
    .filter((w) => w && !w.includes(' ') && !w.endsWith('*'));
}

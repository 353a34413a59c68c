/**
 * Adapter to voice-engine data that `@inkprint/voice` does not export: its stop words, tone lexicons and
 * transition cues. One module reads them, so the writer stays on the same word lists as the analysis (a
 * voice-engine export would replace this file; see decision 009).
 */
import type { Language } from '@inkprint/shared';
import { TRANSITIONS } from '../../voice/src/analysis/lexicon/cues.js';
import { STOPWORDS } from '../../voice/src/analysis/lexicon/stopwords.js';
import { CUE_TONES, TONE_LEXICON } from '../../voice/src/analysis/lexicon/tone.js';

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

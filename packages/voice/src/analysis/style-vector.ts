/**
 * Style vectors: interpretable raw features of a text (sentence length in words, rates per word, tone
 * scores, relative frequencies of the language's 50 commonest function words), and styleDistance, which
 * compares two vectors feature by feature, each gap divided by a typical spread and capped at 1, and
 * takes the weighted mean d. Used by calibrate.ts and match.ts; imports neither (no cycle).
 */
import { detectLanguage } from './language.js';
import { FUNCTION_WORDS } from './lexicon/stopwords.js';
import { CUE_TONES } from './lexicon/tone.js';
import { FW_COUNT, type TextStats, textStats } from './stats.js';
import { toneScores } from './tone.js';
import type { DetectedLanguage, StyleVector } from './types.js';
import { mattr } from './vocabulary.js';

/** Typical spread (divisor) and weight per feature. */
const SPEC: Record<string, [scale: number, weight: number]> = {
  sentence_length_mean: [10, 1.5],
  sentence_length_sd: [7, 1],
  paragraph_length_mean: [50, 0.7],
  commas_per_sentence: [1.2, 1],
  exclamations_per_sentence: [0.25, 1.2],
  questions_per_sentence: [0.2, 1],
  long_word_ratio: [0.1, 1],
  mattr: [0.1, 1],
  avg_word_length: [1, 1],
  first_person_rate: [0.04, 1],
  second_person_rate: [0.04, 1],
  first_plural_rate: [0.03, 0.7],
  emoji_per_word: [0.02, 0.8],
  hashtags_per_word: [0.02, 0.5],
  numbers_per_word: [0.03, 0.5],
  formal_address_rate: [0.02, 0.5],
  informal_address_rate: [0.02, 0.5],
};
for (const t of CUE_TONES) SPEC[`tone_${t}`] = [0.3, 0.4];
const FW_SCALE = 0.015;
const FW_BLOCK_WEIGHT = 4;

/**
 * The style vector's feature spreads and weights, for an engine that must estimate the same distance
 * incrementally (the offline writer's sentence selector).
 */
export const STYLE_WEIGHTS: {
  readonly spec: Readonly<Record<string, readonly [scale: number, weight: number]>>;
  readonly fwScale: number;
  readonly fwBlockWeight: number;
} = { spec: SPEC, fwScale: FW_SCALE, fwBlockWeight: FW_BLOCK_WEIGHT };

const r4 = (x: number) => (Number.isFinite(x) ? Math.round(x * 10000) / 10000 : 0);

/** Style vector from pre-computed stats and tokens (shared with analyzeVoice). */
export function vectorFromStats(
  s: TextStats,
  tokens: readonly string[],
  language: DetectedLanguage,
): StyleVector {
  const w = Math.max(1, s.words);
  const n = Math.max(1, s.sentences);
  const mean = s.sentLenSum / n;
  const variance = Math.max(0, s.sentLenSq / n - mean * mean);
  const tones = toneScores(s).tone_scores;
  const f: Record<string, number> = {
    sentence_length_mean: s.sentences ? mean : 0,
    sentence_length_sd: s.sentences ? Math.sqrt(variance) : 0,
    paragraph_length_mean: s.paragraphs ? s.paraLenSum / s.paragraphs : 0,
    commas_per_sentence: s.commas / n,
    exclamations_per_sentence: s.exclSentences / n,
    questions_per_sentence: s.questionSentences / n,
    long_word_ratio: s.longWords / w,
    mattr: mattr(tokens),
    avg_word_length: s.letters / w,
    first_person_rate: s.firstPerson / w,
    second_person_rate: s.secondPerson / w,
    first_plural_rate: s.firstPlural / w,
    emoji_per_word: s.emoji / w,
    hashtags_per_word: s.hashtags / w,
    numbers_per_word: s.numbers / w,
    formal_address_rate: s.formal / w,
    informal_address_rate: s.informal / w,
  };
  for (const t of CUE_TONES) f[`tone_${t}`] = tones[t];
  if (language !== 'other') {
    const fw = FUNCTION_WORDS[language];
    for (let i = 0; i < FW_COUNT && i < fw.length; i++) f[`fw:${fw[i]}`] = s.fw[i]! / w;
  }
  for (const k of Object.keys(f)) f[k] = r4(f[k]!);
  return { language, features: f };
}

/** Style vector of `text`; language is detected when not given. */
export function styleVector(text: string, language?: DetectedLanguage): StyleVector {
  const src = typeof text === 'string' ? text : '';
  const lang = language ?? detectLanguage(src).language;
  const { stats, tokens } = textStats(src, lang, { keepTokens: true });
  return vectorFromStats(stats, tokens, lang);
}

export function isVector(p: unknown): p is StyleVector {
  return !!p && typeof p === 'object' && 'features' in p && typeof (p as StyleVector).features === 'object';
}
export interface Gap {
  feature: string;
  profile: number;
  text: number;
  weighted: number;
}

/** Weighted mean gap d between two style vectors, and the per-feature gaps (function words excluded). */
export function styleDistance(pv: StyleVector, tv: StyleVector): { d: number; gaps: Gap[] } {
  const gaps: Gap[] = [];
  let sum = 0;
  let wsum = 0;
  const keys = new Set([...Object.keys(pv.features), ...Object.keys(tv.features)]);
  let fwCount = 0;
  for (const k of keys) if (k.startsWith('fw:')) fwCount++;
  for (const k of keys) {
    const a = num(pv.features[k]);
    const b = num(tv.features[k]);
    let scale: number;
    let weight: number;
    if (k.startsWith('fw:')) {
      scale = FW_SCALE;
      weight = FW_BLOCK_WEIGHT / Math.max(1, fwCount);
    } else {
      const spec = SPEC[k];
      if (!spec) continue;
      [scale, weight] = spec;
    }
    const gap = Math.min(1, Math.abs(a - b) / scale);
    sum += weight * gap;
    wsum += weight;
    if (!k.startsWith('fw:')) gaps.push({ feature: k, profile: a, text: b, weighted: weight * gap });
  }
  return { d: wsum > 0 ? sum / wsum : 1, gaps };
}

function num(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

/**
 * Voice shaping: additive style features per sentence (from the voice engine's `styleVector`) and a fast
 * distance of a growing draft to the profile's style vector, with `voiceMatch`'s own feature spreads and
 * weights (voiceMatch scores a finished text; the selector needs an incremental estimate for every
 * candidate sentence). Paragraph length and MATTR are left out: the plan sets paragraph length, and MATTR
 * is not additive.
 */
import type { Language } from '@inkprint/shared';
import { STYLE_WEIGHTS, type StyleVector, styleVector } from '@inkprint/voice';
import { CUE_TONES } from './voice-adapter.js';

/**
 * [scale, weight] per feature, voiceMatch's own, without paragraph length (set by the plan) and MATTR (not
 * additive).
 */
const SPEC: Record<string, readonly [number, number]> = Object.fromEntries(
  Object.entries(STYLE_WEIGHTS.spec).filter(([k]) => k !== 'paragraph_length_mean' && k !== 'mattr'),
);
/**
 * The selector leans harder than voiceMatch on sentence length and long words: they are what readers
 * notice first, and the pattern pool can move them (selectionMatch still judges the finished candidates).
 */
const EMPHASIS: Record<string, number> = {
  sentence_length_mean: 2,
  long_word_ratio: 2,
  avg_word_length: 1.5,
};
const FW_SCALE = STYLE_WEIGHTS.fwScale;
const FW_BLOCK_WEIGHT = STYLE_WEIGHTS.fwBlockWeight;

/** Per-word rates: contribution = rate × words. */
const WORD_RATES = [
  'long_word_ratio',
  'avg_word_length',
  'first_person_rate',
  'second_person_rate',
  'first_plural_rate',
  'emoji_per_word',
  'hashtags_per_word',
  'numbers_per_word',
  'formal_address_rate',
  'informal_address_rate',
];
/** Per-sentence rates: contribution = rate × sentences. */
const SENT_RATES = ['commas_per_sentence', 'exclamations_per_sentence', 'questions_per_sentence'];

export interface Space {
  fwKeys: string[];
  /** Feature names in vector order after [words, sentences, lenSum, lenSq]. */
  keys: string[];
  target: Float64Array;
  scales: Float64Array;
  weights: Float64Array;
  wsum: number;
  lang: Language;
  /** Per feature: 0 mean sentence length, 1 its sd, 2 per sentence, 3 tone, 4 per word. */
  kinds: Int8Array;
}

const BASE = 4;

export function makeSpace(profile: StyleVector, lang: Language): Space {
  const fwKeys = Object.keys(profile.features).filter((k) => k.startsWith('fw:'));
  const keys = [
    'sentence_length_mean',
    'sentence_length_sd',
    ...SENT_RATES,
    ...WORD_RATES,
    ...CUE_TONES.map((t) => `tone_${t}`),
    ...fwKeys,
  ];
  const target = new Float64Array(keys.length);
  const scales = new Float64Array(keys.length);
  const weights = new Float64Array(keys.length);
  let wsum = 0;
  keys.forEach((k, i) => {
    target[i] = profile.features[k] ?? 0;
    if (k.startsWith('fw:')) {
      scales[i] = FW_SCALE;
      weights[i] = FW_BLOCK_WEIGHT / Math.max(1, fwKeys.length);
    } else {
      [scales[i], weights[i]] = SPEC[k]!;
      weights[i]! *= EMPHASIS[k] ?? 1;
    }
    wsum += weights[i]!;
  });
  // MATTR and paragraph length count in voiceMatch's denominator too.
  wsum += 1 + 0.7;
  const kinds = Int8Array.from(keys, (k, i) =>
    i === 0 ? 0 : i === 1 ? 1 : SENT_RATES.includes(k) ? 2 : k.startsWith('tone_') ? 3 : 4,
  );
  return { fwKeys, keys, target, scales, weights, wsum, lang, kinds };
}

const WORD_RE = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+|[.,]\p{N}+)*/gu;

/** Word count as the voice engine's tokenizer sees space-delimited text (its regex fast path). */
export function countFast(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/** styleVector features per (language, text); pattern sentences recur across requests. */
const featureCache = new Map<string, Record<string, number>>();

function featuresOf(text: string, lang: Language): Record<string, number> {
  const key = `${lang}\u0000${text}`;
  let f = featureCache.get(key);
  if (!f) {
    f = styleVector(text, lang).features;
    if (featureCache.size > 40_000) featureCache.clear();
    featureCache.set(key, f);
  }
  return f;
}

/** Additive contribution of one piece of text: [words, sentences, lenSum, lenSq, …feature sums]. */
export function contribution(text: string, space: Space): Float64Array {
  const v = featuresOf(text, space.lang);
  const out = new Float64Array(BASE + space.keys.length);
  const mean = v.sentence_length_mean ?? 0;
  const words = Math.max(1, countFast(text));
  const sentences = mean > 0 ? Math.max(1, Math.round(words / mean)) : 1;
  out[0] = words;
  out[1] = sentences;
  out[2] = words;
  out[3] = sentences * (words / sentences) ** 2;
  space.keys.forEach((k, i) => {
    const x = v[k] ?? 0;
    let c = 0;
    if (k === 'sentence_length_mean' || k === 'sentence_length_sd') c = 0;
    else if (SENT_RATES.includes(k)) c = x * sentences;
    else if (k.startsWith('tone_')) c = -4 * Math.log(1 - Math.min(0.98, x)) * words;
    else c = x * words;
    out[BASE + i] = c;
  });
  return out;
}

/**
 * Contribution of a variant, derived from its parts without measuring it again: an exclamation variant
 * (one exclamation per sentence), a transition in front (its words, one comma), or two sentences joined
 * into one (one sentence, the joiner's comma).
 */
export function derivedContribution(
  kind: 'excl' | 'trans' | 'join',
  parts: Float64Array[],
  extra: string,
  space: Space,
): Float64Array {
  const comma = BASE + space.keys.indexOf('commas_per_sentence');
  const excl = BASE + space.keys.indexOf('exclamations_per_sentence');
  const a = parts[0]!;
  const out = Float64Array.from(a);
  if (kind === 'excl') {
    out[excl] = a[1]!;
    return out;
  }
  if (kind === 'trans') {
    const t = contribution(extra, space);
    for (let i = BASE; i < out.length; i++) if (i !== comma && i !== excl) out[i]! += t[i]!;
    out[0]! += t[0]!;
    out[2]! += t[0]!;
    out[3] = a[1] === 1 ? out[2]! ** 2 : a[3]! + t[0]! ** 2;
    out[comma]! += 1;
    return out;
  }
  for (const b of parts.slice(1)) for (let i = 0; i < out.length; i++) out[i]! += b[i]!;
  out[1] = 1;
  out[3] = out[2]! ** 2;
  // Neutral joints: ", and" adds a comma, ";" does not; three clauses have one of each.
  if (parts.length > 2 || extra.includes(',')) out[comma]! += 1;
  return out;
}

export function emptyAgg(space: Space): Float64Array {
  return new Float64Array(BASE + space.keys.length);
}

export function addInto(agg: Float64Array, c: Float64Array, sign = 1): void {
  for (let i = 0; i < agg.length; i++) agg[i]! += sign * c[i]!;
}

/** Weighted mean gap of agg (+ c) to the profile, like voiceMatch's d (lower is better). */
export function distance(space: Space, agg: Float64Array, c?: Float64Array): number {
  const at = (i: number) => agg[i]! + (c ? c[i]! : 0);
  const words = Math.max(1, at(0));
  const sents = Math.max(1, at(1));
  const mean = at(2) / sents;
  const sd = Math.sqrt(Math.max(0, at(3) / sents - mean * mean));
  let sum = 0;
  const { kinds, target, scales, weights } = space;
  const n = kinds.length;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i]!;
    const v = agg[BASE + i]! + (c ? c[BASE + i]! : 0);
    const x =
      kind === 0
        ? mean
        : kind === 1
          ? sd
          : kind === 2
            ? v / sents
            : kind === 3
              ? 1 - Math.exp(-v / words / 4)
              : v / words;
    const gap = Math.abs(x - target[i]!) / scales[i]!;
    sum += weights[i]! * (gap < 1 ? gap : 1);
  }
  return sum / space.wsum;
}

/** The simpler measure the writer does not optimise directly: average sentence length and long-word ratio. */
export function simpleStyle(text: string, lang: Language): { sentenceLength: number; longWordRatio: number } {
  const v = styleVector(text, lang).features;
  return { sentenceLength: v.sentence_length_mean ?? 0, longWordRatio: v.long_word_ratio ?? 0 };
}

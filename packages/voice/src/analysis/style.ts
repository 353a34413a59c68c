/**
 * Style vectors and voice match. A style vector holds interpretable raw features (sentence length in
 * words, rates per word, tone scores, relative frequencies of the language's 50 commonest function
 * words); styleDistance compares two vectors feature by feature, each gap divided by a typical spread and
 * capped at 1, and takes the weighted mean d.
 *
 * voiceMatch with a profile that carries a voiceprint (every profile analyzeVoice builds) combines that
 * style distance with the authorship signals of voiceprint.ts, calibrated per profile (calibrate.ts), and
 * explains the score by its largest differences. A bare style vector (or an older stored profile) falls
 * back to the style distance alone: 100·exp(−K·max(0, d − D0)).
 *
 * A text in another language than the profile's is compared on the language-independent traits only
 * (decision 005): sentence and paragraph length, the sentence-length bands, questions, exclamations,
 * commas and the punctuation of LANGUAGE_INDEPENDENT_MARKS, emoji, hashtags, numbers. Function words,
 * character n-grams, signature words, tone, pronouns and word length belong to a language and are left
 * out, so they are never named as differences either.
 */
import {
  LANGUAGE_INDEPENDENT_MARKS,
  LANGUAGE_INDEPENDENT_TRAITS,
  type VoiceMatchBasis,
} from '@inkprint/shared';
import {
  BASE_WEIGHT,
  type Combined,
  combineDistances,
  type Distances,
  SELECTION_WEIGHT,
  scoreOf,
} from './calibrate.js';
import { detectLanguage } from './language.js';
import { FUNCTION_WORDS, STOPWORD_LISTS } from './lexicon/stopwords.js';
import { CUE_TONES } from './lexicon/tone.js';
import { FW_COUNT, type TextStats, textStats } from './stats.js';
import { toneScores } from './tone.js';
import type { DetectedLanguage, StyleVector, VoiceMatchDifference, VoiceMatchResult } from './types.js';
import { mattr } from './vocabulary.js';
import {
  COMPONENTS,
  type Component,
  type Counts,
  countsOf,
  HIST_BOUNDS,
  PUNCT_KEYS,
  signalDistances,
  type Voiceprint,
  viewOfVoiceprint,
} from './voiceprint.js';

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
const K = 3.2;
const D0 = 0.15;

/** Indices into PUNCT_KEYS: every mark, or the marks compared across languages. */
const ALL_MARKS: readonly number[] = PUNCT_KEYS.map((_, i) => i);
const CROSS_MARKS: readonly number[] = LANGUAGE_INDEPENDENT_MARKS.map((m) => PUNCT_KEYS.indexOf(m));
const CROSS_TRAITS: ReadonlySet<string> = new Set(LANGUAGE_INDEPENDENT_TRAITS);
/**
 * Signal weights across languages: n-grams, function words and signature words belong to a language.
 * (A function, not a constant: calibrate.ts imports this module, so BASE_WEIGHT is not set at load time.)
 */
const crossWeight = (): Record<Component, number> => ({ ...BASE_WEIGHT, grams: 0, fw: 0, sig: 0 });

/** The style vector's language-independent traits only. */
function languageIndependent(v: StyleVector): StyleVector {
  return {
    language: v.language,
    features: Object.fromEntries(Object.entries(v.features).filter(([k]) => CROSS_TRAITS.has(k))),
  };
}

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

function isVector(p: unknown): p is StyleVector {
  return !!p && typeof p === 'object' && 'features' in p && typeof (p as StyleVector).features === 'object';
}

interface Gap {
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

/** What voiceMatch accepts: a stored profile analysis (style vector + voiceprint) or a bare style vector. */
export type MatchProfile = { style_vector: StyleVector; voiceprint?: Voiceprint | null } | StyleVector;

/**
 * 0–100 match of `text` against a profile, with the three biggest differences, what was compared (every
 * trait, or the language-independent ones when the text's language is not the profile's) and both
 * languages.
 */
export function voiceMatch(profile: MatchProfile, text: string): VoiceMatchResult {
  return matchOn(profile, text);
}

/**
 * voiceMatch, optionally forced to compare the language-independent traits only (for the benchmark that
 * checks how well they alone tell writers apart, `bench/same-genre.ts --language-independent`).
 */
export function matchOn(
  profile: MatchProfile,
  text: string,
  force?: 'language_independent',
  weights: Record<Component, number> = BASE_WEIGHT,
): VoiceMatchResult {
  const pv: StyleVector | undefined = isVector(profile)
    ? profile
    : (profile as { style_vector?: StyleVector } | null)?.style_vector;
  if (!pv?.features || typeof text !== 'string' || text.trim() === '')
    return {
      score: 0,
      differences: [],
      compared: 'all',
      languages: { profile: pv?.language ?? 'other', text: 'other' },
    };
  const vp = isVector(profile) ? undefined : (profile as { voiceprint?: Voiceprint | null }).voiceprint;
  const detected = detectLanguage(text).language;
  const lang = detected === 'other' || detected === pv.language ? pv.language : detected;
  const crossLanguage =
    force === 'language_independent' ||
    (pv.language !== 'other' && detected !== 'other' && detected !== pv.language);
  const compared: VoiceMatchBasis = crossLanguage ? 'language_independent' : 'all';
  const languages = { profile: pv.language, text: detected };
  const { stats, tokens, sentences } = textStats(text, lang, { keepTokens: true, keepSentences: true });
  const tv = vectorFromStats(stats, tokens, lang);
  const { d, gaps } = crossLanguage
    ? styleDistance(languageIndependent(pv), languageIndependent(tv))
    : styleDistance(pv, tv);
  if (!isVoiceprint(vp)) return { ...legacyResult(d, gaps), compared, languages };

  // Function-word slots follow the profile's language, so profile and text counts line up.
  const counts = countsOf(text, vp.language, sentences);
  const view = viewOfVoiceprint(vp);
  const marks = crossLanguage ? CROSS_MARKS : ALL_MARKS;
  const dist: Distances = { style: d, ...signalDistances(view, counts, marks) };
  const comb = combineDistances(dist, counts.words, vp.cal, crossLanguage ? minWeights(weights) : weights);
  const score = scoreOf(comb.D);
  return { score, differences: explain(vp, counts, comb, gaps, marks), compared, languages };
}

/** Signals switched off in `weights` stay off across languages too. */
function minWeights(weights: Record<Component, number>): Record<Component, number> {
  const cross = crossWeight();
  return Object.fromEntries(COMPONENTS.map((c) => [c, Math.min(cross[c], weights[c])])) as Record<
    Component,
    number
  >;
}

/**
 * The score a candidate-picking writer may select on (decision 023): voiceMatch without character
 * 3-grams and the function-word profile (`SELECTION_WEIGHT`). Shown to nobody; the shown score is
 * `voiceMatch`, which weighs the signals this one leaves out.
 */
export function selectionMatch(profile: MatchProfile, text: string): VoiceMatchResult {
  return matchOn(profile, text, undefined, SELECTION_WEIGHT);
}

function isVoiceprint(x: unknown): x is Voiceprint {
  const v = x as Voiceprint | null | undefined;
  return !!v && v.v === 1 && typeof v.grams === 'object' && Array.isArray(v.fw) && Array.isArray(v.punct);
}

function legacyResult(d: number, gaps: Gap[]): Pick<VoiceMatchResult, 'score' | 'differences'> {
  const score = Math.max(0, Math.min(100, Math.round(100 * Math.exp(-K * Math.max(0, d - D0)))));
  gaps.sort((x, y) => y.weighted - x.weighted);
  const differences: VoiceMatchDifference[] = gaps
    .filter((g) => g.weighted > 0)
    .slice(0, 3)
    .map((g) => ({
      feature: g.feature,
      profile: g.profile,
      text: g.text,
      direction: g.text > g.profile ? 'higher' : 'lower',
    }));
  return { score: Number.isFinite(score) ? score : 0, differences };
}

const r3 = (x: number) => (Number.isFinite(x) ? Math.round(x * 1000) / 1000 : 0);

/**
 * Differences: each signal's share of the combined distance (weight × how far past the writer's own
 * level the text is) is given to that signal's most telling sub-feature — a punctuation mark, a
 * sentence-length band, a function word, the signature words, the phrasing similarity, or a style
 * feature. The three largest are returned as keys and numbers (units in `unit`).
 */
function explain(
  vp: Voiceprint,
  t: Counts,
  comb: Combined,
  gaps: Gap[],
  marks: readonly number[],
): VoiceMatchDifference[] {
  const out: (VoiceMatchDifference & { importance: number })[] = [];
  const view = viewOfVoiceprint(vp);
  const dir = (p: number, x: number): 'higher' | 'lower' => (x > p ? 'higher' : 'lower');
  for (const c of COMPONENTS) {
    const importance = comb.weight[c] * comb.z[c];
    if (!(importance > 0)) continue;
    if (c === 'style') {
      const g = [...gaps].sort((x, y) => y.weighted - x.weighted)[0];
      if (g && g.weighted > 0)
        out.push({
          feature: g.feature,
          profile: g.profile,
          text: g.text,
          direction: dir(g.profile, g.text),
          importance,
        });
    } else if (c === 'punct') {
      let best = -1;
      let bestGap = 0;
      const rates = t.punct.map((v) => (t.chars ? (1000 * v) / t.chars : 0));
      for (const i of marks) {
        const gap = Math.abs(Math.log((rates[i]! + 0.5) / (view.punct[i]! + 0.5)));
        if (gap > bestGap) [best, bestGap] = [i, gap];
      }
      if (best >= 0)
        out.push({
          feature: `punctuation:${PUNCT_KEYS[best]}`,
          profile: r3(view.punct[best]!),
          text: r3(rates[best]!),
          direction: dir(view.punct[best]!, rates[best]!),
          unit: 'per_1000_characters',
          importance,
        });
    } else if (c === 'hist') {
      const n = Math.max(1, t.sentences);
      const short = (t.hist[0]! + t.hist[1]!) / n;
      const long = t.hist.slice(HIST_BOUNDS.indexOf(25)).reduce((a, b) => a + b, 0) / n;
      const pShort = view.hist[0]! + view.hist[1]!;
      const pLong = view.hist.slice(HIST_BOUNDS.indexOf(25)).reduce((a, b) => a + b, 0);
      const useShort = Math.abs(short - pShort) >= Math.abs(long - pLong);
      const [p, x] = useShort ? [pShort, short] : [pLong, long];
      out.push({
        feature: useShort ? 'short_sentence_share' : 'long_sentence_share',
        profile: r3(p),
        text: r3(x),
        direction: dir(p, x),
        unit: 'share',
        importance,
      });
    } else if (c === 'fw') {
      const words = Math.max(1, t.words);
      const pTotal = view.fw.reduce((a, b) => a + b, 0) || 1;
      const list = STOPWORD_LISTS[lang(vp)];
      let best = -1;
      let bestGap = 0;
      for (let i = 0; i < list.length; i++) {
        const pr = (1000 * view.fw[i]!) / pTotal;
        const tr = (1000 * t.fw[i]!) / words;
        const gap = Math.abs(tr - pr) / Math.sqrt(pr + 2);
        if (gap > bestGap) [best, bestGap] = [i, gap];
      }
      if (best >= 0) {
        const pr = (1000 * view.fw[best]!) / pTotal;
        const tr = (1000 * t.fw[best]!) / words;
        out.push({
          feature: `function_word:${list[best]}`,
          profile: r3(pr),
          text: r3(tr),
          direction: dir(pr, tr),
          unit: 'per_1000_words',
          importance,
        });
      }
    } else if (c === 'sig') {
      let obs = 0;
      const missing: [string, number][] = [];
      for (const [w, r] of view.signature) {
        obs += t.tokens.get(w) ?? 0;
        if (!t.tokens.has(w)) missing.push([w, r]);
      }
      missing.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      const tr = (1000 * obs) / Math.max(1, t.words);
      out.push({
        feature: 'signature_words',
        profile: r3(view.sigRate),
        text: r3(tr),
        direction: dir(view.sigRate, tr),
        unit: 'per_1000_words',
        words: missing.slice(0, 5).map(([w]) => w),
        importance,
      });
    } else if (c === 'grams') {
      out.push({
        feature: 'phrasing_similarity',
        profile: r3(1 - comb.own.grams),
        text: r3(1 - comb.d.grams),
        direction: dir(comb.own.grams, comb.d.grams) === 'higher' ? 'lower' : 'higher',
        unit: 'similarity',
        importance,
      });
    }
  }
  out.sort((a, b) => b.importance - a.importance);
  return out.slice(0, 3).map(({ importance: _, ...d }) => d);
}

const lang = (vp: Voiceprint) => (vp.language === 'other' ? 'en' : vp.language);

function num(x: unknown): number {
  return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

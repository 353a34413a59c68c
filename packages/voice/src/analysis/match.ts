/**
 * Voice match. The style vectors and their distance d are style-vector.ts's; the calibration is
 * calibrate.ts's (style-vector.ts ← calibrate.ts ← match.ts, no cycle).
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
import { STOPWORD_LISTS } from './lexicon/stopwords.js';
import { textStats } from './stats.js';
import { type Gap, isVector, styleDistance, vectorFromStats } from './style-vector.js';
import type { StyleVector, VoiceMatchDifference, VoiceMatchResult } from './types.js';
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

const K = 3.2;
const D0 = 0.15;

/** Indices into PUNCT_KEYS: every mark, or the marks compared across languages. */
const ALL_MARKS: readonly number[] = PUNCT_KEYS.map((_, i) => i);
const CROSS_MARKS: readonly number[] = LANGUAGE_INDEPENDENT_MARKS.map((m) => PUNCT_KEYS.indexOf(m));
const CROSS_TRAITS: ReadonlySet<string> = new Set(LANGUAGE_INDEPENDENT_TRAITS);
/** Signal weights across languages: n-grams, function words and signature words belong to a language. */
const CROSS_WEIGHT: Record<Component, number> = { ...BASE_WEIGHT, grams: 0, fw: 0, sig: 0 };

/** The style vector's language-independent traits only. */
function languageIndependent(v: StyleVector): StyleVector {
  return {
    language: v.language,
    features: Object.fromEntries(Object.entries(v.features).filter(([k]) => CROSS_TRAITS.has(k))),
  };
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
  const cross = CROSS_WEIGHT;
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

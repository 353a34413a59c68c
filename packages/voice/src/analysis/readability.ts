/**
 * Readability per language (VOICE-NOTES): Flesch (en), Amstad (de), Kandel–Moles (fr), Gulpease (it),
 * Martins et al. Flesch adaptation (pt), LIX for anything else; LIX is always reported for comparison
 * across languages. Scores are clamped to 0–100 so stored profiles stay in range.
 *
 * Complexity bands (score, higher = easier): en/de/fr/pt ≥ 60 simple, ≥ 30 moderate, else complex;
 * Gulpease ≥ 60 simple, ≥ 40 moderate; LIX (lower = easier) < 40 simple, < 50 moderate.
 */
import type { Complexity } from '@inkprint/shared';
import type { TextStats } from './stats.js';
import type { DetectedLanguage } from './types.js';

export interface Readability {
  formula: string;
  score: number;
  lix: number;
}

const FORMULA: Record<DetectedLanguage, string> = {
  en: 'flesch_reading_ease',
  de: 'amstad',
  fr: 'kandel_moles',
  it: 'gulpease',
  pt: 'flesch_martins',
  other: 'lix',
};

const clamp = (x: number, lo: number, hi: number) =>
  Number.isFinite(x) ? Math.min(hi, Math.max(lo, x)) : lo;
const r1 = (x: number) => Math.round(x * 10) / 10;

export function readability(
  s: Pick<TextStats, 'words' | 'sentences' | 'syllables' | 'letters' | 'longWords'>,
  language: DetectedLanguage,
): Readability {
  const formula = FORMULA[language] ?? 'lix';
  if (s.words === 0 || s.sentences === 0) return { formula, score: 100, lix: 0 };
  const asl = s.words / s.sentences;
  const asw = s.syllables / s.words;
  const lix = clamp(asl + (100 * s.longWords) / s.words, 0, 100);
  let score: number;
  switch (language) {
    case 'en':
      score = 206.835 - 1.015 * asl - 84.6 * asw;
      break;
    case 'de':
      score = 180 - asl - 58.5 * asw;
      break;
    case 'fr':
      score = 207 - 1.015 * asl - 73.6 * asw;
      break;
    case 'it':
      score = 89 + (300 * s.sentences - 10 * s.letters) / s.words;
      break;
    case 'pt':
      score = 248.835 - 1.015 * asl - 84.6 * asw;
      break;
    default:
      score = lix;
  }
  return { formula, score: r1(clamp(score, 0, 100)), lix: r1(lix) };
}

export function complexityOf(r: Readability): Complexity {
  if (r.formula === 'lix') return r.score < 40 ? 'simple' : r.score < 50 ? 'moderate' : 'complex';
  if (r.formula === 'gulpease') return r.score >= 60 ? 'simple' : r.score >= 40 ? 'moderate' : 'complex';
  return r.score >= 60 ? 'simple' : r.score >= 30 ? 'moderate' : 'complex';
}

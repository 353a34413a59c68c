/**
 * Readability per language (docs/engineering.md, "Research notes"): Flesch (en), Amstad (de), Kandel–Moles
 * (fr), Gulpease (it), Martins et al. Flesch adaptation (pt), LIX for anything else; LIX is always reported
 * for comparison across languages. Scores are clamped to 0–100 so stored profiles stay in range.
 *
 * Complexity bands (score, higher = easier; decision record 004): Flesch (en), Amstad (de) and Martins (pt)
 * ≥ 60 simple, ≥ 30 moderate, else complex; Kandel–Moles (fr) ≥ 67 / ≥ 37, because with spoken syllables it
 * runs ~7 points above Flesch on the same content; Gulpease (it) ≥ 60 / ≥ 40; LIX (lower = easier) < 40
 * simple, < 50 moderate.
 */
import type { Complexity } from '@inkprint/shared';
import type { DetectedLanguage } from './language-codes.js';
import type { TextStats } from './stats.js';

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
  s: Pick<TextStats, 'words' | 'sentences' | 'syllables' | 'letters' | 'longWords'> &
    Partial<Pick<TextStats, 'sentLenSum'>>,
  language: DetectedLanguage,
): Readability {
  const formula = FORMULA[language] ?? 'lix';
  if (s.words === 0 || s.sentences === 0) return { formula, score: 100, lix: 0 };
  // Sentence length over whole sentences: headings and list items are words but no sentences.
  const sentenceWords = s.sentLenSum || s.words;
  const asl = sentenceWords / s.sentences;
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
      score = 89 + (300 * s.sentences) / sentenceWords - (10 * s.letters) / s.words;
      break;
    case 'pt':
      score = 248.835 - 1.015 * asl - 84.6 * asw;
      break;
    default:
      score = lix;
  }
  return { formula, score: r1(clamp(score, 0, 100)), lix: r1(lix) };
}

/** Score at or above which a text is simple, and moderate (LIX: below which). */
const BANDS: Record<string, [simple: number, moderate: number]> = {
  flesch_reading_ease: [60, 30],
  amstad: [60, 30],
  kandel_moles: [67, 37],
  gulpease: [60, 40],
  flesch_martins: [60, 30],
};

export function complexityOf(r: Readability): Complexity {
  if (r.formula === 'lix') return r.score < 40 ? 'simple' : r.score < 50 ? 'moderate' : 'complex';
  const [simple, moderate] = BANDS[r.formula] ?? [60, 30];
  return r.score >= simple ? 'simple' : r.score >= moderate ? 'moderate' : 'complex';
}

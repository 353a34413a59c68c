/**
 * Vocabulary measures. Diversity is MATTR (moving-average type–token ratio, window 100), which unlike raw
 * TTR does not fall as texts get longer; it runs on at most 50,000 tokens. Level bands combine MATTR and the
 * share of words of ≥ 7 letters (German compounds inflate that share, so its bands are higher).
 */
import type { VocabularyLevel } from '@inkprint/shared';
import { ALL_STOPWORDS, STOPWORDS } from './lexicon/stopwords.js';
import type { DetectedLanguage } from './types.js';

export const MATTR_WINDOW = 100;
const MAX_TOKENS = 50_000;

/** MATTR over `tokens` (plain TTR below one window); 0 for no tokens. */
export function mattr(tokens: readonly string[], window = MATTR_WINDOW): number {
  const n = Math.min(tokens.length, MAX_TOKENS);
  if (n === 0) return 0;
  const counts = new Map<string, number>();
  if (n <= window) {
    for (let i = 0; i < n; i++) counts.set(tokens[i]!, 1);
    return counts.size / n;
  }
  let distinct = 0;
  for (let i = 0; i < window; i++) {
    const t = tokens[i]!;
    const c = counts.get(t) ?? 0;
    if (c === 0) distinct++;
    counts.set(t, c + 1);
  }
  let sum = distinct;
  for (let i = window; i < n; i++) {
    const add = tokens[i]!;
    const drop = tokens[i - window]!;
    const cd = counts.get(drop)! - 1;
    counts.set(drop, cd);
    if (cd === 0) distinct--;
    const ca = counts.get(add) ?? 0;
    if (ca === 0) distinct++;
    counts.set(add, ca + 1);
    sum += distinct;
  }
  return sum / (n - window + 1) / window;
}

const LETTERS_ONLY = /^[\p{L}\p{M}'’-]+$/u;

/** Top content words (no stop words, no numbers, ≥ 2 letters). */
export function mostCommonWords(
  counts: ReadonlyMap<string, number>,
  language: DetectedLanguage,
  limit = 10,
): { word: string; count: number }[] {
  const stop = language === 'other' ? ALL_STOPWORDS : STOPWORDS[language];
  const out: { word: string; count: number }[] = [];
  for (const [word, count] of counts) {
    if (word.length < 2 || stop.has(word) || !LETTERS_ONLY.test(word)) continue;
    // Elided articles ("l'homme") count under their content word.
    out.push({ word, count });
  }
  out.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));
  return out.slice(0, limit);
}

export function vocabularyLevel(
  diversity: number,
  longWordRatio: number,
  language: DetectedLanguage,
): VocabularyLevel {
  const longHigh = language === 'de' ? 0.38 : 0.3;
  const longLow = language === 'de' ? 0.26 : 0.18;
  const points =
    (diversity >= 0.78 ? 1 : diversity >= 0.7 ? 0.5 : 0) +
    (longWordRatio >= longHigh ? 1 : longWordRatio >= longLow ? 0.5 : 0);
  return points >= 1.5 ? 'advanced' : points >= 0.75 ? 'moderate' : 'simple';
}

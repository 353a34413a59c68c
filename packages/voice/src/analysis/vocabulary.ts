/**
 * Vocabulary measures. Diversity is MATTR (moving-average type–token ratio, window 100), which unlike raw
 * TTR does not fall as texts get longer; it runs on at most 50,000 tokens. The level rests mostly on the
 * share of words of ≥ 7 letters (legal and technical prose is full of them; German compounds inflate the
 * share, so its range is higher) and partly on MATTR, which counts only as far as there are tokens to
 * measure it: a 30-word chat message has a TTR near 1 that says nothing about its vocabulary.
 */
import type { VocabularyLevel } from '@inkprint/shared';
import type { DetectedLanguage } from './language-codes.js';
import { ALL_STOPWORDS, STOPWORDS } from './lexicon/stopwords.js';

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

/** Long-word share (≥ 7 letters) that counts as none and as full, per language. */
const LONG_RANGE: Record<DetectedLanguage, [number, number]> = {
  en: [0.15, 0.35],
  de: [0.2, 0.45],
  fr: [0.18, 0.4],
  it: [0.18, 0.4],
  pt: [0.18, 0.4],
  other: [0.18, 0.4],
};
/** Tokens from which MATTR counts in full (two windows). */
const DIVERSITY_EVIDENCE = 2 * MATTR_WINDOW;

/**
 * simple / moderate / advanced from up to 2 points for the long-word share and up to 1 for MATTR (0.6 → 0,
 * 0.8 → 1), the latter scaled by min(1, tokens / 200). `tokens` defaults to enough for full weight.
 */
export function vocabularyLevel(
  diversity: number,
  longWordRatio: number,
  language: DetectedLanguage,
  tokens = DIVERSITY_EVIDENCE,
): VocabularyLevel {
  const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);
  const [lo, hi] = LONG_RANGE[language] ?? LONG_RANGE.other;
  const longPts = 2 * clamp01((longWordRatio - lo) / (hi - lo));
  const divPts = clamp01((diversity - 0.6) / 0.2) * clamp01(tokens / DIVERSITY_EVIDENCE);
  const points = longPts + divPts;
  return points >= 1.8 ? 'advanced' : points >= 0.9 ? 'moderate' : 'simple';
}

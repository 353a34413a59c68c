/**
 * The user's own passages most relevant to a prompt: BM25 (the writer's `rankTexts`) over their stored sections,
 * with the voice engine's word pattern and stop words for the output language, so "the", "der" or "le" never
 * decide relevance. Passages in the output language are preferred; others are used only when there are none
 * (mixed-language examples make models drift into the wrong language).
 */
import type { Language } from '@inkprint/shared';
import { proseSentences, STOPWORDS } from '@inkprint/voice';
import { rankTexts } from '@inkprint/writer';

export interface Passage {
  text: string;
  language?: string | null;
}

export interface RankedPassage {
  text: string;
  /** BM25 score; 0 for passages chosen as representative samples. */
  score: number;
  /** Index into the passages given. */
  index: number;
}

/** Longest excerpt of one passage in the prompt (cut at a sentence end). */
export const PASSAGE_MAX_CHARS = 900;

/**
 * Words as the voice engine's splitter finds them in the five languages (letters, digits, inner
 * apostrophes), by one regular expression: Intl.Segmenter made indexing a 90,000-word profile take ~450 ms.
 */
const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Brief terms this long also match longer words ("brake" → "brakes"). */
const isPrefixTerm = (term: string) => term.length >= 5;

/** A hit is kept when it scores at least this share of the best hit. */
export const MIN_RELATIVE_SCORE = 0.35;

/** Passages written in `language`, or all of them when the user has none in it. */
export function passagesInLanguage<T extends Passage>(passages: readonly T[], language: Language): T[] {
  const same = passages.filter((p) => p.language === language);
  return same.length > 0 ? same : [...passages];
}

/**
 * The brief's content words in lower case (no stop words of `language`, none shorter than two letters),
 * at most `max`: what retrieval matches passages on.
 */
export function briefTerms(query: string, language: Language, max = 32): string[] {
  const stop = STOPWORDS[language];
  const terms = new Set<string>();
  for (const word of query.match(WORD) ?? []) {
    const t = word.toLowerCase();
    if (t.length >= 2 && !stop.has(t)) terms.add(t);
    if (terms.size >= max) break;
  }
  return [...terms];
}

/** Up to `k` passages ranked by BM25 against `query`; only passages sharing at least one content word. */
export function relevantPassages(
  passages: readonly Passage[],
  query: string,
  language: Language,
  k = 4,
): RankedPassage[] {
  const stop = STOPWORDS[language];
  const processTerm = (term: string) => {
    const t = term.toLowerCase();
    return t.length < 2 || stop.has(t) ? null : t;
  };
  const tokenize = (text: string) => text.match(WORD) ?? [];
  const texts = passages.map((p, id) => ({ id, text: p.text }));
  const hits = rankTexts(texts, query, {
    tokenize,
    processTerm,
    prefix: isPrefixTerm,
    indexOnlyQueryTerms: true,
  });
  const best = hits[0]?.score ?? 0;
  // Passages far below the best match only share a stray word with the brief.
  return hits
    .filter((h) => h.score >= best * MIN_RELATIVE_SCORE)
    .slice(0, k)
    .map((r) => ({ index: r.id, score: r.score, text: passages[r.id]!.text }));
}

/** A passage cut to whole sentences within `max` characters (the first sentence, cut hard, if it alone is longer). */
export function excerpt(text: string, language: Language, max = PASSAGE_MAX_CHARS): string {
  // Whole prose sentences only (decision 022): no header or version line, command or wrapped-line fragment
  // is shown to a model as the writer's voice.
  const sentences = proseSentences(text, language);
  const clean = sentences.join(' ');
  if (clean.length <= max) return clean;
  let out = '';
  for (const s of sentences) {
    if (out.length + s.length + 1 > max) break;
    out = out ? `${out} ${s}` : s;
  }
  return out || `${clean.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

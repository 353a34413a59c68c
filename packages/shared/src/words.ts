/**
 * The one word counter: words as Intl.Segmenter sees them (isWordLike). The stored `word_count` of a
 * text, the length check on a draft and the running count the web app shows while a text streams in all
 * call `countWords`, so the number a writer watches is the number that is kept (decision 039).
 * Segmenter cost grows faster than linearly with input length on Node 20, so long text is fed in chunks.
 */
import type { Language } from './constants.js';

const CHUNK = 1000;
const TERMINAL = /[.!?…。！？]\s/g;

/** Cuts text into pieces of about CHUNK characters at likely sentence ends (whitespace as a fallback). */
export function textChunks(text: string): string[] {
  if (text.length <= CHUNK * 1.5) return [text];
  const out: string[] = [];
  let start = 0;
  while (text.length - start > CHUNK * 1.5) {
    TERMINAL.lastIndex = start + CHUNK;
    const m = TERMINAL.exec(text);
    let cut = m && m.index < start + CHUNK * 3 ? m.index + 1 : -1;
    if (cut < 0) {
      const ws = text.indexOf(' ', start + CHUNK);
      cut = ws > 0 && ws < start + CHUNK * 3 ? ws : start + CHUNK * 2;
    }
    out.push(text.slice(start, cut));
    start = cut;
  }
  out.push(text.slice(start));
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** One Intl.Segmenter per language and granularity, made on first use ('other' reads as English). */
export function segmenterFor(language: Language | 'other', granularity: 'word' | 'sentence'): Intl.Segmenter {
  const locale = language === 'other' ? 'en' : language;
  const key = `${locale}:${granularity}`;
  let s = segmenters.get(key);
  if (!s) {
    s = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, s);
  }
  return s;
}

/** Words as Intl.Segmenter sees them (isWordLike), in original case. */
export function splitWords(text: string, language: Language | 'other' = 'other'): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const seg = segmenterFor(language, 'word');
  const out: string[] = [];
  for (const piece of textChunks(text))
    for (const s of seg.segment(piece)) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** How many words `text` has: "e-mail" is two, "l'homme" and "3,5" one, a dash or a list marker none. */
export function countWords(text: string, language: Language | 'other' = 'other'): number {
  return splitWords(text, language).length;
}

/**
 * Sentence and word segmentation. Intl.Segmenter does the Unicode work; abbreviation lists repair its
 * sentence breaks. Segmenter cost grows faster than linearly with input length on Node 20, so every call is
 * fed chunks of at most ~1,000 characters. Words are split by @inkprint/shared (`splitWords`), the one
 * word counter's home. Hot paths use `tokenizeLower`, a regex tokenizer that agrees
 * with Segmenter's isWordLike words on space-delimited scripts and is ~30x faster.
 */

import { segmenterFor, splitWords, textChunks } from '@inkprint/shared';
import type { DetectedLanguage } from './language-codes.js';
import { ABBREVIATIONS, MONTHS } from './lexicon/abbreviations.js';

const INNER_TERMINATOR = /[.!?…。！？]/u;
const TRAILING = /[.!?…。！？"'»”’)\]\s]+$/u;
const LAST_TOKEN = /(\S+)\s*$/u;
const FIRST_WORD = /^[\s"'«»“”‘’(¿¡-]*([\p{L}\p{N}]+)/u;
const SINGLE_LETTER = /^\p{L}$/u;
const DOTTED = /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u;
const ORDINAL = /^\d{1,2}$/;

/** Whether a segment that ends in "." ends with an abbreviation rather than a sentence. */
function endsWithAbbreviation(seg: string, next: string, lang: DetectedLanguage): boolean {
  const trimmed = seg.trimEnd();
  if (!trimmed.endsWith('.')) return false;
  const m = LAST_TOKEN.exec(trimmed);
  if (!m) return false;
  const token = m[1]!.replace(/^[("'«“‘[]+/u, '').slice(0, -1);
  const lower = token.toLowerCase();
  if (SINGLE_LETTER.test(token)) return true;
  if (ABBREVIATIONS[lang].has(lower) || ABBREVIATIONS.en.has(lower) || DOTTED.test(token)) return true;
  if (ORDINAL.test(token)) {
    const nw = FIRST_WORD.exec(next)?.[1]?.toLowerCase();
    if (nw && MONTHS.has(nw)) return true;
    // German writes every ordinal as "3." ("am 3. Tag"), so a following word means an ordinal.
    if (lang === 'de' && nw && /^\p{L}/u.test(nw)) return true;
  }
  return false;
}

/** Sentences of `text`, trimmed, never empty. */
export function splitSentences(text: string, language: DetectedLanguage): string[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  // One terminator at most, at the very end: a single sentence, no need for the (costly) segmenter.
  const trimmed = text.trim();
  if (!INNER_TERMINATOR.test(trimmed.replace(TRAILING, '')) && !trimmed.includes('\n')) return [trimmed];
  const seg = segmenterFor(language, 'sentence');
  const raw: string[] = [];
  for (const piece of textChunks(text)) for (const s of seg.segment(piece)) raw.push(s.segment);
  const out: string[] = [];
  let acc = '';
  for (let i = 0; i < raw.length; i++) {
    acc += raw[i];
    const next = raw[i + 1];
    if (next !== undefined && endsWithAbbreviation(acc, next, language)) continue;
    const t = acc.trim();
    if (t) out.push(t);
    acc = '';
  }
  const t = acc.trim();
  if (t) out.push(t);
  return out;
}

const NO_SPACE_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_RE = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+|[.,]\p{N}+)*/gu;

/** Lower-cased words of `text`; regex fast path unless the text has scripts written without spaces. */
export function tokenizeLower(text: string): string[] {
  const lower = text.toLowerCase();
  if (NO_SPACE_SCRIPT.test(lower)) return splitWords(lower, 'other');
  return lower.match(WORD_RE) ?? [];
}

/** Paragraphs: runs of text separated by blank lines. */
export function splitParagraphs(text: string): string[] {
  if (typeof text !== 'string') return [];
  const out: string[] = [];
  for (const p of text.split(/\r?\n[ \t\u00a0]*(?:\r?\n[ \t\u00a0]*)+/)) {
    const t = p.trim();
    if (t) out.push(t);
  }
  return out;
}

/** Words as Intl.Segmenter sees them (isWordLike), in original case: the shared word splitter. */
export { splitWords };

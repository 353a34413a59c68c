/**
 * What a rewrite must keep of its source (decision 035), as pure functions: the facts (numbers, URLs,
 * e-mail addresses, capitalised names) and the length band (±15% of the source's words).
 *
 * - URLs (`http(s)://…`, `www.…`) and e-mail addresses are compared as written, without trailing
 *   punctuation; they are taken out of the text before numbers and names are looked for.
 * - Numbers are compared by value as each text's language writes them: "1,000.5" in English, "1.000,5" in
 *   German, Italian and Portuguese, "1 000,5" in French are the same number, so a source in one language
 *   and a result in another still match. A separator that cannot group (not followed by exactly three
 *   digits) is a decimal point whatever the language ("3.5" in German is 3.5). The same number written
 *   the same way always matches. Numbers spelled in words ("three") are not numbers here.
 * - Names are words that start with a capital letter where a sentence does not start: after a sentence
 *   end (. ! ? : …), at a line start (headings, list items) or at the start of the text a capital says
 *   nothing, so such a word is not a name (unless it is an acronym or mixed case, below). Words of a
 *   title-case line (most words capitalised) are not names either. Acronyms ("EU", "NASA") and mixed-case
 *   words ("iPhone", "OpenAI") are names wherever they stand. English "I" is not a name. German capitalises
 *   every noun, so in German only acronyms and mixed-case words count: a check that made every noun
 *   survive would forbid the rewrite itself.
 */
import type { Language } from '@inkprint/shared';
import { countWords, REWRITE_LENGTH_TOLERANCE } from '@inkprint/shared';

export interface Facts {
  /** Numbers as written in the text (each once). */
  numbers: string[];
  urls: string[];
  emails: string[];
  names: string[];
}

export type MissingFacts = Facts;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"'«»“”‘’]+/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** Trailing characters a sentence puts after a URL or address, not part of it. */
const TRAILING = /[.,;:!?)\]}>]+$/u;
/**
 * A number: digits with optional grouping (",", ".", an apostrophe, a space or a narrow / no-break space
 * followed by exactly three digits) and an optional decimal part.
 */
const NUMBER =
  /(?<![\p{L}\p{N}])\d{1,3}(?:(?:[,.'’]|[ \u00A0\u202F])\d{3})+(?:[.,]\d+)?(?![\p{N}])|(?<![\p{L}\p{N}])\d+(?:[.,]\d+)*(?![\p{N}])/gu;
const SPACES = /[ \u00A0\u202F'’]/g;
/** A word: letters (with inner apostrophes or hyphens handled by the caller) and digits. */
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}]*/gu;
/** Characters that end a sentence, so the next word's capital says nothing. */
const SENTENCE_END = /[.!?:…]/u;
/** Characters between a sentence end and the next word that do not change that (quotes, brackets, spaces). */
const TRANSPARENT = /[\s"'“”„‘’«»‹›()[\]{}*_#>•·–—-]/u;

const DECIMAL: Record<Language, ',' | '.'> = { en: '.', de: ',', fr: ',', it: ',', pt: ',' };

function unique(xs: Iterable<string>): string[] {
  return [...new Set(xs)];
}

/** The value of a number as `language` writes it, in a canonical form ("1000.5"); null when unreadable. */
export function numberValue(written: string, language: Language): string | null {
  const s = written.replace(SPACES, '');
  const dec = DECIMAL[language];
  const seps = [...s.matchAll(/[.,]/g)].map((m) => m[0]);
  let intPart = s;
  let frac = '';
  if (seps.length > 0) {
    const kinds = new Set(seps);
    const last = s.search(/[.,][^.,]*$/);
    const tail = s.slice(last + 1);
    let decimalAt = -1;
    if (kinds.size === 2) decimalAt = last;
    else if (seps.length === 1) {
      // One separator: a decimal point unless it is the language's grouping mark before three digits.
      const sep = seps[0];
      decimalAt = sep !== dec && tail.length === 3 ? -1 : last;
    } else {
      // The same mark several times groups (1.000.000), unless the groups are not of three digits.
      decimalAt = s
        .split(/[.,]/)
        .slice(1)
        .every((g) => g.length === 3)
        ? -1
        : last;
    }
    if (decimalAt >= 0) {
      intPart = s.slice(0, decimalAt);
      frac = s.slice(decimalAt + 1);
    }
    intPart = intPart.replace(/[.,]/g, '');
  }
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(frac)) return null;
  const int = intPart.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  return f ? `${int}.${f}` : int;
}

/** True for "EU", "NASA" (two or more letters, all capitals) and "iPhone", "OpenAI" (a capital inside). */
function acronymOrMixed(word: string): boolean {
  const letters = [...word].filter((c) => /\p{L}/u.test(c));
  if (letters.length >= 2 && letters.every((c) => /\p{Lu}/u.test(c))) return true;
  return /^.[\p{Ll}\p{N}]*\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
}

function capitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

/** Whether the word at `index` starts a sentence: only transparent characters back to a sentence end or a line start. */
function startsSentence(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === '\n') return true;
    if (SENTENCE_END.test(c)) return true;
    // A list number ("1. ", "2) ") at a line start is part of the line's opening.
    if (TRANSPARENT.test(c) || /\d/.test(c)) continue;
    // Elision: "l'Europe", "dell'Italia": the word after an apostrophe is inside the sentence.
    return false;
  }
  return true;
}

/** Lines where most words (three or more) are capitalised: titles, whose capitals say nothing. */
function titleCaseLines(text: string): Set<number> {
  const out = new Set<number>();
  let offset = 0;
  for (const line of text.split('\n')) {
    const words = line.match(WORD) ?? [];
    const caps = words.filter((w) => capitalised(w)).length;
    if (words.length >= 3 && caps / words.length >= 0.6) {
      for (let i = offset; i <= offset + line.length; i++) out.add(i);
    }
    offset += line.length + 1;
  }
  return out;
}

function withoutLinks(text: string): { rest: string; urls: string[]; emails: string[] } {
  const emails = unique([...text.matchAll(EMAIL)].map((m) => m[0].replace(TRAILING, '')));
  // The punctuation after a link stays: it may end the sentence, so the next capital starts one.
  const keepTrailing = (m: string) => ` ${m.match(TRAILING)?.[0] ?? ''}`;
  let rest = text.replace(EMAIL, keepTrailing);
  const urls = unique([...rest.matchAll(URL)].map((m) => m[0].replace(TRAILING, '')));
  rest = rest.replace(URL, keepTrailing);
  return { rest, urls, emails };
}

/** The facts of a text written in `language`. */
export function extractFacts(text: string, language: Language): Facts {
  const { rest, urls, emails } = withoutLinks(text);
  const numbers = unique([...rest.matchAll(NUMBER)].map((m) => m[0]));
  const titled = titleCaseLines(rest);
  const names: string[] = [];
  for (const m of rest.matchAll(WORD)) {
    const word = m[0];
    const at = m.index ?? 0;
    if (!capitalised(word) && !acronymOrMixed(word)) continue;
    if (acronymOrMixed(word)) {
      names.push(word);
      continue;
    }
    if (language === 'de') continue;
    if (language === 'en' && word === 'I') continue;
    if (titled.has(at) || startsSentence(rest, at)) continue;
    names.push(word);
  }
  return { numbers, urls, emails, names: unique(names) };
}

/** The source's facts the result does not keep (URLs and addresses as written, numbers by value, names as words). */
export function missingFacts(
  source: Facts,
  sourceLanguage: Language,
  result: string,
  resultLanguage: Language,
): MissingFacts {
  const { rest, urls, emails } = withoutLinks(result);
  const written = new Set([...rest.matchAll(NUMBER)].map((m) => m[0]));
  const values = new Set(
    [...written].map((n) => numberValue(n, resultLanguage)).filter((v): v is string => v !== null),
  );
  const words = new Set(rest.match(WORD) ?? []);
  const keptUrl = (u: string) => urls.some((r) => r === u || r.replace(/\/$/, '') === u.replace(/\/$/, ''));
  const lowerEmails = new Set(emails.map((e) => e.toLowerCase()));
  return {
    numbers: source.numbers.filter((n) => {
      if (written.has(n)) return false;
      const v = numberValue(n, sourceLanguage);
      return v === null || !values.has(v);
    }),
    urls: source.urls.filter((u) => !keptUrl(u)),
    emails: source.emails.filter((e) => !lowerEmails.has(e.toLowerCase())),
    names: source.names.filter((n) => !words.has(n)),
  };
}

export function missingCount(m: MissingFacts): number {
  return m.numbers.length + m.urls.length + m.emails.length + m.names.length;
}

/** The words a rewrite of `sourceWords` words may have: ±15%, rounded outwards (at least the source itself). */
export function lengthBand(sourceWords: number): { lo: number; hi: number } {
  return {
    lo: Math.max(1, Math.floor(sourceWords * (1 - REWRITE_LENGTH_TOLERANCE))),
    hi: Math.ceil(sourceWords * (1 + REWRITE_LENGTH_TOLERANCE)),
  };
}

/** How far a result of `words` words lies outside the band: words to add (> 0), to cut (< 0), or 0. */
export function lengthCorrection(sourceWords: number, words: number): number {
  const { lo, hi } = lengthBand(sourceWords);
  if (words < lo) return lo - words;
  if (words > hi) return hi - words;
  return 0;
}

/** Words of a text in its language (the writer's count, the one the check and the stored item use). */
export function wordsOf(text: string, language: Language): number {
  return countWords(text, language);
}

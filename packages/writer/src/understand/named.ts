/**
 * Named things: quoted titles, dates, capitalised runs not at a sentence start, numbers with their noun.
 * A date (or time, or bare number) is named but is no subject for a sentence.
 */
import { isPatternDeterminer } from '../lexicon/index.js';
import { DATE_LOOKAHEAD } from '../tuning.js';
import type { PromptContext } from './context.js';
import { hasDigit, isCap, type Tok } from './tokens.js';

export interface NamedThings {
  /** Each once, a name inside a longer one not listed on its own. */
  namedThings: string[];
  isDate(s: string): boolean;
  isNamed(s: string): boolean;
  /** Where the named things are in the prompt's text (every occurrence). */
  namedSpans: [number, number][];
}

/** Dates and times in a language's month and weekday names: "3 March", "12. Juli", "14:30", "9 Uhr". */
function dateRegExp(months: string): RegExp {
  return new RegExp(
    `\\b(\\d{1,2}\\.?\\s*(?:de\\s+)?(?:${months})(?:\\s+(?:de\\s+)?\\d{4})?|(?:${months})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}[:.h]\\d{2}(?:\\s*(?:uhr|h))?|\\d{1,2}\\s*uhr)`,
    'giu',
  );
}

/** A capitalised word (or one with a digit or inner capital) that may start a name. */
function startsName(p: PromptContext, t: Tok): boolean {
  return (
    hasDigit(t.text) ||
    /\p{Ll}\p{Lu}|^\p{Lu}{2,}/u.test(t.text) ||
    (isCap(t.text) &&
      !t.sentenceStart &&
      !p.stop.has(t.lower) &&
      !p.instruction.has(t.lower) &&
      !p.format.has(t.lower) &&
      !p.lex.capitalNouns)
  );
}

/** In a language that capitalises nouns, a capitalised word after "in", "nach"… that is no common noun. */
function startsPlace(p: PromptContext, i: number): boolean {
  const caps = p.lex.capitalNouns;
  const t = p.toks[i]!;
  return (
    !!caps &&
    isCap(t.text) &&
    i > 0 &&
    caps.placeAfter.test(p.toks[i - 1]!.lower) &&
    !caps.notPlace.test(t.lower) &&
    !p.months.has(t.lower)
  );
}

/** German: a product name often is one capitalised word before its number ("Aroma 3000"). */
function nameBeforeNumber(p: PromptContext, i: number): boolean {
  const t = p.toks[i]!;
  const prev = p.toks[i - 1];
  return (
    !!p.lex.capitalNouns &&
    hasDigit(t.text) &&
    !!prev &&
    prev.chunk === t.chunk &&
    isCap(prev.text) &&
    !prev.sentenceStart &&
    !p.stop.has(prev.lower) &&
    !p.instruction.has(prev.lower) &&
    !isPatternDeterminer(prev.lower)
  );
}

/** The run of name words from token i on, within its chunk; returns its words and its last index. */
function nameRun(p: PromptContext, i: number): { parts: string[]; j: number } {
  const t = p.toks[i]!;
  const caps = p.lex.capitalNouns;
  const parts = [t.text];
  if (nameBeforeNumber(p, i)) parts.unshift(p.toks[i - 1]!.text);
  let j = i;
  while (j + 1 < p.toks.length && p.toks[j + 1]!.chunk === t.chunk) {
    const n = p.toks[j + 1]!;
    if (
      hasDigit(n.text) ||
      (isCap(n.text) &&
        !p.stop.has(n.lower) &&
        (!caps || hasDigit(t.text) || /\p{Lu}{2}/u.test(n.text) || !caps.notName.test(n.lower)))
    ) {
      if (p.months.has(n.lower)) break;
      parts.push(n.text);
      j++;
    } else break;
  }
  return { parts, j };
}

/** Quoted titles and dates, in the order they appear; a weekday or month on its own is a date too. */
function quotesAndDates(p: PromptContext, addNamed: (s: string) => void, dateRe: RegExp): Set<string> {
  for (const m of p.text.matchAll(/["“„«‚‘]\s*([^"“”„«»‚‘’]{2,60}?)\s*["”“»‘’]/gu)) addNamed(m[1]!);
  const dates = new Set<string>();
  for (const m of p.text.matchAll(dateRe)) {
    addNamed(m[1]!);
    dates.add(m[1]!.trim().replace(/[.,;:]+$/, ''));
  }
  for (const t of p.toks) {
    if (p.months.has(t.lower) && ![...dates].some((d) => d.toLowerCase().includes(t.lower))) {
      addNamed(t.text);
      dates.add(t.text);
    }
  }
  return dates;
}

/** Runs of capitalised words / words with digits ("Aroma 3000", "Café Lumen", "Berlin"). */
function capitalRuns(p: PromptContext, named: string[], addNamed: (s: string) => void, dateRe: RegExp) {
  const { toks, text } = p;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const place = startsPlace(p, i);
    if (!startsName(p, t) && !place) continue;
    if (p.months.has(t.lower)) continue;
    const { parts, j } = nameRun(p, i);
    // Where every noun is capitalised, a run is a name only with a digit, inner capitals or as a place.
    const run = parts.join(' ');
    if (p.lex.capitalNouns && !place && !/\p{N}|\p{Ll}\p{Lu}|\p{Lu}{2}/u.test(run)) continue;
    if (/^\d+\.?$/.test(run) && dateRe.test(text.slice(t.start, t.start + DATE_LOOKAHEAD))) {
      dateRe.lastIndex = 0;
      continue;
    }
    dateRe.lastIndex = 0;
    if (!named.some((n) => n.includes(run))) addNamed(run);
    i = j;
  }
}

export function namedThingsOf(p: PromptContext): NamedThings {
  const named: string[] = [];
  const addNamed = (s: string) => {
    const v = s.trim().replace(/[.,;:]+$/, '');
    if (v && !named.some((n) => n.toLowerCase() === v.toLowerCase())) named.push(v);
  };
  const dateRe = dateRegExp(p.lex.months);
  const dates = quotesAndDates(p, addNamed, dateRe);
  capitalRuns(p, named, addNamed, dateRe);
  // A name inside a longer one is not listed twice.
  const namedThings = named.filter((n) => !named.some((o) => o !== n && o.includes(n)));
  const isDate = (s: string) =>
    dates.has(s) || /^[\d\s.,:%€$/-]+$/.test(s) || [...dates].some((d) => s.includes(d));
  const isNamed = (s: string) => namedThings.some((n) => n === s || n.includes(s));
  // Spans of named things: a candidate may contain one whole, never cut one in two ("March in Berlin").
  const namedSpans: [number, number][] = [];
  for (const n of namedThings) {
    let at = p.text.indexOf(n);
    while (at >= 0) {
      namedSpans.push([at, at + n.length]);
      at = p.text.indexOf(n, at + 1);
    }
  }
  return { namedThings, isDate, isNamed, namedSpans };
}

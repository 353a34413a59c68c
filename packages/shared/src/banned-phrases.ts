/**
 * The banned-phrase matcher (issue #24, decision 034): where a voice's banned phrases occur in a text.
 * Pure and free of zod, so the server's check, the offline writer and the web can all use it.
 *
 * What counts as a match, the same in all five languages:
 *   - case- and accent-insensitive: letters are compared without their marks and in lower case ("Café",
 *     "CAFE" and "cafe" are one word; German "ß" is "ss", so "Straße" matches "strasse");
 *   - whole words: a match is neither preceded nor followed by a letter or digit. "leverage" finds
 *     "Leverage," and "LEVERAGE" but not "leveraged" or "leverages" (no stemming: a user who bans a word
 *     bans the form they typed, and lists the other forms if they mean them too);
 *   - German compounds are words of their own: "Synergie" does not find "Synergieeffekt" (banning the
 *     compound is one more entry; matching inside words would also ban "Rat" in "Beratung");
 *   - an apostrophe ends a word: French and Italian elision is found on both sides ("avenir" finds
 *     "l'avenir", "d’avenir"; "l'avenir" finds "L’Avenir"); typographic and straight apostrophes are one;
 *   - between the words of a phrase, any run of spaces, line breaks and hyphens is the same separator:
 *     "game changer" finds "game-changer" and "game\nchanger"; dashes of every width count as hyphens.
 * Positions are UTF-16 offsets into the original text (`text.slice(start, end)` is what was found).
 */

export interface BannedPhraseHit {
  /** The banned phrase as the user wrote it. */
  phrase: string;
  start: number;
  end: number;
}

const MARKS = /\p{M}/gu;
const APOSTROPHES = /[\u2018\u2019\u02BC\u02B9\u0060\u00B4\u2032]/gu;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/gu;
const SPACES = /[\s\u00A0\u2007\u202F]/u;
const WORD = /[\p{L}\p{N}]/u;

/** Folded characters beyond ASCII, as they are met (a text uses few distinct ones). */
const FOLDED = new Map<string, string>();

/** One character folded: without marks, lower case, one apostrophe, one hyphen, one space. */
function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) {
    if (code >= 0x41 && code <= 0x5a) return String.fromCharCode(code + 32);
    if (code === 0x60) return "'";
    return code <= 0x20 && SPACES.test(ch) ? ' ' : ch;
  }
  let folded = FOLDED.get(ch);
  if (folded === undefined) {
    folded = foldWide(ch);
    if (FOLDED.size < 10_000) FOLDED.set(ch, folded);
  }
  return folded;
}

function foldWide(ch: string): string {
  if (SPACES.test(ch)) return ' ';
  const folded = ch
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(APOSTROPHES, "'")
    .replace(DASHES, '-');
  // Compatibility decomposition can add a space (e.g. "¨"): nothing but the space itself becomes one.
  return folded.replace(/\s/gu, '');
}

/** The folded text and, for each of its UTF-16 units, the offset in `text` of the character it came from. */
export function foldForMatching(text: string): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let offset = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i++) from.push(offset);
    folded += f;
    offset += ch.length;
  }
  return { folded, from };
}

/** A phrase folded and with its separators collapsed; empty when it holds no letter or digit. */
export function normalisePhrase(phrase: string): string {
  const folded = foldForMatching(phrase).folded.replace(/[ -]+/g, ' ').trim();
  return WORD.test(folded) ? folded : '';
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function patternOf(normalised: string): RegExp {
  const body = normalised.split(' ').map(escapeRegExp).join('[ -]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'gu');
}

export interface BannedPhraseMatcher {
  /** Every occurrence of every phrase, in text order (at one start, the longer hit first). */
  find(text: string): BannedPhraseHit[];
  /** Whether the text holds any of the phrases. */
  has(text: string): boolean;
}

/**
 * A matcher for one list, its patterns compiled once: the offline writer tests hundreds of sentences against
 * the same list. Phrases with no letter or digit are ignored, and so are repeats of one phrase (the first
 * spelling is the one reported).
 */
export function bannedPhraseMatcher(phrases: readonly string[]): BannedPhraseMatcher {
  const patterns: { phrase: string; re: RegExp }[] = [];
  const seen = new Set<string>();
  for (const phrase of phrases) {
    const normalised = normalisePhrase(phrase);
    if (!normalised || seen.has(normalised)) continue;
    seen.add(normalised);
    patterns.push({ phrase, re: patternOf(normalised) });
  }
  const any = patterns.length ? new RegExp(patterns.map((p) => p.re.source).join('|'), 'u') : null;
  return {
    find(text) {
      if (!text || !any) return [];
      const { folded, from } = foldForMatching(text);
      const hits: BannedPhraseHit[] = [];
      for (const { phrase, re } of patterns) {
        for (const m of folded.matchAll(re)) {
          const next = m.index + m[0].length;
          // Up to the next character that folds to something: combining marks after the last letter belong to it.
          hits.push({ phrase, start: from[m.index]!, end: next < from.length ? from[next]! : text.length });
        }
      }
      return hits.sort((a, b) => a.start - b.start || b.end - a.end);
    },
    has(text) {
      return !!text && !!any && any.test(foldForMatching(text).folded);
    },
  };
}

/** Every occurrence of every banned phrase in `text` (see `bannedPhraseMatcher`). */
export function findBannedPhrases(text: string, phrases: readonly string[]): BannedPhraseHit[] {
  return bannedPhraseMatcher(phrases).find(text);
}

/** The banned phrases found in `text`, each once, in the order of the list. */
export function bannedPhrasesIn(text: string, phrases: readonly string[]): string[] {
  const found = new Set(findBannedPhrases(text, phrases).map((h) => h.phrase));
  return phrases.filter((p) => found.has(p));
}

/** Whether `text` holds any of the banned phrases. */
export function hasBannedPhrase(text: string, phrases: readonly string[]): boolean {
  return bannedPhraseMatcher(phrases).has(text);
}

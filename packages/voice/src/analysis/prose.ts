/**
 * Running prose versus file furniture (decision 022). Header and version lines ("*usr_02.txt* For Vim
 * version 9.0."), tag and table-of-contents lines, command lines, separators and lines of symbols and
 * numbers are furniture: nothing is learned from them. Of what is left, a prose sentence starts with a
 * capital letter or a digit, ends with . ! ? or …, has at least two words and is mostly letters;
 * anything else (a heading, a list item, a fragment that starts mid-sentence) is not counted as a
 * sentence, sampled, borrowed or mined for phrases. Lines wrapped inside a sentence are joined first, so
 * a hard-wrapped text file gives whole sentences, not one "sentence" per line.
 */

import type { DetectedLanguage } from './language-codes.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';

/**
 * Marks where a wrapped line was joined (a word joiner after the space: the segmenters ignore it), so a
 * favourite phrase can still refuse to cross a line; stripped from everything shown or borrowed.
 */
export const WRAP = '\u2060';
const WRAPS = /\u2060/g;

/** Words of running prose a profile needs before it can be used (decision 022). */
export const MIN_PROSE_WORDS = 300;

const FILE_NAME =
  /(?:^|[\s(|*'"])(?:[~.]?\/)?[\w.-]*\w\.(?:txt|md|pdf|docx?|odt|rtf|html?|xml|json|ya?ml|toml|ini|cfg|conf|log|csv|vim|c|h|cc|cpp|js|ts|py|rb|sh|bat|exe|zip|gz|tar)\b/i;
const TAG = /\*[^\s*|]+\*/;
const HEADER_START =
  /^\s*(?:\*[^\s*|]+\*|\|[^\s|]+\||[\w.-]+\.(?:txt|md|pdf|docx?|odt|rtf|html?|log|vim|cfg|conf|ini)(?:\s|$))/i;
const TAG_END = /\*[^\s*|]+\*\s*$/;
const VERSION = /\bversion\s+\d+(?:\.\d+)+/i;
const LAST_CHANGE =
  /\b(?:last\s+(?:change|modified|updated)|letzte\s+änderung|dernière\s+modification|ultima\s+modifica|última\s+alteração)\s*:/i;
const COMMAND = /^\s*(?:[:$%#>]\s*[\w/.-]|!\w|[\w./-]+\s+(?:-{1,2}[\w-]+|[+:]\w+)(?:\s|$))/u;
const LETTER_CHAR = /\p{L}/u;
/** Marks that a file name, tag or command can hold; a sentence without any is checked no further. */
const CODE_MARK = /[*|:<]|\w\.\w/;
const DIGITS = /^[\p{N}_.,]+$/u;
const UPPER_START = /^[\s"'«»“”„‘’([¿¡–—-]*[\p{Lu}\p{N}]/u;
const TERMINAL_END = /[.!?…。！？][\s"'»”’)\]]*$/u;

/** Share of the line's visible characters that are letters (0 for a line of symbols and numbers). */
function letterShare(s: string): number {
  let visible = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x2060) continue;
    visible++;
    // ASCII letters at once; anything else above ASCII is checked as a Unicode letter.
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c > 127 && LETTER_CHAR.test(s[i]!)) letters++;
  }
  return visible ? letters / visible : 0;
}

/** Whether a line is file furniture: a header or version line, a tag line, a command, or symbols. */
export function isFurnitureLine(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  if (letterShare(t) < 0.5) return true;
  // A long line that ends a sentence is prose: the checks below are for short header and command lines.
  if (t.length > 200 && TERMINAL_END.test(t) && !HEADER_START.test(t)) return false;
  if (HEADER_START.test(t) || TAG_END.test(t)) return true;
  if (LAST_CHANGE.test(t)) return true;
  const words = t.split(/\s+/).length;
  if (VERSION.test(t) && (words <= 10 || TAG.test(t) || FILE_NAME.test(t))) return true;
  if (COMMAND.test(t) && !TERMINAL_END.test(t)) return true;
  return false;
}

/**
 * A paragraph without its furniture lines, wrapped lines joined: a line that does not end a sentence
 * continues on the next one when that starts in lower case or the line is a full-width wrap.
 */
export function unwrapProse(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !isFurnitureLine(l));
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (i === 0) {
      out = line;
      continue;
    }
    const prev = lines[i - 1]!;
    const wraps =
      !/[.!?…:;。！？]["'»”’)\]]*$/u.test(prev) && (/^[\p{Ll}(,]/u.test(line) || prev.length >= 40);
    out += wraps ? ` ${WRAP}${line}` : `\n${line}`;
  }
  return out;
}

/** Whether a paragraph is a title line: one short line of words, capitalised, not furniture, no markup. */
export function isTitleLine(paragraph: string): boolean {
  const t = paragraph.trim();
  return (
    !t.includes('\n') &&
    t.split(/\s+/).length <= 12 &&
    UPPER_START.test(t) &&
    !/[|*:<>=/_\\{}[\]#@]/.test(t) &&
    !isFurnitureLine(t) &&
    letterShare(t) >= 0.8
  );
}

/** Whether a sentence (furniture lines already removed) is a whole sentence of running prose. */
export function isProseSentence(sentence: string, tokens?: readonly string[]): boolean {
  const s = sentence.trim();
  if (!UPPER_START.test(s) || !TERMINAL_END.test(s)) return false;
  if (s.includes('\n')) return false;
  if (letterShare(s) < 0.7) return false;
  let words = 0;
  for (const w of tokens ?? tokenizeLower(s)) if (!DIGITS.test(w)) words++;
  if (words < 2) return false;
  if (!CODE_MARK.test(s)) return true;
  // Mostly file names, tags and commands is not prose even when punctuated like a sentence.
  const codeish = s.split(/\s+/).filter((w) => FILE_NAME.test(w) || TAG.test(w) || /^[:<|]\S/.test(w));
  return codeish.length * 3 <= words;
}

/**
 * Whole prose sentences of `text`, paragraph by paragraph (furniture dropped, wrapped lines joined);
 * `keepWraps` keeps the WRAP marks where lines were joined.
 */
export function proseParagraphs(text: string, language: DetectedLanguage, keepWraps = false): string[][] {
  const out: string[][] = [];
  for (const p of splitParagraphs(text)) {
    const sentences = splitSentences(unwrapProse(p), language)
      .filter((s) => isProseSentence(s))
      .map((s) => (keepWraps ? s : s.replace(WRAPS, '')));
    if (sentences.length) out.push(sentences);
  }
  return out;
}

/** Whole prose sentences of `text` (see proseParagraphs). */
export function proseSentences(text: string, language: DetectedLanguage, keepWraps = false): string[] {
  return proseParagraphs(text, language, keepWraps).flat();
}

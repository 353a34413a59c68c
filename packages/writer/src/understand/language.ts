/** The language a prompt is written in, which may be another than the output's. */
import type { Language } from '@inkprint/shared';
import { detectLanguage } from '@inkprint/voice';
import { LEXICON_LANGUAGES, LEXICONS } from '../lexicon/index.js';
import { OTHER_LANGUAGE_CONFIDENCE, OTHER_LANGUAGE_WORDS } from '../tuning.js';
import { type KnownLanguage, stopWords } from '../voice-adapter.js';

/** A language's own words: stop words and its instruction, frame, format, verb and audience words. */
function ownWords(l: KnownLanguage): (w: string) => boolean {
  const lex = LEXICONS[l];
  const own = new Set([
    ...lex.instruction.split('|'),
    ...lex.frames.split('|'),
    ...lex.format.split(/[| ]/),
    ...lex.verbs.split('|'),
    ...lex.audiencePrep.split('|'),
  ]);
  const stop = stopWords(l);
  return (w: string) => stop.has(w) || own.has(w);
}

/**
 * The language a prompt is written in, for understanding it: the output language unless the prompt's
 * words (stop words, instruction and format words) clearly belong to another one, by two words or more,
 * or the language detector is sure of another one that the prompt's words favour too.
 */
export function promptLanguage(prompt: string, output: Language): Language {
  const words = (prompt ?? '').toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  if (!words.length) return output;
  const isOut = ownWords(output);
  let best: { lang: KnownLanguage; only: number; against: number; all: number } | null = null;
  for (const l of LEXICON_LANGUAGES) {
    if (l === output) continue;
    const isL = ownWords(l);
    // Words only this language has ("write"), against words only the output language has ("sul").
    const only = words.filter((w) => isL(w) && !isOut(w)).length;
    const against = words.filter((w) => isOut(w) && !isL(w)).length;
    const all = words.filter(isL).length;
    if (!best || only - against > best.only - best.against) best = { lang: l, only, against, all };
  }
  if (
    best &&
    ((best.only >= OTHER_LANGUAGE_WORDS && best.only >= best.against + OTHER_LANGUAGE_WORDS) ||
      (best.only >= 1 && best.against === 0 && best.all >= OTHER_LANGUAGE_WORDS))
  )
    return best.lang;
  const detected = detectLanguage(prompt);
  if (
    best &&
    detected.language === best.lang &&
    detected.confidence >= OTHER_LANGUAGE_CONFIDENCE &&
    best.only > best.against
  )
    return detected.language;
  return output;
}

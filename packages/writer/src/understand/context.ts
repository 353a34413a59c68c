/**
 * A prompt ready for the stages: its text, the language it is understood in with that language's
 * lexicon as sets, its tokens, and which tokens are stop words for key phrases.
 */
import type { Language } from '@inkprint/shared';
import { LEXICONS, type Lexicon } from '../lexicon/index.js';
import { type KnownLanguage, stopWords } from '../voice-adapter.js';
import { promptLanguage } from './language.js';
import { type Tok, tokenize } from './tokens.js';

export interface PromptContext {
  /** The prompt, whitespace collapsed. */
  text: string;
  output: Language;
  /** The language the prompt is understood in. */
  lang: KnownLanguage;
  lex: Lexicon;
  foreign: boolean;
  toks: Tok[];
  stop: ReadonlySet<string>;
  /** Words of the instruction: never in a key phrase. */
  instruction: ReadonlySet<string>;
  frames: ReadonlySet<string>;
  /** Whole format names ("blog post"), and their words ("blog", "post"). */
  formatPhrases: ReadonlySet<string>;
  format: ReadonlySet<string>;
  locative: ReadonlySet<string>;
  months: ReadonlySet<string>;
  determiners: ReadonlySet<string>;
  relatives: ReadonlySet<string>;
  verbs: readonly string[];
  /** A token no key phrase starts or ends on: a stop, determiner, instruction word or punctuation. */
  isStop(t: Tok): boolean;
}

const set = (words: string) => new Set(words.split('|'));

export function promptContext(prompt: string, output: Language): PromptContext {
  const text = (prompt ?? '').replace(/\s+/g, ' ').trim();
  const lang = promptLanguage(text, output);
  const lex = LEXICONS[lang];
  const toks = tokenize(text, lex.elides);
  const stop = stopWords(lang);
  const nounVerbs = new Set(lex.nounVerbs);
  const frames = set(lex.frames);
  const instruction = new Set([
    ...lex.instruction.split('|'),
    ...frames,
    ...lex.subjectMark.about.split('|'),
    ...lex.verbs.split('|').filter((v) => !nounVerbs.has(v)),
    ...lex.audiencePrep.split('|'),
  ]);
  const formatPhrases = set(lex.format);
  const contracted = lex.decontract;
  const determiners = new Set(lex.determiners.split('|').filter(Boolean));
  const isStop = (t: Tok) =>
    stop.has(t.lower) ||
    determiners.has(t.lower) ||
    instruction.has(t.lower) ||
    t.lower in contracted ||
    /'$/.test(t.lower) ||
    (lex.determinerPattern?.test(t.lower) ?? false) ||
    t.lower.length < 2 ||
    /^[\p{P}]+$/u.test(t.lower);
  return {
    text,
    output,
    lang,
    lex,
    foreign: lang !== output,
    toks,
    stop,
    instruction,
    frames,
    formatPhrases,
    format: new Set([...formatPhrases].flatMap((f) => f.split(' '))),
    locative: set(lex.locative),
    months: set(lex.months),
    determiners,
    relatives: set(lex.relative),
    verbs: lex.verbs.split('|'),
    isStop,
  };
}

/**
 * One linear pass over a text that gathers every count the other modules need (readability, tone, style
 * vector, habits). Counts are additive, so section stats merge into corpus stats without re-reading text.
 * Per-token facts are cached per language, so the hot loop is one Map lookup per token.
 */
import { addressTokenKind, completeAddress } from './address.js';
import type { DetectedLanguage, KnownLanguage } from './language-codes.js';
import { FIRST_PERSON, FIRST_PLURAL, HEDGES, SECOND_PERSON } from './lexicon/cues.js';
import { FUNCTION_WORDS, STOPWORDS } from './lexicon/stopwords.js';
import { CUE_TONES, type CueTone, TONE_LEXICON, zeroTones } from './lexicon/tone.js';
import { isProseSentence, unwrapProse, WRAP } from './prose.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';
import { countSyllables } from './syllables.js';

export const FW_COUNT = 50;

export interface TextStats {
  words: number;
  sentences: number;
  paragraphs: number;
  syllables: number;
  letters: number;
  /** Words of ≥ 7 letters. */
  longWords: number;
  /** Words in whole prose sentences (`words` also counts headings, list items and fragments). */
  sentLenSum: number;
  sentLenSq: number;
  paraLenSum: number;
  commas: number;
  exclSentences: number;
  questionSentences: number;
  emoji: number;
  hashtags: number;
  mentions: number;
  numbers: number;
  codeish: number;
  firstPerson: number;
  firstPlural: number;
  secondPerson: number;
  hedges: number;
  formal: number;
  informal: number;
  contentWords: number;
  tone: Record<CueTone, number>;
  fw: number[];
}

export function emptyStats(): TextStats {
  return {
    words: 0,
    sentences: 0,
    paragraphs: 0,
    syllables: 0,
    letters: 0,
    longWords: 0,
    sentLenSum: 0,
    sentLenSq: 0,
    paraLenSum: 0,
    commas: 0,
    exclSentences: 0,
    questionSentences: 0,
    emoji: 0,
    hashtags: 0,
    mentions: 0,
    numbers: 0,
    codeish: 0,
    firstPerson: 0,
    firstPlural: 0,
    secondPerson: 0,
    hedges: 0,
    formal: 0,
    informal: 0,
    contentWords: 0,
    tone: zeroTones(),
    fw: new Array(FW_COUNT).fill(0),
  };
}

export function mergeStats(into: TextStats, s: TextStats): TextStats {
  for (const k of Object.keys(into) as (keyof TextStats)[]) {
    if (k === 'tone') for (const t of CUE_TONES) into.tone[t] += s.tone[t];
    else if (k === 'fw') for (let i = 0; i < FW_COUNT; i++) into.fw[i]! += s.fw[i]!;
    else (into[k] as number) += s[k] as number;
  }
  return into;
}

const F_STOP = 1;
const F_FIRST = 2;
const F_PLURAL = 4;
const F_SECOND = 8;
const F_HEDGE = 16;
const F_INFORMAL = 32;
const F_FORMAL = 64;
const F_NUMBER = 128;

interface TokenInfo {
  syl: number;
  letters: number;
  flags: number;
  /** Indexes into CUE_TONES. */
  tones: number[];
  fw: number;
}

interface LangTables {
  exact: Map<string, number[]>;
  prefixes: Map<string, number[]>;
  maxPrefix: number;
  phrases: { text: string; tone: number }[];
  hedgePhrases: string[];
  sets: {
    first: Set<string>;
    plural: Set<string>;
    second: Set<string>;
    hedge: Set<string>;
  };
  fwIndex: Map<string, number>;
  stop: ReadonlySet<string>;
  cache: Map<string, TokenInfo>;
}

const tables = new Map<DetectedLanguage, LangTables>();

function buildTables(lang: DetectedLanguage): LangTables {
  const L: KnownLanguage = lang === 'other' ? 'en' : lang;
  const exact = new Map<string, number[]>();
  const prefixes = new Map<string, number[]>();
  const phrases: { text: string; tone: number }[] = [];
  let maxPrefix = 0;
  const push = (m: Map<string, number[]>, k: string, v: number) => {
    const a = m.get(k);
    if (!a) m.set(k, [v]);
    else if (!a.includes(v)) a.push(v);
  };
  CUE_TONES.forEach((tone, ti) => {
    for (const raw of TONE_LEXICON[L][tone].split('|')) {
      const e = raw.trim().replace(/\s+/g, ' ');
      if (!e) continue;
      if (e.includes(' ')) phrases.push({ text: e, tone: ti });
      else if (e.endsWith('*')) {
        const p = e.slice(0, -1);
        push(prefixes, p, ti);
        maxPrefix = Math.max(maxPrefix, p.length);
      } else push(exact, e, ti);
    }
  });
  const single = (l: string[]) => new Set(l.filter((w) => !w.includes(' ')));
  return {
    exact,
    prefixes,
    maxPrefix,
    phrases,
    hedgePhrases: HEDGES[L].filter((w) => w.includes(' ')),
    sets: {
      first: single(FIRST_PERSON[L]),
      plural: single(FIRST_PLURAL[L]),
      second: single(SECOND_PERSON[L]),
      hedge: single(HEDGES[L]),
    },
    fwIndex: new Map(FUNCTION_WORDS[L].map((w, i) => [w, i])),
    stop: STOPWORDS[L],
    cache: new Map(),
  };
}

export function langTables(lang: DetectedLanguage): LangTables {
  let t = tables.get(lang);
  if (!t) {
    t = buildTables(lang);
    tables.set(lang, t);
  }
  return t;
}

const DIGIT = /^\p{N}/u;
const LETTER = /\p{L}/gu;

function tokenInfo(tok: string, lang: DetectedLanguage, T: LangTables): TokenInfo {
  let info = T.cache.get(tok);
  if (info) return info;
  let tones = T.exact.get(tok) ?? [];
  for (let len = Math.min(tok.length, T.maxPrefix); len >= 3; len--) {
    const p = T.prefixes.get(tok.slice(0, len));
    if (p) {
      tones = tones.length ? [...new Set([...tones, ...p])] : p;
      break;
    }
  }
  let flags = 0;
  const s = T.sets;
  if (T.stop.has(tok)) flags |= F_STOP;
  if (s.first.has(tok)) flags |= F_FIRST;
  if (s.plural.has(tok)) flags |= F_PLURAL;
  if (s.second.has(tok)) flags |= F_SECOND;
  if (s.hedge.has(tok)) flags |= F_HEDGE;
  const address = addressTokenKind(tok, lang);
  if (address === 1) flags |= F_INFORMAL;
  if (address === 2) flags |= F_FORMAL;
  if (DIGIT.test(tok)) flags |= F_NUMBER;
  const letters = flags & F_NUMBER ? 0 : (tok.match(LETTER)?.length ?? 0);
  info = {
    syl: letters ? countSyllables(tok, lang) : 0,
    letters,
    flags,
    tones,
    fw: T.fwIndex.get(tok) ?? -1,
  };
  if (T.cache.size > 100_000) T.cache.clear();
  T.cache.set(tok, info);
  return info;
}

function countOccurrences(hay: string, needle: string): number {
  let n = 0;
  let i = hay.indexOf(needle);
  while (i >= 0) {
    const before = i === 0 ? ' ' : hay[i - 1]!;
    const after = hay[i + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) n++;
    i = hay.indexOf(needle, i + needle.length);
  }
  return n;
}

/** The closing run of sentence marks (and closing quotes) of a sentence. */
const CLOSING = /[.!?…？！‽"'»”’)\]\s]+$/u;
const EMOJI = /\p{Extended_Pictographic}/gu;
const HASHTAG = /(?:^|\s)#[\p{L}\p{N}_]+/gu;
const MENTION = /(?:^|\s)@[\p{L}\p{N}_.]+/gu;
const CODEISH =
  /`[^`\n]+`|\b\w+\.\w+\(|\b[a-z]+[A-Z]\w*|\b\w+_\w+|(?:^|\s)--?[a-z][\w-]*|[{}]|=>|<\/?[a-z]+>|\b\w+\/\w+\/\w*/g;

export interface StatsOptions {
  /** Keep the lower-cased tokens (for MATTR and n-grams); off saves memory on large corpora. */
  keepTokens?: boolean;
  /** Keep sentences (for habits); off by default. */
  keepSentences?: boolean;
}

export interface TextStatsResult {
  stats: TextStats;
  tokens: string[];
  sentences: string[];
}

/** Counts for `text` in `language`. Never throws; empty text gives zero counts. */
export function textStats(
  text: string,
  language: DetectedLanguage,
  opts: StatsOptions = {},
): TextStatsResult {
  const st = emptyStats();
  const tokensOut: string[] = [];
  const sentencesOut: string[] = [];
  if (typeof text !== 'string' || text.trim() === '')
    return { stats: st, tokens: tokensOut, sentences: sentencesOut };
  const T = langTables(language);
  for (const raw of splitParagraphs(text)) {
    // Furniture lines (headers, commands, symbols) say nothing about the writer; wrapped lines are joined.
    const para = unwrapProse(raw);
    if (!para) continue;
    let paraWords = 0;
    for (const sentence of splitSentences(para, language)) {
      const toks = tokenizeLower(sentence);
      const n = toks.length;
      if (n === 0) continue;
      paraWords += n;
      // Sentence statistics count whole prose sentences only: a heading, list item or fragment is no
      // sentence. A sentence is a question or an exclamation by its closing marks, never both, so the two
      // shares are of one set of sentences and add up to at most 100%.
      if (isProseSentence(sentence, toks)) {
        st.sentences++;
        st.sentLenSum += n;
        st.sentLenSq += n * n;
        const end = CLOSING.exec(sentence)?.[0] ?? '';
        if (end.includes('?')) st.questionSentences++;
        else if (end.includes('!')) st.exclSentences++;
        for (let i = 0; i < sentence.length; i++) if (sentence.charCodeAt(i) === 44) st.commas++;
      }
      for (const tok of toks) {
        const info = tokenInfo(tok, language, T);
        st.syllables += info.syl;
        st.letters += info.letters;
        if (info.letters >= 7) st.longWords++;
        const f = info.flags;
        if (f) {
          if (f & F_FIRST) st.firstPerson++;
          if (f & F_PLURAL) st.firstPlural++;
          if (f & F_SECOND) st.secondPerson++;
          if (f & F_HEDGE) st.hedges++;
          if (f & F_INFORMAL) st.informal++;
          if (f & F_FORMAL) st.formal++;
          if (f & F_NUMBER) st.numbers++;
        }
        if (!(f & F_STOP) && info.letters > 0) st.contentWords++;
        for (const ti of info.tones) st.tone[CUE_TONES[ti]!]++;
        if (info.fw >= 0) st.fw[info.fw]!++;
      }
      st.words += n;
      if (opts.keepTokens) for (const t of toks) tokensOut.push(t);
      if (opts.keepSentences) sentencesOut.push(sentence.replaceAll(WRAP, ''));
    }
    if (paraWords > 0) {
      st.paragraphs++;
      st.paraLenSum += paraWords;
    }
  }
  const lower = text.toLowerCase();
  for (const p of T.phrases) {
    const c = countOccurrences(lower, p.text);
    if (c) st.tone[CUE_TONES[p.tone]!] += c;
  }
  for (const h of T.hedgePhrases) st.hedges += countOccurrences(lower, h);
  ({ formal: st.formal, informal: st.informal } = completeAddress(text, language, st.formal, st.informal));
  st.emoji = text.match(EMOJI)?.length ?? 0;
  st.hashtags = text.match(HASHTAG)?.length ?? 0;
  st.mentions = text.match(MENTION)?.length ?? 0;
  st.codeish = text.match(CODEISH)?.length ?? 0;
  return { stats: st, tokens: tokensOut, sentences: sentencesOut };
}

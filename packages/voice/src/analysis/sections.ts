/**
 * Structure: turns plain text or extracted blocks into sections. Headings start sections; runs of
 * paragraphs are grouped into sections of ~150–400 words; a page change or a separator line ("---")
 * closes a section. Each section gets its language, content type and a priority for voice learning.
 */
import { classifyContent } from './content-type.js';
import { detectLanguage, detectLanguageFromTokens } from './language.js';
import { splitParagraphs, splitSentences, tokenizeLower } from './segment.js';
import { type TextStats, textStats } from './stats.js';
import type { DetectedLanguage, DocumentSummary, InputBlock, Priority, Section } from './types.js';

const MIN_WORDS = 150;
const MAX_WORDS = 400;
const SEPARATOR = /^\s*([-*_=~#])(?:\s*\1){2,}\s*$/;
const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const END_PUNCT = /[.!?,;:…)"'»”]$/u;
const BULLET_LINE = /^\s*(?:[-*•▪◦+]|\d+[.)]|[a-z][.)])\s/u;
const BOILERPLATE = [
  '©',
  'all rights reserved',
  'unsubscribe',
  'impressum',
  'datenschutz',
  'cookie',
  'privacy policy',
  'tous droits réservés',
  'tutti i diritti riservati',
  'todos os direitos reservados',
  'se désabonner',
  'disiscriviti',
  'abmelden',
];

type Item = { kind: 'heading' | 'paragraph' | 'break'; text: string; level?: number; page?: number };

/** Plain text to items: markdown headings, short title-like lone lines, separators, paragraphs. */
function itemsFromString(text: string): Item[] {
  const items: Item[] = [];
  const paras = splitParagraphs(text);
  for (let i = 0; i < paras.length; i++) {
    let p = paras[i]!;
    const lines = p.split('\n');
    const first = lines[0]!;
    if (lines.length === 1 && SEPARATOR.test(first)) {
      items.push({ kind: 'break', text: '' });
      continue;
    }
    const md = MD_HEADING.exec(first);
    if (md) {
      items.push({ kind: 'heading', text: md[2]!, level: md[1]!.length });
      p = lines.slice(1).join('\n').trim();
      if (!p) continue;
    } else if (
      lines.length === 1 &&
      i + 1 < paras.length &&
      first.length <= 80 &&
      first.split(/\s+/).length <= 10 &&
      !END_PUNCT.test(first.trim()) &&
      !BULLET_LINE.test(first) &&
      !/[#@]|\p{Extended_Pictographic}/u.test(first) &&
      /^[\p{Lu}\p{N}]/u.test(first.trim())
    ) {
      items.push({ kind: 'heading', text: first.trim(), level: 2 });
      continue;
    }
    items.push({ kind: 'paragraph', text: p });
  }
  return items;
}

function itemsFromBlocks(blocks: InputBlock[]): Item[] {
  const items: Item[] = [];
  for (const b of blocks) {
    if (!b || typeof b.text !== 'string') continue;
    const text = b.text.trim();
    if (!text) continue;
    const page = typeof b.page === 'number' && Number.isFinite(b.page) ? b.page : undefined;
    if (b.kind === 'heading') items.push({ kind: 'heading', text, level: b.level, page });
    else items.push({ kind: 'paragraph', text, page });
  }
  return items;
}

interface Draft {
  heading: string | null;
  paras: string[];
  paraWords: number[];
  words: number;
  page?: number;
}

const PIECE_WORDS = 300;
/** A run of characters with no whitespace longer than this is cut anyway (scripts written without spaces). */
const MAX_RUN = 2000;

/**
 * Cuts one sentence longer than MAX_WORDS at whitespace into pieces of ~PIECE_WORDS words. Text with no
 * sentence punctuation (an unpunctuated transcript) is one endless "sentence"; left whole it became one
 * section of the whole file, and per-section work that is fine at 400 words went quadratic on it.
 */
function cutAtWords(sentence: string): { text: string; words: number }[] {
  const out: { text: string; words: number }[] = [];
  let start = 0;
  let words = 0;
  const ws = /\s+/g;
  let from = 0;
  while (from < sentence.length) {
    ws.lastIndex = from;
    const m = ws.exec(sentence);
    let end = m ? m.index : sentence.length;
    let next = m ? m.index + m[0].length : sentence.length;
    if (end - from > MAX_RUN) {
      end = from + MAX_RUN;
      // Never between the halves of a surrogate pair.
      if (/[\uD800-\uDBFF]/.test(sentence[end - 1]!)) end++;
      next = end;
    }
    const w = tokenizeLower(sentence.slice(from, end)).length;
    if (words > 0 && words + w > PIECE_WORDS) {
      out.push({ text: sentence.slice(start, from).trim(), words });
      start = from;
      words = 0;
    }
    words += w;
    from = next;
  }
  const rest = sentence.slice(start).trim();
  if (rest) out.push({ text: rest, words });
  return out;
}

/**
 * Splits an over-long paragraph at sentence ends into pieces of ~300 words; a sentence too long for one
 * section is cut at spaces (cutAtWords).
 */
function splitLong(text: string, lang: DetectedLanguage): { text: string; words: number }[] {
  const out: { text: string; words: number }[] = [];
  let cur: string[] = [];
  let words = 0;
  const push = (s: string, w: number) => {
    if (words > 0 && words + w > PIECE_WORDS) {
      out.push({ text: cur.join(' '), words });
      cur = [];
      words = 0;
    }
    cur.push(s);
    words += w;
  };
  for (const s of splitSentences(text, lang)) {
    const w = tokenizeLower(s).length;
    if (w > MAX_WORDS) for (const piece of cutAtWords(s)) push(piece.text, piece.words);
    else push(s, w);
  }
  if (cur.length) out.push({ text: cur.join(' '), words });
  return out;
}

export interface SectionInternal {
  section: Section;
  stats: TextStats;
  /** Longest paragraph (words), for the "continuous prose" test. */
  longestParagraph: number;
  listLike: boolean;
  boilerplate: boolean;
}

function draftsFrom(items: Item[], docLang: DetectedLanguage): Draft[] {
  const drafts: Draft[] = [];
  let cur: Draft = { heading: null, paras: [], paraWords: [], words: 0 };
  const flush = () => {
    if (cur.paras.length || cur.heading) drafts.push(cur);
    cur = { heading: null, paras: [], paraWords: [], words: 0 };
  };
  for (const it of items) {
    if (it.kind === 'break') {
      flush();
      continue;
    }
    if (it.kind === 'heading') {
      flush();
      cur.heading = it.text;
      cur.page = it.page;
      continue;
    }
    if (cur.paras.length && it.page !== undefined && cur.page !== undefined && it.page !== cur.page) flush();
    if (cur.page === undefined) cur.page = it.page;
    const w = tokenizeLower(it.text).length;
    const pieces = w > MAX_WORDS ? splitLong(it.text, docLang) : [{ text: it.text, words: w }];
    for (const piece of pieces) {
      if (cur.words >= MIN_WORDS && cur.words + piece.words > MAX_WORDS) {
        const page = cur.page;
        flush();
        cur.page = page;
      }
      cur.paras.push(piece.text);
      cur.paraWords.push(piece.words);
      cur.words += piece.words;
    }
  }
  flush();
  return drafts.filter((d) => d.paras.length > 0 || d.heading);
}

export function priorityOf(si: SectionInternal, primary: DetectedLanguage): Priority {
  const s = si.section;
  if (s.word_count < 15 || si.listLike || (si.boilerplate && s.word_count < 80)) return 'low';
  if (s.language !== primary) return 'low';
  const asl = si.stats.sentences ? si.stats.words / si.stats.sentences : 0;
  if (s.word_count >= 40 && si.longestParagraph >= 40 && asl >= 5) return 'high';
  return 'medium';
}

/** Sections with their stats; priorities use `primary` when given, else the input's own main language. */
export function sectionize(
  input: string | InputBlock[],
  primary?: DetectedLanguage,
  /**
   * Sees each section's lower-cased tokens (heading included) once, so callers need not re-tokenise; the
   * section's priority is not final yet (it depends on the corpus's main language).
   */
  visit?: (tokens: readonly string[], section: SectionInternal) => void,
): SectionInternal[] {
  let items: Item[];
  let docLang: DetectedLanguage;
  if (typeof input === 'string') {
    items = itemsFromString(input);
    docLang = detectLanguage(input).language;
  } else if (Array.isArray(input)) {
    items = itemsFromBlocks(input);
    docLang = detectLanguage(
      items
        .map((i) => i.text)
        .join('\n\n')
        .slice(0, 40_000),
    ).language;
  } else return [];
  const drafts = draftsFrom(items, docLang);
  const out: SectionInternal[] = [];
  for (const d of drafts) {
    const text = d.paras.join('\n\n');
    const full = d.heading ? `${d.heading}\n\n${text}` : text;
    const lower = full.toLowerCase();
    const toks = tokenizeLower(full);
    let language = docLang;
    if (toks.length >= 12) {
      const det = detectLanguageFromTokens(toks, lower);
      if (det.confidence >= 0.3 || det.language === 'other') language = det.language;
    }
    const { stats } = textStats(text, language);
    let longest = 0;
    let bulletLines = 0;
    let lineCount = 0;
    for (let pi = 0; pi < d.paras.length; pi++) {
      const p = d.paras[pi]!;
      const w = d.paraWords[pi]!;
      if (w > longest) longest = w;
      for (const line of p.split('\n')) {
        if (!line.trim()) continue;
        lineCount++;
        if (BULLET_LINE.test(line)) bulletLines++;
      }
    }
    const ct = classifyContent(full, d.heading, stats, toks);
    const section: Section = {
      index: out.length,
      heading: d.heading,
      text,
      word_count: stats.words,
      sentence_count: stats.sentences,
      language,
      content_type: ct.type,
      content_type_confidence: ct.confidence,
      priority: 'medium',
    };
    if (d.page !== undefined) section.page = d.page;
    const si: SectionInternal = {
      section,
      stats,
      longestParagraph: longest,
      listLike: lineCount >= 3 && bulletLines / lineCount >= 0.5,
      boilerplate: BOILERPLATE.some((b) => lower.includes(b)),
    };
    visit?.(toks, si);
    out.push(si);
  }
  const main = primary ?? primaryLanguage(out);
  for (const si of out) si.section.priority = priorityOf(si, main);
  return out;
}

/** Word-weighted majority language of sections ('other' only when nothing else is present). */
export function primaryLanguage(sections: SectionInternal[]): DetectedLanguage {
  const words = new Map<DetectedLanguage, number>();
  for (const s of sections)
    words.set(s.section.language, (words.get(s.section.language) ?? 0) + s.section.word_count);
  let best: DetectedLanguage = 'other';
  let bestN = 0;
  for (const [l, n] of words) if (n > bestN || (n === bestN && best === 'other')) [best, bestN] = [l, n];
  return best;
}

export function buildSections(input: string | InputBlock[]): Section[] {
  return sectionize(input).map((s) => s.section);
}

export function summarizeDocument(input: string | InputBlock[]): DocumentSummary {
  const secs = sectionize(input);
  const total = secs.reduce((a, s) => a + s.section.word_count, 0);
  return {
    content_sections: secs.length,
    total_words: total,
    language: secs.length ? primaryLanguage(secs) : 'other',
    has_meaningful_content: total >= 50 || (total >= 20 && secs.some((s) => s.section.priority !== 'low')),
    sections: secs.map((s) => s.section),
  };
}

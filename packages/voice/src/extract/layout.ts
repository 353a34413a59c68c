/**
 * PDF layout reconstruction from positioned text items: lines → page furniture removal → paragraphs and
 * headings → de-hyphenation. Pure functions over plain data so they can be tested without a PDF.
 */
import type { ExtractedBlock } from './types.js';

/** The subset of pdf.js TextItem this module needs. */
export interface PositionedItem {
  str: string;
  /** [a, b, c, d, e, f]: e/f are x/y of the baseline origin; |(c, d)| is the font height. */
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

export interface Line {
  text: string;
  x: number;
  /** Baseline y in PDF space (grows upwards). */
  y: number;
  right: number;
  /** Largest font height on the line. */
  height: number;
}

export interface PageLines {
  page: number;
  lines: Line[];
  /** Vertical extent of the page (its crop/media box) in PDF space, when the reader knows it. */
  box?: { bottom: number; top: number };
}

function fontHeight(item: PositionedItem): number {
  const t = item.transform;
  const h = Math.hypot(t[2] ?? 0, t[3] ?? 0);
  return h > 0 ? h : item.height;
}

/**
 * A gap wider than this share of the font size between two text runs is a word space: pdf.js's rule
 * (TRACKING_SPACE_FACTOR / SPACE_IN_FLOW_MIN_FACTOR), measured like pdf.js from the end of the last glyph
 * drawn, in the size of the run before the gap.
 */
const SPACE_GAP_EM = 0.102;

/**
 * Spacing accents as TeX fonts draw them (OT1, or any font without accented letters), with their combining
 * forms. TeX sets such an accent as a glyph of its own and moves back to draw the letter under it (or draws
 * the letter and moves back to put a cedilla or ogonek on it).
 */
const COMBINING: Record<string, string> = {
  '\u00b4': '\u0301', // ´ acute
  '\u02ca': '\u0301',
  '`': '\u0300', // grave (TeX fonts map it to U+0060)
  '\u02cb': '\u0300',
  '\u00a8': '\u0308', // ¨ dieresis
  '\u02c6': '\u0302', // ˆ circumflex
  '^': '\u0302',
  '\u02dc': '\u0303', // ˜ tilde
  '~': '\u0303',
  '\u00b8': '\u0327', // ¸ cedilla
  '\u02c7': '\u030c', // ˇ caron
  '\u02d8': '\u0306', // ˘ breve
  '\u02da': '\u030a', // ˚ ring
  '\u00af': '\u0304', // ¯ macron
  '\u02c9': '\u0304',
  '\u02d9': '\u0307', // ˙ dot above
  '\u02dd': '\u030b', // ˝ double acute
  '\u02db': '\u0328', // ˛ ogonek
};

/** The letter with the accent on it, precomposed where Unicode has the character (NFC). */
function composeAccent(letter: string, accent: string): string {
  // TeX puts accents on the dotless i and j: "\'{\i}" is í.
  const base = letter === '\u0131' ? 'i' : letter === '\u0237' ? 'j' : letter;
  return (base + COMBINING[accent]).normalize('NFC');
}

const isLetter = (c: string | undefined) => c !== undefined && /^\p{L}$/u.test(c);

/**
 * Joins a run to the line when the run and the end of the line overlap horizontally and one side is a
 * spacing accent on the other's letter: "M´" + "etro" drawn back under the accent → "Métro". Returns the
 * joined text, or undefined when the run is no accent overlap.
 */
function joinAccent(
  text: string,
  run: string,
  x: number,
  lastRight: number,
  lastHeight: number,
): string | undefined {
  // The run starts left of where the last one ended, by less than an em: drawn over its last glyph.
  if (!(x < lastRight - lastHeight * 0.05 && x > lastRight - lastHeight * 1.2)) return undefined;
  const last = text.at(-1);
  const first = run[0];
  if (last !== undefined && COMBINING[last] && isLetter(first))
    return text.slice(0, -1) + composeAccent(first!, last) + run.slice(1);
  if (first !== undefined && COMBINING[first] && isLetter(last))
    return text.slice(0, -1) + composeAccent(last!, first) + run.slice(1);
  return undefined;
}

/** Groups items into visual lines: a new line starts after hasEOL or when the baseline moves. */
export function itemsToLines(items: PositionedItem[]): Line[] {
  const lines: Line[] = [];
  let cur: Line | undefined;
  // Where the last run ended and its font size: the next run's gap is measured from there, not from the
  // line's right edge, since a run may be drawn left of an earlier one (a right-aligned label first).
  let lastRight = 0;
  let lastHeight = 0;
  let breakPending = false;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const h = fontHeight(item);
    const hasText = item.str.trim().length > 0;
    if (hasText) {
      const moved = cur !== undefined && Math.abs(y - cur.y) > Math.max(cur.height, h) * 0.5;
      const joined =
        cur === undefined || breakPending || moved
          ? undefined
          : joinAccent(cur.text, item.str, x, lastRight, lastHeight);
      if (cur === undefined || breakPending || moved) {
        if (cur) lines.push(cur);
        cur = { text: item.str, x, y, right: x + item.width, height: h };
      } else if (joined !== undefined) {
        // A line that so far holds only the (raised) accent takes the letter's baseline.
        if (cur.text.trim().length === 1) Object.assign(cur, { x, y, height: h });
        cur.text = joined;
        cur.right = Math.max(cur.right, x + item.width);
        cur.x = Math.min(cur.x, x);
      } else {
        const gap = x - lastRight;
        const needsSpace = gap > lastHeight * SPACE_GAP_EM && !/\s$/.test(cur.text) && !/^\s/.test(item.str);
        cur.text += (needsSpace ? ' ' : '') + item.str;
        cur.right = Math.max(cur.right, x + item.width);
        cur.x = Math.min(cur.x, x);
        cur.height = Math.max(cur.height, h);
      }
      lastRight = x + item.width;
      lastHeight = h;
      breakPending = false;
    } else if (cur && item.str.length > 0 && !/\s$/.test(cur.text)) {
      cur.text += ' ';
    }
    if (item.hasEOL) breakPending = true;
  }
  if (cur) lines.push(cur);
  for (const line of lines) line.text = line.text.replace(/\s+/g, ' ').trim();
  return lines.filter((l) => l.text.length > 0);
}

const PAGE_NUMBER =
  /^(?:(?:page|seite|pagina|página|pág\.?|pag\.?|p\.|s\.)\s*)?[-–—[(]?\s*\d{1,5}\s*[-–—\])]?(?:\s*(?:of|von|de|di|sur|\/|\|)\s*\d{1,5})?$/iu;
const ROMAN_PAGE = /^[ivxlc]{1,7}$/i;

/** True for bare page numbers: "3", "- 3 -", "Page 3 of 10", "Seite 3", "page 3", "iv". */
export function isPageNumber(text: string): boolean {
  const t = text.trim();
  return PAGE_NUMBER.test(t) || ROMAN_PAGE.test(t);
}

/**
 * Identity of a potential header/footer line across pages: text with digits masked (so "Page 3" matches
 * "Page 4") plus a coarse vertical position, since running heads sit at the same place on every page.
 * Heading-sized lines keep their digits: "Chapter 2" at the top of a page is content, not a running head.
 */
function furnitureKey(line: Line, body: number): string {
  const text = line.text.toLowerCase().replace(/\s+/g, ' ').trim();
  const masked = round(line.height) > body * HEADING_RATIO ? text : text.replace(/\d+/g, '#');
  return `${Math.round(line.y / 6)}|${masked}`;
}

/** Lines nearest the top and bottom edges of the page, where folios live. */
function edgeLines(lines: Line[], perEdge: number): Set<Line> {
  const byY = [...lines].sort((a, b) => b.y - a.y);
  return new Set([...byY.slice(0, perEdge), ...byY.slice(Math.max(perEdge, byY.length - perEdge))]);
}

const EDGE_LINES = 3;
/**
 * Running heads and feet sit in the page margin: within this share of the page height from its top or
 * bottom edge (Word and LibreOffice put them about 0.5 in from the edge, 4–7 %); body text starts below a
 * margin of about an inch (10–12 %).
 */
const BAND_SHARE = 0.1;
/** A gap this many body-font heights wide separates the header or footer from the body. */
const BAND_GAP = 1.6;
/** Page furniture is short: a title, a date, "Confidential", a page number. */
const MAX_FURNITURE_WORDS = 12;

/**
 * Lines in the top and bottom bands of a page: from each edge inwards, the (at most three) lines before
 * the first gap wider than the body's usual line spacing, all within BAND_SHARE of the page height of that
 * edge. A page whose text runs from edge to edge without such a gap has no band on that side, so body lines
 * at the top or bottom of a repeated page never count as headers.
 */
function bandLines(page: PageLines, body: number): Set<Line> {
  const byY = [...page.lines].sort((a, b) => b.y - a.y);
  const out = new Set<Line>();
  if (byY.length < 2) return out;
  const top = page.box?.top ?? byY[0]!.y + byY[0]!.height;
  const bottom = page.box?.bottom ?? byY[byY.length - 1]!.y;
  const reach = (top - bottom) * BAND_SHARE;
  const gap = Math.max(body, 1) * BAND_GAP;
  const collect = (ordered: Line[], inBand: (l: Line) => boolean) => {
    for (let i = 0; i < Math.min(EDGE_LINES, ordered.length - 1); i++) {
      if (!inBand(ordered[i]!)) return;
      if (Math.abs(ordered[i]!.y - ordered[i + 1]!.y) > gap) {
        for (const l of ordered.slice(0, i + 1)) out.add(l);
        return;
      }
    }
  };
  collect(byY, (l) => top - l.y <= reach);
  collect([...byY].reverse(), (l) => l.y - bottom <= reach);
  return out;
}

/**
 * Removes page furniture and returns the number of lines removed: bare page numbers at the page edges, and
 * running headers/footers — short lines in the top or bottom band (see bandLines) that recur at the same
 * height on at least half of the pages, counting pages that read the same once. A document that repeats a
 * whole page (thirty copies of an exam sheet) keeps all of it, head and foot lines included.
 */
export function removePageFurniture(pages: PageLines[]): number {
  const candidates = pages.map((p) => {
    const body = bodyHeight(p.lines);
    const band = bandLines(p, body);
    const map = new Map<Line, string>();
    for (const l of band) if (wordCount(l.text) <= MAX_FURNITURE_WORDS) map.set(l, furnitureKey(l, body));
    return map;
  });
  const edges = pages.map((p) => edgeLines(p.lines, EDGE_LINES));
  // A running head recurs while the rest of the page changes: a key counts the distinct pages (by their
  // whole text, digits included) it stands on, so thirty copies of one sheet count once and keep their
  // head and foot lines, while a page number that differs still makes copies count apart.
  const pagesWith = new Map<string, Set<string>>();
  pages.forEach((page, i) => {
    const text = page.lines.map((l) => l.text).join('\n');
    for (const k of new Set(candidates[i]!.values())) {
      const seen = pagesWith.get(k) ?? new Set<string>();
      seen.add(text);
      pagesWith.set(k, seen);
    }
  });
  const pageCount = new Map([...pagesWith].map(([k, seen]) => [k, seen.size]));
  const threshold = Math.max(2, Math.ceil(pages.length * 0.5));
  let removed = 0;
  pages.forEach((page, i) => {
    const keys = candidates[i]!;
    const edge = edges[i]!;
    page.lines = page.lines.filter((line) => {
      const key = keys.get(line);
      const folio = (edge.has(line) || key !== undefined) && isPageNumber(line.text);
      const furniture = folio || (key !== undefined && (pageCount.get(key) ?? 0) >= threshold);
      if (furniture) removed++;
      return !furniture;
    });
  });
  return removed;
}

// Not the shared `countWords`: page furniture ("— 3 —", "Page 3 of 9") is told apart by its white-space
// runs, dashes and digits included, and MAX_FURNITURE_WORDS was tuned on that count (decision 039).
function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/**
 * Joins wrapped lines. "infor-" + "mation" becomes "information" when the hyphen follows a letter and the
 * next line starts lowercase; a trailing soft hyphen always joins. Other lines are joined with a space.
 */
export function joinLines(lines: string[]): string {
  let out = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (line.length === 0) continue;
    if (out.length === 0) {
      out = line;
    } else if (out.endsWith('\u00ad')) {
      out = out.slice(0, -1) + line;
    } else if (/\p{L}-$/u.test(out) && /^\p{Ll}/u.test(line)) {
      out = out.slice(0, -1) + line;
    } else {
      out += ` ${line}`;
    }
  }
  return out.replace(/\u00ad/g, '');
}

const round = (n: number) => Math.round(n * 2) / 2;

/** Font height carrying the most characters on the page: the body text size. */
export function bodyHeight(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) weight.set(round(l.height), (weight.get(round(l.height)) ?? 0) + l.text.length);
  let best = 0;
  let bestWeight = -1;
  for (const [h, w] of weight) {
    if (w > bestWeight || (w === bestWeight && h < best)) {
      best = h;
      bestWeight = w;
    }
  }
  return best;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1]! + s[mid]!) / 2;
}

export interface RawBlock {
  kind: 'heading' | 'paragraph';
  lines: string[];
  /** Rounded font height, used to rank heading levels across the document. */
  height: number;
  page: number;
}

const HEADING_RATIO = 1.15;
const MAX_HEADING_CHARS = 200;

/** Splits one page's lines into headings and paragraphs using font size, vertical gaps and short lines. */
export function pageToBlocks(page: PageLines): RawBlock[] {
  const { lines } = page;
  if (lines.length === 0) return [];
  const body = bodyHeight(lines);
  const isHeading = (l: Line) =>
    round(l.height) > body * HEADING_RATIO && l.text.length <= MAX_HEADING_CHARS && /\p{L}/u.test(l.text);

  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1]!;
    const b = lines[i]!;
    const gap = a.y - b.y;
    if (gap > 0 && !isHeading(a) && !isHeading(b)) gaps.push(gap);
  }
  // The most common gap is the line spacing; paragraph gaps are the rarer, larger ones.
  const spacing = median(gaps) ?? body * 1.2;
  const bodyLines = lines.filter((l) => !isHeading(l));
  const left = Math.min(...bodyLines.map((l) => l.x), Number.POSITIVE_INFINITY);
  const right = Math.max(...bodyLines.map((l) => l.right), Number.NEGATIVE_INFINITY);
  const width = right - left;

  const blocks: RawBlock[] = [];
  let prev: Line | undefined;
  for (const line of lines) {
    const heading = isHeading(line);
    const last = blocks[blocks.length - 1];
    let startNew = last === undefined || prev === undefined || (last.kind === 'heading') !== heading;
    if (!startNew && prev) {
      const gap = prev.y - line.y;
      if (heading) {
        startNew = round(line.height) !== last!.height || gap > line.height * 2;
      } else {
        const endedShort = width > 0 && prev.right - left < width * 0.7 && /[.!?:…"»”)]$/u.test(prev.text);
        startNew = gap < 0 || gap > spacing * 1.4 || endedShort;
      }
    }
    if (startNew) {
      blocks.push({
        kind: heading ? 'heading' : 'paragraph',
        lines: [line.text],
        height: round(line.height),
        page: page.page,
      });
    } else {
      last!.lines.push(line.text);
    }
    prev = line;
  }
  return blocks;
}

/** A paragraph cut by a page break continues when the next page resumes mid-sentence. */
function continues(prev: RawBlock, next: RawBlock): boolean {
  if (prev.kind !== 'paragraph' || next.kind !== 'paragraph') return false;
  const tail = prev.lines[prev.lines.length - 1] ?? '';
  const head = next.lines[0] ?? '';
  return !/[.!?:…"»”)]$/u.test(tail) && /^\p{Ll}/u.test(head);
}

/** Lays out all pages (after furniture removal) into final blocks with heading levels ranked by size. */
export function pagesToBlocks(pages: PageLines[]): ExtractedBlock[] {
  const raw: RawBlock[] = [];
  for (const page of pages) {
    const blocks = pageToBlocks(page);
    const first = blocks[0];
    const prev = raw[raw.length - 1];
    if (first && prev && first.page !== prev.page && continues(prev, first)) {
      prev.lines.push(...first.lines);
      blocks.shift();
    }
    raw.push(...blocks);
  }
  const headingSizes = [...new Set(raw.filter((b) => b.kind === 'heading').map((b) => b.height))].sort(
    (a, b) => b - a,
  );
  return raw.map((b): ExtractedBlock => {
    if (b.kind === 'heading') {
      return {
        kind: 'heading',
        text: joinLines(b.lines).normalize('NFC'),
        level: Math.min(6, headingSizes.indexOf(b.height) + 1),
        page: b.page,
      };
    }
    return { kind: 'paragraph', text: joinLines(b.lines).normalize('NFC'), page: b.page };
  });
}

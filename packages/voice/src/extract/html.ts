/**
 * Turns mammoth's HTML into heading/paragraph blocks. mammoth emits a small, regular tag set, so a
 * tokenising regex is enough and avoids a DOM dependency in this pure library.
 */
import type { ExtractedBlock } from './types.js';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Collapses runs of spaces/tabs/no-break spaces and trims each line, keeping explicit line breaks. Tests
 * before replacing: most blocks need no change, and this runs over every paragraph of large files.
 */
export function tidyBlockText(text: string): string {
  let t = text;
  if (/[\t\u00a0]| {2}/.test(t)) t = t.replace(/[ \t\u00a0]{2,}|[\t\u00a0]/g, ' ');
  if (!t.includes('\n')) return t.trim();
  return t
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

// Tags that end one block and start another. Inline tags (strong, em, a, span, sup…) are simply dropped.
const BLOCK_TAG = /^(?:h[1-6]|p|li|ul|ol|table|thead|tbody|tr|td|th|blockquote|div|dl|dt|dd|pre)$/;

/**
 * Converts mammoth output to blocks. Footnote/endnote reference markers ("[1]") are removed because they are
 * layout, not prose; the notes themselves stay as paragraphs.
 */
export function htmlToBlocks(html: string): ExtractedBlock[] {
  const hasNotes = /#(?:footnote|endnote|comment)-/.test(html);
  const cleaned = !hasNotes
    ? html
    : html
        .replace(
          /<sup>\s*<a [^>]*href="#(?:footnote|endnote|comment)-[^"]*"[^>]*>[\s\S]*?<\/a>\s*<\/sup>/g,
          '',
        )
        .replace(/<a [^>]*href="#(?:footnote|endnote)-ref-[^"]*"[^>]*>[\s\S]*?<\/a>/g, '');

  const blocks: ExtractedBlock[] = [];
  let buffer = '';
  let headingLevel: number | undefined;

  const flush = () => {
    const text = tidyBlockText(decodeEntities(buffer));
    if (text.length > 0) {
      if (headingLevel !== undefined) {
        blocks.push({ kind: 'heading', text: text.replace(/\n/g, ' '), level: headingLevel });
      } else {
        blocks.push({ kind: 'paragraph', text });
      }
    }
    buffer = '';
  };

  const tagRe = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g;
  let last = 0;
  for (let m = tagRe.exec(cleaned); m !== null; m = tagRe.exec(cleaned)) {
    buffer += cleaned.slice(last, m.index);
    last = tagRe.lastIndex;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (name === 'br') {
      buffer += '\n';
    } else if (BLOCK_TAG.test(name)) {
      flush();
      if (/^h[1-6]$/.test(name)) headingLevel = closing ? undefined : Number(name[1]);
    }
  }
  buffer += cleaned.slice(last);
  flush();
  return blocks;
}

/**
 * Fast PDF text reader: the common PDF subset (see objects.ts, fonts.ts) read in one pass, about ten times
 * faster than pdf.js, which it exists to spare on large files. Throws `Unsupported` for anything outside
 * that subset, and ExtractError for limits (pages, stream size, time); never guesses.
 */
import { itemsToLines, type PageLines } from '../layout.js';
import type { Deadline, ResolvedOptions } from '../types.js';
import { ContentReader } from './content.js';
import { type Dict, PdfFile, Stream, Unsupported } from './objects.js';

export { checkStreamBounds } from './bounds.js';
export { Unsupported } from './objects.js';

/** A page's content streams may not decode to more than this (a page of text is well under 1 MB). */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;
const YIELD_EVERY_PAGES = 64;

/** The most any one stream may decode to, in either reader (pdf.js is held to it by checkStreamBounds). */
export function streamLimit(opts: ResolvedOptions): number {
  return Math.min(MAX_STREAM_BYTES, opts.maxInflatedBytes);
}

export interface LitePdf {
  pages: PageLines[];
  numPages: number;
  /**
   * 1-based numbers of the pages this reader could not read (their `lines` are empty), for pdf.js to read.
   * When no page at all could be read, `readPdfLite` throws `Unsupported` instead.
   */
  unsupportedPages: number[];
}

export async function readPdfLite(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<LitePdf> {
  const file = new PdfFile(bytes, { maxStreamBytes: streamLimit(opts) });
  if (file.trailer.has('Encrypt')) throw new Unsupported('encrypted');
  const pageList = file.pages(opts.maxPages);
  const pages: PageLines[] = [];
  const unsupportedPages: number[] = [];
  let lastError: Unsupported | undefined;
  for (let i = 0; i < pageList.length; i++) {
    deadline.check();
    // Yield now and then so a server's event loop keeps serving other requests during a long file.
    if (i > 0 && i % YIELD_EVERY_PAGES === 0) await new Promise((resolve) => setImmediate(resolve));
    const { dict, resources } = pageList[i]!;
    try {
      const reader = new ContentReader(file, () => deadline.check());
      const contents = file.get(dict, 'Contents');
      const streams = Array.isArray(contents) ? contents.map((c) => file.resolve(c)) : [contents];
      const parts: Uint8Array[] = [];
      for (const s of streams) {
        if (s instanceof Stream) parts.push(file.decode(s));
        else if (s !== undefined && s !== null) throw new Unsupported('page contents is not a stream');
      }
      // Content split over several streams is one program: operators may straddle the boundary.
      reader.run(parts.length === 1 ? parts[0]! : join(parts), resources);
      pages.push({ page: i + 1, lines: itemsToLines(reader.items), box: pageBox(file, dict) });
    } catch (err) {
      // One page with, say, a Type3 logo should not send a whole book to the slow reader: only that page.
      if (!(err instanceof Unsupported)) throw err;
      lastError = err;
      unsupportedPages.push(i + 1);
      pages.push({ page: i + 1, lines: [] });
    }
  }
  if (lastError && unsupportedPages.length === pageList.length) throw lastError;
  return { pages, numPages: pageList.length, unsupportedPages };
}

/** The page's visible vertical extent: its MediaBox cut by its CropBox, both inheritable (as pdf.js's view). */
function pageBox(file: PdfFile, page: Dict): { bottom: number; top: number } | undefined {
  const find = (key: string) => {
    let node: Dict | undefined = page;
    for (let depth = 0; node && depth < 64; depth++) {
      const box = file.get(node, key);
      if (Array.isArray(box) && box.length === 4 && box.every((v) => typeof v === 'number')) {
        const [, y0, , y1] = box as number[];
        return { bottom: Math.min(y0!, y1!), top: Math.max(y0!, y1!) };
      }
      const parent = file.get(node, 'Parent');
      node = parent instanceof Map ? parent : undefined;
    }
    return undefined;
  };
  const media = find('MediaBox');
  const crop = find('CropBox');
  if (!media || !crop) return media ?? crop;
  const bottom = Math.max(media.bottom, crop.bottom);
  const top = Math.min(media.top, crop.top);
  return top > bottom ? { bottom, top } : media;
}

function join(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length + 1, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
    out[at++] = 10;
  }
  return out;
}

/**
 * PDF extraction with pdf.js (via unpdf): positioned text items per page → the layout reconstruction.
 * Pages are read in order until PDF_WORD_CAP words, then the reader stops and says how many pages it read
 * (decision 037): the analysis samples fewer words than that, and a book read whole would pass the deadline.
 * Every stream is inflate-checked before pdf.js sees the file (pdf-bounds/), since pdf.js inflates whole.
 */
import { getResolvedPDFJS } from 'unpdf';
import { PDF_WORD_CAP } from '../analysis/sample.js';
import {
  itemsToLines,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from './layout.js';
import { checkStreamBounds } from './pdf-bounds/bounds.js';
import {
  blocksToText,
  type Deadline,
  ExtractError,
  type ExtractResult,
  type ResolvedOptions,
} from './types.js';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** A page's content streams may not decode to more than this (a page of text is well under 1 MB). */
const MAX_STREAM_BYTES = 64 * 1024 * 1024;

/** The most any one stream may decode to: pdf.js is held to it by checkStreamBounds. */
export function streamLimit(opts: ResolvedOptions): number {
  return Math.min(MAX_STREAM_BYTES, opts.maxInflatedBytes);
}

export interface PdfPages {
  /** Every page of the file; the ones after `pagesRead` are empty. */
  pages: PageLines[];
  numPages: number;
  /** Pages read, from the first: `numPages` unless the word cap stopped the reader earlier. */
  pagesRead: number;
  warnings: string[];
}

/** Words on a page, by whitespace: enough to know when to stop (the stored count is the analysis's own). */
function pageWords(page: PageLines): number {
  let words = 0;
  for (const line of page.lines) {
    for (const part of line.text.split(/\s+/)) if (part) words++;
  }
  return words;
}

function mapOpenError(err: unknown): ExtractError {
  if (err instanceof ExtractError) return err;
  const name = (err as { name?: string } | null)?.name;
  const message = (err as { message?: string } | null)?.message ?? String(err);
  if (name === 'PasswordException')
    return new ExtractError('ENCRYPTED', 'PDF is password-protected', { cause: err });
  return new ExtractError('CORRUPT', `PDF could not be read: ${message}`, { cause: err });
}

function isTextItem(item: object): item is PositionedItem {
  return 'str' in item && 'transform' in item;
}

/**
 * Reads the positioned text of the pages in order with pdf.js, until `wordCap` words have been read (the
 * page that reaches it is kept whole); a page that cannot be read is a warning, never a corrupt document.
 *
 * Bounded: every stream of the file is inflate-checked first (pdf.js itself would inflate a bomb whole), and
 * when the deadline expires the pdf.js document is destroyed, which stops its parsing and text-layer work
 * rather than leaving it to run on after the caller gave up.
 */
export async function readPdfPages(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
  wordCap: number = PDF_WORD_CAP,
): Promise<PdfPages> {
  checkStreamBounds(bytes, streamLimit(opts), () => deadline.check());
  const { getDocument } = await getResolvedPDFJS();
  deadline.check();
  // pdf.js may transfer (detach) the buffer it is given; copy so the caller's bytes stay intact.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  const stop = () => void task.destroy().catch(() => undefined);
  deadline.signal.addEventListener('abort', stop, { once: true });
  // A pdf.js call in flight when its document is destroyed may never settle: race each against the deadline.
  const expired = new Promise<never>((_, reject) => {
    const fail = () => reject(new ExtractError('TIMEOUT', 'Extraction took too long'));
    if (deadline.signal.aborted) fail();
    else deadline.signal.addEventListener('abort', fail, { once: true });
  });
  expired.catch(() => undefined);
  const untilDeadline = <T>(work: Promise<T>): Promise<T> => Promise.race([work, expired]);
  const timeoutOr = (err: unknown) => {
    deadline.check();
    return mapOpenError(err);
  };
  let pdf: PdfDocument;
  try {
    pdf = await untilDeadline(task.promise);
  } catch (err) {
    deadline.signal.removeEventListener('abort', stop);
    stop();
    throw timeoutOr(err);
  }

  try {
    deadline.check();
    const numPages = pdf.numPages;
    if (numPages > opts.maxPages) {
      throw new ExtractError('TOO_LARGE', `PDF has ${numPages} pages (limit ${opts.maxPages})`);
    }
    const warnings: string[] = [];
    const pages: PageLines[] = Array.from({ length: numPages }, (_, i) => ({ page: i + 1, lines: [] }));
    let words = 0;
    let pagesRead = 0;
    for (let n = 1; n <= numPages && words < wordCap; n++) {
      deadline.check();
      pagesRead = n;
      try {
        const page = await untilDeadline(pdf.getPage(n));
        const content = await untilDeadline(page.getTextContent());
        deadline.check();
        const items = (content.items as object[]).filter(isTextItem);
        // No page.cleanup(): it only frees rendering state, and pdf.destroy() below releases everything.
        const [, y0 = 0, , y1 = 0] = page.view;
        const box = { bottom: Math.min(y0, y1), top: Math.max(y0, y1) };
        pages[n - 1] = { page: n, lines: itemsToLines(items), box };
        words += pageWords(pages[n - 1]!);
      } catch (err) {
        if (err instanceof ExtractError) throw err;
        // A page that failed because the document was destroyed at the deadline is a timeout.
        deadline.check();
        // One broken page should not lose the whole document, but a document of broken pages is corrupt.
        warnings.push(`Page ${n} could not be read`);
      }
    }
    if (pagesRead > 0 && warnings.length === pagesRead)
      throw new ExtractError('CORRUPT', 'No PDF page could be read');
    return { pages, numPages, pagesRead, warnings };
  } catch (err) {
    throw timeoutOr(err);
  } finally {
    deadline.signal.removeEventListener('abort', stop);
    await pdf.destroy().catch(() => undefined);
  }
}

export async function extractPdf(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<ExtractResult> {
  const { pages, numPages, pagesRead, warnings } = await readPdfPages(bytes, opts, deadline);
  if (pagesRead < numPages) warnings.push(`Only the first ${pagesRead} of ${numPages} pages were read`);
  const read = pages.slice(0, pagesRead);
  const removed = removePageFurniture(read);
  if (removed > 0) warnings.push(`Removed ${removed} header/footer/page-number lines`);
  const blocks = pagesToBlocks(read);
  if (blocks.length === 0) warnings.push('PDF has no text layer (scanned image?)');
  return {
    kind: 'pdf',
    reader: 'pdfjs',
    ...(pagesRead < numPages ? { pagesRead } : {}),
    text: blocksToText(blocks),
    blocks,
    pages: numPages,
    warnings,
  };
}

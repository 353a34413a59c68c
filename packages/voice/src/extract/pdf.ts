/**
 * PDF extraction. The fast reader (pdf-lite) handles the common PDF subset; anything it does not fully
 * understand (encryption, Type3 or CJK fonts, unusual filters, broken cross-references…) goes to pdf.js
 * via unpdf. Both produce positioned text items per page → the same layout reconstruction.
 */
import { getResolvedPDFJS } from 'unpdf';
import {
  itemsToLines,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from './layout.js';
import { checkStreamBounds, readPdfLite, streamLimit, Unsupported } from './pdf-lite/index.js';
import {
  blocksToText,
  type Deadline,
  ExtractError,
  type ExtractResult,
  type ResolvedOptions,
} from './types.js';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

export interface PdfPages {
  pages: PageLines[];
  numPages: number;
  warnings: string[];
  /** Which reader produced the pages: 'mixed' when pdf.js read the pages the fast reader could not. */
  reader: 'pdf-lite' | 'pdfjs' | 'mixed';
  /** 1-based pages left to pdf.js. */
  fallbackPages: number[];
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
 * Reads the positioned text of every page with pdf.js, or only of the 1-based `only` pages (the others
 * come back empty); then a page that cannot be read is a warning, never a corrupt document.
 *
 * Bounded like the fast reader: every stream of the file is inflate-checked first (pdf.js itself would
 * inflate a bomb whole), and when the deadline expires the pdf.js document is destroyed, which stops its
 * parsing and text-layer work rather than leaving it to run on after the caller gave up.
 */
export async function readPdfJs(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
  only?: number[],
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
    const wanted = only ?? pages.map((p) => p.page);
    for (const n of wanted) {
      deadline.check();
      try {
        const page = await untilDeadline(pdf.getPage(n));
        const content = await untilDeadline(page.getTextContent());
        deadline.check();
        const items = (content.items as object[]).filter(isTextItem);
        // No page.cleanup(): it only frees rendering state, and pdf.destroy() below releases everything.
        const [, y0 = 0, , y1 = 0] = page.view;
        const box = { bottom: Math.min(y0, y1), top: Math.max(y0, y1) };
        pages[n - 1] = { page: n, lines: itemsToLines(items), box };
      } catch (err) {
        if (err instanceof ExtractError) throw err;
        // A page that failed because the document was destroyed at the deadline is a timeout.
        deadline.check();
        // One broken page should not lose the whole document, but a document of broken pages is corrupt.
        warnings.push(`Page ${n} could not be read`);
      }
    }
    if (!only && numPages > 0 && warnings.length === numPages)
      throw new ExtractError('CORRUPT', 'No PDF page could be read');
    return { pages, numPages, warnings, reader: 'pdfjs', fallbackPages: wanted };
  } catch (err) {
    throw timeoutOr(err);
  } finally {
    deadline.signal.removeEventListener('abort', stop);
    await pdf.destroy().catch(() => undefined);
  }
}

/** The fast reader for every page it can read and pdf.js for the rest, or pdf.js for a file it cannot open. */
export async function readPdfPages(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<PdfPages> {
  // An operator's switch (PDF_READER=pdfjs) for a file the fast reader gets wrong: pdf.js reads every page.
  if (opts.pdfReader === 'pdfjs') return readPdfJs(bytes, opts, deadline);
  let lite: Awaited<ReturnType<typeof readPdfLite>>;
  try {
    lite = await readPdfLite(bytes, opts, deadline);
  } catch (err) {
    if (!(err instanceof Unsupported)) throw err;
    return readPdfJs(bytes, opts, deadline);
  }
  const { pages, numPages, unsupportedPages } = lite;
  if (unsupportedPages.length === 0)
    return { pages, numPages, warnings: [], reader: 'pdf-lite', fallbackPages: [] };
  let rest: PdfPages;
  try {
    rest = await readPdfJs(bytes, opts, deadline, unsupportedPages);
  } catch (err) {
    // pdf.js cannot open a file the fast reader mostly read: keep those pages, name the missing ones.
    if (!(err instanceof ExtractError) || err.code !== 'CORRUPT') throw err;
    const warnings = unsupportedPages.map((n) => `Page ${n} could not be read`);
    return { pages, numPages, warnings, reader: 'mixed', fallbackPages: unsupportedPages };
  }
  for (const n of unsupportedPages) pages[n - 1] = rest.pages[n - 1] ?? { page: n, lines: [] };
  return { pages, numPages, warnings: rest.warnings, reader: 'mixed', fallbackPages: unsupportedPages };
}

export async function extractPdf(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<ExtractResult> {
  const { pages, numPages, warnings, reader, fallbackPages } = await readPdfPages(bytes, opts, deadline);
  const removed = removePageFurniture(pages);
  if (removed > 0) warnings.push(`Removed ${removed} header/footer/page-number lines`);
  const blocks = pagesToBlocks(pages);
  if (blocks.length === 0) warnings.push('PDF has no text layer (scanned image?)');
  return {
    kind: 'pdf',
    reader,
    fallbackPages,
    text: blocksToText(blocks),
    blocks,
    pages: numPages,
    warnings,
  };
}

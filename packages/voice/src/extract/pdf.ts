/**
 * PDF extraction. The fast reader (pdf-lite) handles the common PDF subset; anything it does not fully
 * understand (encryption, Type3 or CJK fonts, unusual filters, broken cross-references…) goes to pdf.js
 * via unpdf. Both produce positioned text items per page → the same layout reconstruction.
 */
import { getDocumentProxy } from 'unpdf';
import {
  itemsToLines,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from './layout.js';
import { readPdfLite, Unsupported } from './pdf-lite/index.js';
import {
  blocksToText,
  type Deadline,
  ExtractError,
  type ExtractResult,
  type ResolvedOptions,
} from './types.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface PdfPages {
  pages: PageLines[];
  numPages: number;
  warnings: string[];
  /** Which reader produced the pages: 'mixed' when pdf.js read the pages the fast reader could not. */
  reader: 'pdf-lite' | 'pdfjs' | 'mixed';
  /** 1-based pages pdf.js read. */
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
 */
export async function readPdfJs(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
  only?: number[],
): Promise<PdfPages> {
  let pdf: PdfDocument;
  try {
    // pdf.js may transfer (detach) the buffer it is given; copy so the caller's bytes stay intact.
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      verbosity: 0,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
    });
  } catch (err) {
    throw mapOpenError(err);
  }

  try {
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
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        const items = (content.items as object[]).filter(isTextItem);
        // No page.cleanup(): it only frees rendering state, and pdf.destroy() below releases everything.
        pages[n - 1] = { page: n, lines: itemsToLines(items) };
      } catch (err) {
        if (err instanceof ExtractError) throw err;
        // One broken page should not lose the whole document, but a document of broken pages is corrupt.
        warnings.push(`Page ${n} could not be read`);
      }
    }
    if (!only && numPages > 0 && warnings.length === numPages)
      throw new ExtractError('CORRUPT', 'No PDF page could be read');
    return { pages, numPages, warnings, reader: 'pdfjs', fallbackPages: wanted };
  } catch (err) {
    throw mapOpenError(err);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** The fast reader for every page it can read and pdf.js for the rest, or pdf.js for a file it cannot open. */
export async function readPdfPages(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<PdfPages> {
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

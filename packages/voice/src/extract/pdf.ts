/**
 * PDF extraction with unpdf (serverless pdf.js): text items per page → layout reconstruction. Maps pdf.js
 * failures to typed errors and always releases the document.
 */
import { getDocumentProxy } from 'unpdf';
import {
  itemsToLines,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from './layout.js';
import {
  blocksToText,
  type Deadline,
  ExtractError,
  type ExtractResult,
  type ResolvedOptions,
} from './types.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

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

export async function extractPdf(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<ExtractResult> {
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
    const pages: PageLines[] = [];
    for (let n = 1; n <= numPages; n++) {
      deadline.check();
      try {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        const items = (content.items as object[]).filter(isTextItem);
        // No page.cleanup(): it only frees rendering state, and pdf.destroy() below releases everything.
        pages.push({ page: n, lines: itemsToLines(items) });
      } catch (err) {
        if (err instanceof ExtractError) throw err;
        // One broken page should not lose the whole document, but a document of broken pages is corrupt.
        warnings.push(`Page ${n} could not be read`);
        pages.push({ page: n, lines: [] });
      }
    }
    if (numPages > 0 && warnings.length === numPages)
      throw new ExtractError('CORRUPT', 'No PDF page could be read');

    const removed = removePageFurniture(pages);
    if (removed > 0) warnings.push(`Removed ${removed} header/footer/page-number lines`);
    const blocks = pagesToBlocks(pages);
    if (blocks.length === 0) warnings.push('PDF has no text layer (scanned image?)');
    return { kind: 'pdf', text: blocksToText(blocks), blocks, pages: numPages, warnings };
  } catch (err) {
    throw mapOpenError(err);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

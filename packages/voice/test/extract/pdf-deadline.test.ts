/**
 * The deadline stops pdf.js itself: when it expires mid-read, readPdfPages destroys the pdf.js loading task
 * (which ends the worker's parsing and text-layer work) and rejects with TIMEOUT. pdf.js is wrapped only to
 * observe its loading task and to expire the deadline at a known point, after the second page was asked for.
 */
import { describe, expect, it, vi } from 'vitest';
import { readPdfPages } from '../../src/extract/pdf.js';
import { DEFAULT_OPTIONS, Deadline } from '../../src/extract/types.js';
import { buildPdf } from './pdf-builder.js';

const seen: {
  task?: { destroyed: boolean };
  onPage?: (n: number) => void;
  onTextContent?: (n: number) => void;
  /** Whether the loading task was already destroyed when each page's text content settled. */
  destroyedWhenSettled: Map<number, boolean>;
} = { destroyedWhenSettled: new Map() };

vi.mock('unpdf', async (importOriginal) => {
  const unpdf = await importOriginal<typeof import('unpdf')>();
  return {
    ...unpdf,
    getResolvedPDFJS: async () => {
      const pdfjs = await unpdf.getResolvedPDFJS();
      return {
        ...pdfjs,
        getDocument: (...args: Parameters<typeof pdfjs.getDocument>) => {
          const task = pdfjs.getDocument(...args);
          seen.task = task;
          const promise = task.promise.then((pdf) => {
            const getPage = pdf.getPage.bind(pdf);
            pdf.getPage = async (n: number) => {
              seen.onPage?.(n);
              const page = await getPage(n);
              const getTextContent = page.getTextContent.bind(page);
              page.getTextContent = (...a: Parameters<typeof getTextContent>) => {
                const reading = getTextContent(...a);
                seen.onTextContent?.(n);
                return reading.finally(() => seen.destroyedWhenSettled.set(n, task.destroyed));
              };
              return page;
            };
            return pdf;
          });
          // The loading task's promise is a getter: hand readPdfPages a view with the wrapped one.
          return { promise, destroy: () => task.destroy() };
        },
      };
    },
  };
});

function pagesPdf(count: number): Uint8Array {
  const pages = Array.from({ length: count }, (_, i) => i);
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((i) => `${i + 3} 0 R`).join(' ')}] /Count ${count} >>`,
    ...pages.map(
      () =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${count + 3} 0 R /Resources << /Font << /F1 ${count + 4} 0 R >> >> >>`,
    ),
    { stream: 'BT /F1 12 Tf 72 700 Td (Page text) Tj ET' },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

describe('pdf.js under a deadline', () => {
  it('destroys the pdf.js document and rejects with TIMEOUT when the deadline expires mid-read', async () => {
    const deadline = new Deadline(60_000);
    const asked: number[] = [];
    seen.onPage = (n) => asked.push(n);
    // The deadline passes while pdf.js builds page 2's text layer.
    let destroyedAtExpiry: boolean | undefined;
    seen.onTextContent = (n) => {
      if (n !== 2) return;
      deadline.expire();
      destroyedAtExpiry = seen.task?.destroyed;
    };
    await expect(readPdfPages(pagesPdf(20), { ...DEFAULT_OPTIONS }, deadline)).rejects.toMatchObject({
      name: 'ExtractError',
      code: 'TIMEOUT',
    });
    expect(destroyedAtExpiry).toBe(true);
    // Destroyed at the deadline, while page 2's text was being built, not after it; no later page started.
    expect(seen.destroyedWhenSettled.get(1)).toBe(false);
    // (A call in flight when the document is destroyed never settles: readPdfPages does not wait for it.)
    expect(seen.destroyedWhenSettled.get(2)).not.toBe(false);
    expect(asked).toEqual([1, 2]);
  });
});

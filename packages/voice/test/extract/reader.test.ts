/** ExtractResult names the reader that produced the text; a long PDF is read up to the word cap. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PDF_WORD_CAP } from '../../src/analysis/sample.js';
import { extractText } from '../../src/extract/index.js';
import { readPdfPages } from '../../src/extract/pdf.js';
import { DEFAULT_OPTIONS, Deadline } from '../../src/extract/types.js';
import { handMadePdf } from './fixtures.js';
import { buildPdf, simpleFont } from './pdf-builder.js';

/** Letters for a number, so a page's marker word never looks like a page number to the furniture check. */
const tag = (n: number) =>
  `zq${String.fromCharCode(97 + Math.floor(n / 26))}${String.fromCharCode(97 + (n % 26))}`;

const VOCABULARY = 'river stone lamp garden window letter market winter bridge orchard candle harbour'.split(
  ' ',
);

/**
 * `count` pages of 40 lines of 15 words (600 words a page), every line of page n opening with its marker
 * word `tag(n)`, the rest drawn from a small vocabulary in an order that differs from line to line.
 */
function longPdf(count: number): Uint8Array {
  const first = 3;
  const font = first + 2 * count;
  const pages: string[] = [];
  const streams: { stream: string }[] = [];
  for (let n = 0; n < count; n++) {
    pages.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${first + count + n} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
    const lines: string[] = [];
    for (let l = 0; l < 40; l++) {
      const words = [tag(n)];
      for (let k = 1; k < 15; k++) words.push(VOCABULARY[(n * 7 + l * 5 + k * 3) % VOCABULARY.length]!);
      lines.push(`(${words.join(' ')}) Tj`);
    }
    streams.push({ stream: `BT /F1 9 Tf 11 TL 40 740 Td ${lines.join(' T* ')} ET` });
  }
  const kids = pages.map((_, i) => `${first + i} 0 R`).join(' ');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    ...pages,
    ...streams,
    simpleFont(),
  ]);
}

function minimalDocx(text: string): Uint8Array {
  const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${ns}><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

describe('ExtractResult.reader', () => {
  it('names pdfjs for a PDF, and every page is read when the file is under the word cap', async () => {
    const result = await extractText(handMadePdf(false), 'hello.pdf');
    expect(result).toMatchObject({ kind: 'pdf', reader: 'pdfjs', pages: 1, text: 'Hello world' });
    expect(result.pagesRead).toBeUndefined();
    expect(result.warnings.join(' ')).not.toMatch(/Only the first/);
  });

  it('names mammoth for DOCX and text for TXT', async () => {
    const docx = await extractText(minimalDocx('Hallo Welt'), 'a.docx');
    expect(docx).toMatchObject({ kind: 'docx', reader: 'mammoth', text: 'Hallo Welt' });
    expect(docx.pagesRead).toBeUndefined();
    const txt = await extractText(strToU8('Olá mundo'), 'a.txt');
    expect(txt).toMatchObject({ kind: 'txt', reader: 'text' });
  });
});

describe('the PDF word cap (PDF_WORD_CAP)', () => {
  it('stops at the end of the page that reaches the cap, keeps the first pages’ words and says so', async () => {
    // 600 words a page: the cap of 60,000 words is reached at the end of page 100, of 130.
    expect(PDF_WORD_CAP).toBe(60_000);
    const result = await extractText(longPdf(130), 'book.pdf');
    expect(result).toMatchObject({ reader: 'pdfjs', pages: 130, pagesRead: 100 });
    expect(result.warnings).toContain('Only the first 100 of 130 pages were read');
    const markers = new Set(result.text.match(/\bzq[a-z]{2}\b/g));
    expect(markers.size).toBe(100);
    for (let n = 0; n < 100; n++) expect(markers.has(tag(n)), `page ${n + 1}`).toBe(true);
    for (let n = 100; n < 130; n++) expect(markers.has(tag(n)), `page ${n + 1}`).toBe(false);
    expect(result.text.split(/\s+/).length).toBe(60_000);
  });

  it('reads a file whole, with no warning, when it ends before the cap', async () => {
    const read = await readPdfPages(longPdf(12), DEFAULT_OPTIONS, new Deadline(20_000), 10_000);
    expect(read).toMatchObject({ numPages: 12, pagesRead: 12, warnings: [] });
    const capped = await readPdfPages(longPdf(12), DEFAULT_OPTIONS, new Deadline(20_000), 1_000);
    expect(capped).toMatchObject({ numPages: 12, pagesRead: 2 });
    expect(capped.pages.slice(2).every((p) => p.lines.length === 0)).toBe(true);
  });
});

/** ExtractResult names the reader that produced the text, and the PDF pages pdf.js had to read. */
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/extract/index.js';
import { handMadePdf } from './fixtures.js';
import { buildPdf, simpleFont } from './pdf-builder.js';

const TYPE3 =
  '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] ' +
  '/CharProcs << /a 9 0 R /b 9 0 R >> /Encoding << /Type /Encoding /Differences [97 /a /b] >> ' +
  '/FirstChar 97 /LastChar 98 /Widths [1000 1000] /Resources << >> >>';

/** Three pages; the given ones use a Type3 font, which only pdf.js reads. */
function threePages(type3Pages: number[]): Uint8Array {
  const page = (n: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${n + 5} 0 R /Resources << /Font << /F1 ${type3Pages.includes(n) ? 11 : 10} 0 R >> >> >>`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
    page(1),
    page(2),
    page(3),
    ...[1, 2, 3].map((n) => ({
      stream: `BT /F1 12 Tf 72 700 Td (${type3Pages.includes(n) ? 'abba' : `${['One', 'Two', 'Three'][n - 1]} page`}) Tj ET`,
    })),
    { stream: '1000 0 0 0 750 750 d1 0 0 750 750 re f' },
    simpleFont(),
    TYPE3,
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
  it('names pdf-lite, with no fallback pages, when the fast reader read every page', async () => {
    const result = await extractText(threePages([]), 'plain.pdf');
    expect(result).toMatchObject({ reader: 'pdf-lite', fallbackPages: [] });
    expect(result.text).toContain('Two page');
  });

  it('names mixed and lists the pages pdf.js read', async () => {
    const result = await extractText(threePages([2]), 'logo.pdf');
    expect(result).toMatchObject({ reader: 'mixed', fallbackPages: [2] });
    expect(result.text).toContain('abba');
  });

  it('names pdfjs, with every page as a fallback page, when the fast reader cannot open the file', async () => {
    const result = await extractText(threePages([1, 2, 3]), 'type3.pdf');
    expect(result).toMatchObject({ reader: 'pdfjs', fallbackPages: [1, 2, 3] });
    const standard14 = await extractText(handMadePdf(false), 'hello.pdf');
    expect(standard14).toMatchObject({ reader: 'pdfjs', fallbackPages: [1], text: 'Hello world' });
  });

  it('reads every page with pdf.js alone when told pdfReader: pdfjs, with the same text', async () => {
    const auto = await extractText(threePages([]), 'plain.pdf');
    const pdfjs = await extractText(threePages([]), 'plain.pdf', { pdfReader: 'pdfjs' });
    expect(pdfjs).toMatchObject({ reader: 'pdfjs', fallbackPages: [1, 2, 3] });
    expect(pdfjs.text).toBe(auto.text);
    const explicitAuto = await extractText(threePages([]), 'plain.pdf', { pdfReader: 'auto' });
    expect(explicitAuto).toMatchObject({ reader: 'pdf-lite', fallbackPages: [] });
  });

  it('names mammoth for DOCX and text for TXT, without fallback pages', async () => {
    const docx = await extractText(minimalDocx('Hallo Welt'), 'a.docx');
    expect(docx).toMatchObject({ kind: 'docx', reader: 'mammoth', text: 'Hallo Welt' });
    expect(docx.fallbackPages).toBeUndefined();
    const txt = await extractText(strToU8('Olá mundo'), 'a.txt');
    expect(txt).toMatchObject({ kind: 'txt', reader: 'text' });
    expect(txt.fallbackPages).toBeUndefined();
  });
});

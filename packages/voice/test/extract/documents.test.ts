/**
 * End-to-end extraction on real files: Markdown → DOCX (pandoc) → PDF (LibreOffice), in five languages,
 * with running headers, page-number footers, page breaks and a line-end hyphen. The files are committed
 * (`../fixtures/produced/documents/`, made by `../fixtures/produced/make.ts` from `documents-source.ts`), so
 * the tests need neither pandoc nor LibreOffice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ExtractResult, extractText } from '../../src/extract/index.js';
import { LANGS, paragraph } from './documents-source.js';

const DOCUMENTS = join(import.meta.dirname, '..', 'fixtures', 'produced', 'documents');

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

const docx = new Map<string, ExtractResult>();
const pdf = new Map<string, ExtractResult>();

beforeAll(async () => {
  for (const lang of LANGS) {
    const file = (ext: string) => readFileSync(join(DOCUMENTS, `${lang.code}.${ext}`));
    docx.set(lang.code, await extractText(file('docx'), `${lang.code}.docx`));
    pdf.set(lang.code, await extractText(file('pdf'), `${lang.code}.PDF`));
  }
});

describe.each(LANGS)('$code document', (lang) => {
  const expectedParagraphs = lang.headings.flatMap((_, s) => [0, 1, 2].map((i) => paragraph(lang, s, i)));

  it('DOCX: keeps title and section headings as heading blocks with levels', () => {
    const result = docx.get(lang.code)!;
    expect(result.kind).toBe('docx');
    const headings = result.blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((h) => [h.text, h.level])).toEqual([
      [lang.title, 1],
      ...lang.headings.map((h) => [h, 2]),
    ]);
  });

  it('DOCX: extracts every paragraph verbatim, NFC, without header/footer text', () => {
    const result = docx.get(lang.code)!;
    const paragraphs = result.blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text);
    for (const p of expectedParagraphs) expect(paragraphs).toContain(p);
    expect(result.text).toBe(result.text.normalize('NFC'));
    expect(result.text).not.toContain(lang.header);
    expect(result.text.startsWith(`${lang.title}\n\n${lang.headings[0]}\n\n`)).toBe(true);
  });

  it('PDF: has at least three pages and the same headings', () => {
    const result = pdf.get(lang.code)!;
    expect(result.kind).toBe('pdf');
    expect(result.pages).toBeGreaterThanOrEqual(3);
    const headings = result.blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((h) => h.text)).toEqual([lang.title, ...lang.headings]);
    expect(headings[0]!.level).toBe(1);
    expect(new Set(headings.slice(1).map((h) => h.level))).toEqual(new Set([2]));
    expect(headings.map((h) => h.page)).toEqual([1, 1, 2, 3]);
  });

  it('PDF: removes the running header and page numbers', () => {
    const result = pdf.get(lang.code)!;
    expect(result.text).not.toContain(lang.header);
    const footerPattern = new RegExp(
      `^${lang.footer.replace(/[-]/g, '\\-').replace('{PAGE}', '\\d+').replace('{NUMPAGES}', '\\d+')}$`,
      'm',
    );
    expect(result.text).not.toMatch(footerPattern);
    expect(result.text).not.toMatch(/^\d+$/m);
  });

  it('PDF: reflows wrapped lines back into the original paragraphs', () => {
    const paragraphs = pdf
      .get(lang.code)!
      .blocks.filter((b) => b.kind === 'paragraph')
      .map((b) => norm(b.text));
    for (const p of expectedParagraphs) expect(paragraphs).toContain(norm(p));
  });
});

describe('hyphenation and parity', () => {
  it('PDF: joins a word hyphenated across a line end', () => {
    const text = pdf.get('en')!.text;
    expect(text).toContain('the word information and then goes on.');
    expect(text).not.toContain('infor-');
  });

  it('DOCX keeps an author’s manual line break inside the paragraph', () => {
    expect(docx.get('en')!.text).toContain('the word infor-\nmation and then');
  });

  it('PDF and DOCX of the same document yield the same paragraphs apart from the manual break', () => {
    const paras = (r: ExtractResult) =>
      r.blocks.map((b) => norm(b.text).replace('infor- mation', 'information')).join('\n');
    expect(paras(pdf.get('en')!)).toBe(paras(docx.get('en')!));
  });

  it('PDF: truncated real file is CORRUPT', async () => {
    const bytes = readFileSync(join(DOCUMENTS, 'en.pdf'));
    await expect(extractText(bytes.subarray(0, bytes.length >> 1), 'cut.pdf')).rejects.toMatchObject({
      code: 'CORRUPT',
    });
  });
});

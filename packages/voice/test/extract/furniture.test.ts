/**
 * Header/footer removal on generated multi-page PDFs: running heads and page numbers go, but a document
 * that repeats a whole page (thirty copies of an exam sheet) keeps every body line of every copy.
 */
import { describe, expect, it } from 'vitest';
import { extractText } from '../../src/extract/index.js';
import { buildPdf, simpleFont } from './pdf-builder.js';

const pdfString = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** One PDF page per entry; each line is [text, y, size]. US Letter, Arial widths, left margin 72 pt. */
function pdfOf(pages: [string, number, number][][]): Uint8Array {
  const n = pages.length;
  const fontRef = 3 + 2 * n;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + i} 0 R`).join(' ')}] /Count ${n} >>`,
    ...pages.map(
      (_, i) =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${3 + n + i} 0 R /Resources << /Font << /F1 ${fontRef} 0 R >> >> >>`,
    ),
    ...pages.map((lines) => ({
      stream: lines.map(([t, y, size]) => `BT /F1 ${size} Tf 72 ${y} Td (${pdfString(t)}) Tj ET`).join('\n'),
    })),
    simpleFont(),
  ]);
}

/** An exam sheet set with one-inch margins: its first and last lines are body text. */
const SHEET: [string, number, number][] = [
  ['Read every question carefully and write your answers in the boxes provided on this sheet.', 712, 11],
  ['You have forty minutes. Calculators are allowed, phones are not.', 698, 11],
  ['Question 1. Name three forces that act on a falling leaf.', 660, 11],
  ['Question 2. Why does a balloon rise in cold air?', 600, 11],
  ['Question 3. Explain what happens to the energy of a swinging pendulum.', 540, 11],
  ['Question 4. Describe one experiment that measures the speed of sound.', 480, 11],
  ['Question 5. Which is heavier, a kilogram of feathers or a kilogram of iron?', 420, 11],
  ['Hand the sheet to the teacher before you leave the room.', 100, 11],
  ['Good luck.', 86, 11],
];

const words = (s: string) => s.match(/\p{L}+/gu) ?? [];

describe('page furniture', () => {
  it('keeps every body line of a sheet repeated on 30 pages', async () => {
    const copies = Array.from({ length: 30 }, () => SHEET);
    const result = await extractText(pdfOf(copies), 'exam.pdf');
    const expected = words(SHEET.map(([t]) => t).join(' ')).length * 30;
    expect(words(result.text).length).toBe(expected);
    expect(result.text.split('Read every question carefully').length - 1).toBe(30);
    expect(result.text.split('Good luck.').length - 1).toBe(30);
  });

  it('still removes the running head, the footer and the page numbers of a repeated sheet', async () => {
    const copies = Array.from({ length: 30 }, (_, i): [string, number, number][] => [
      ['Physics 101 - Mock exam - Spring term', 756, 9],
      ...SHEET,
      [`Page ${i + 1} of 30`, 40, 9],
    ]);
    const result = await extractText(pdfOf(copies), 'exam-with-head.pdf');
    expect(result.text).not.toMatch(/Mock exam|Page \d+ of 30/);
    expect(words(result.text).length).toBe(words(SHEET.map(([t]) => t).join(' ')).length * 30);
  });

  /** An exam sheet whose school and title head it, and whose name and total lines foot it, across a wide gap. */
  const BANDED: [string, number, number][] = [
    ['Westfield High School, Physics 101', 750, 10],
    ['Final exam, spring term', 736, 10],
    ...SHEET.slice(0, 7),
    ['Name: __________ Class: ______', 60, 10],
    ['Total: ____ of 50 points', 46, 10],
  ];

  it('keeps the head and foot lines of one page repeated 30 times: the rest of the page does not differ', async () => {
    const copies = Array.from({ length: 30 }, () => BANDED);
    const result = await extractText(pdfOf(copies), 'exam-copies.pdf');
    const source = words(BANDED.map(([t]) => t).join(' ')).length * 30;
    expect(words(result.text).length).toBeGreaterThanOrEqual(source * 0.95);
    expect(result.text.split('Westfield High School').length - 1).toBe(30);
    expect(result.text.split('of 50 points').length - 1).toBe(30);
  });

  it('removes the same head and foot lines when the rest of each page differs', async () => {
    const pages = Array.from({ length: 30 }, (_, i): [string, number, number][] =>
      BANDED.map(([t, y, size]) => [t.startsWith('Question') ? `${t} (variant ${i + 1})` : t, y, size]),
    );
    const result = await extractText(pdfOf(pages), 'exam-variants.pdf');
    expect(result.text).not.toMatch(/Westfield|Final exam|Name:|of 50 points/);
    expect(result.text.split('Read every question carefully').length - 1).toBe(30);
  });
});

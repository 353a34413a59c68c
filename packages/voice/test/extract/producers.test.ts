/**
 * The fast PDF reader against pdf.js on files from real producers: LibreOffice (Writer export), Chromium
 * (Skia "Save as PDF", Type0/Identity-H fonts), cairo (pdftocairo), qpdf (object streams + xref
 * streams, linearization) and Ghostscript (PostScript → PDF: Type 1C fonts with a custom encoding and no ToUnicode), in
 * the five languages. The fast reader must take every one of them and give the same lines.
 * Those files are committed (`../fixtures/produced/producers/`, made once by `../fixtures/produced/make.ts`),
 * so the tests need none of the producers. TeX files (pdfTeX with T1 and OT1 encodings, LuaTeX, XeTeX,
 * Texinfo, a dblatex-style DocBook book and a specification with cross-reference links) are committed
 * fixtures in `tex/`, made by `tex/make.sh` from the sources beside them, so CI needs no TeX installation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageLines } from '../../src/extract/layout.js';
import { readPdfJs, readPdfPages } from '../../src/extract/pdf.js';
import { DEFAULT_OPTIONS, Deadline } from '../../src/extract/types.js';
import { PRODUCERS } from './producers-source.js';

const PRODUCED = join(import.meta.dirname, '..', 'fixtures', 'produced', 'producers');
const TEX = join(import.meta.dirname, 'tex');
const LANGS = ['en', 'de', 'fr', 'it', 'pt'];

/** The committed file of a case named `<lang> <producer label>`. */
function file(name: string): string {
  const [lang, ...rest] = name.split(' ');
  const producer = PRODUCERS.find((p) => p.label === rest.join(' '))!;
  return join(PRODUCED, `${lang}-${producer.file}.pdf`);
}

const opts = { ...DEFAULT_OPTIONS };

/** Control characters pdf.js emits for .notdef glyphs (e.g. an emoji the producer had no font for). */
const clean = (s: string) =>
  [...s]
    .filter((c) => c.charCodeAt(0) >= 0x20)
    .join('')
    .trim();
const letters = (s: string) => s.replace(/\s+/g, '');
const words = (s: string) => s.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/**
 * Lines that differ between the readers. Identical text must sit at the same place. Otherwise the only
 * difference allowed is whitespace next to a symbol (pdf.js drops the space glyph before an emoji drawn
 * from a fallback font; the fast reader keeps it, as in the source): same characters, same words.
 */
function lineDiffs(a: PageLines[], b: PageLines[]): { diffs: string[]; spacing: number } {
  const diffs: string[] = [];
  let spacing = 0;
  expect(a.length).toBe(b.length);
  a.forEach((page, i) => {
    const other = b[i]!.lines;
    expect(page.lines.length, `page ${i + 1} line count`).toBe(other.length);
    page.lines.forEach((line, j) => {
      const o = other[j]!;
      const where =
        Math.abs(line.x - o.x) < 0.5 &&
        Math.abs(line.y - o.y) < 0.5 &&
        Math.abs(line.height - o.height) < 0.2;
      const [x, y] = [clean(line.text), clean(o.text)];
      const same = x === y && line.text === x && (o.text !== y || Math.abs(line.right - o.right) < 1);
      const nearly = letters(x) === letters(y) && words(x).join(' ') === words(y).join(' ');
      if (where && !same && nearly) spacing++;
      else if (!where || !same) diffs.push(`p${i + 1}:${j} ${JSON.stringify(line)} ≠ ${JSON.stringify(o)}`);
    });
  });
  return { diffs, spacing };
}

describe('fast PDF reader on real producers', () => {
  const cases = LANGS.flatMap((lang) => PRODUCERS.map((p) => `${lang} ${p.label}`));

  it.each(cases)('%s: read by the fast reader, same lines as pdf.js', async (name) => {
    const bytes = new Uint8Array(readFileSync(file(name)));
    const lite = await readPdfPages(bytes, opts, new Deadline(20_000));
    const reference = await readPdfJs(bytes, opts, new Deadline(20_000));
    expect(lite.reader).toBe('pdf-lite');
    expect(lite.numPages).toBe(reference.numPages);
    expect(lite.pages.flatMap((p) => p.lines).length).toBeGreaterThan(30);
    const lines = reference.pages.reduce((n, p) => n + p.lines.length, 0);
    const { diffs, spacing } = lineDiffs(lite.pages, reference.pages);
    expect(diffs).toEqual([]);
    expect(spacing).toBeLessThanOrEqual(Math.ceil(lines * 0.01));
  });

  const tex = [
    ['pdfTeX, T1 encoding, Type1 fonts', 'pdftex-t1.pdf'],
    ['pdfTeX, OT1 encoding (accents as separate glyphs)', 'pdftex-ot1.pdf'],
    ['LuaTeX, OpenType fonts', 'luatex.pdf'],
    ['XeTeX, OpenType fonts', 'xetex.pdf'],
    ['Texinfo (pdfTeX, plain TeX macros)', 'texinfo.pdf'],
    ['DocBook via dblatex style (pdfTeX, TeX Gyre, coloured links)', 'docbook.pdf'],
    ['specification style (pdfTeX, Times, cross-reference links)', 'spec.pdf'],
  ];

  it.each(tex)('%s: read by the fast reader, same lines and words as pdf.js', async (_, file) => {
    const bytes = new Uint8Array(readFileSync(join(TEX, file)));
    const lite = await readPdfPages(bytes, opts, new Deadline(20_000));
    const reference = await readPdfJs(bytes, opts, new Deadline(20_000));
    expect(lite.reader).toBe('pdf-lite');
    expect(lite.numPages).toBe(reference.numPages);
    const text = (pages: PageLines[]) => pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    expect(words(text(lite.pages))).toEqual(words(text(reference.pages)));
    const lines = reference.pages.reduce((n, p) => n + p.lines.length, 0);
    expect(lines).toBeGreaterThan(10);
    const { diffs, spacing } = lineDiffs(lite.pages, reference.pages);
    expect(diffs).toEqual([]);
    expect(spacing).toBeLessThanOrEqual(Math.ceil(lines * 0.01));
  });

  /**
   * Words pdftotext keeps apart that the fast reader runs together ("See" + "Section" → "SeeSection"): a
   * word of ours that is no word of pdftotext's but two of its neighbouring words joined.
   */
  function gluedWords(ours: string[], reference: string[]): string[] {
    const known = new Set(reference);
    const joined = new Map<string, number>();
    for (let i = 0; i + 1 < reference.length; i++) {
      const pair = reference[i]! + reference[i + 1]!;
      if (!known.has(pair)) joined.set(pair, (joined.get(pair) ?? 0) + 1);
    }
    return ours.filter((w) => !known.has(w) && (joined.get(w) ?? 0) > 0);
  }

  it.each(tex)('%s: at most 0.6 glued words per 1,000 of pdftotext’s', async (_, file) => {
    const path = join(TEX, file);
    const lower = (s: string) => words(s).map((w) => w.toLowerCase());
    // pdftotext's text, committed beside the PDF (made by ../fixtures/produced/make.ts pdftotext).
    const reference = lower(readFileSync(path.replace(/\.pdf$/, '.pdftotext.txt'), 'utf8'));
    const { pages } = await readPdfPages(new Uint8Array(readFileSync(path)), opts, new Deadline(20_000));
    const ours = lower(pages.flatMap((p) => p.lines.map((l) => l.text)).join(' '));
    expect(ours.length).toBeGreaterThan(reference.length * 0.95);
    const glued = gluedWords(ours, reference);
    expect(glued.length / (reference.length / 1000), glued.join(' ')).toBeLessThanOrEqual(0.6);
  });

  it('composes TeX accents drawn over their letters (OT1 fonts), in both readers, as pdftotext does', async () => {
    const spacingAccents = /[\u00b4\u00a8\u02c6\u02dc\u00b8\u02c7\u02d8\u02da\u00af\u02d9\u02dd\u02db`]/u;
    const t1 = new Uint8Array(readFileSync(join(TEX, 'pdftex-t1.pdf')));
    const t1Words = words(
      (await readPdfPages(t1, opts, new Deadline(20_000))).pages
        .flatMap((p) => p.lines.map((l) => l.text))
        .join(' '),
    );
    for (const file of ['pdftex-ot1.pdf', 'texinfo.pdf']) {
      const bytes = new Uint8Array(readFileSync(join(TEX, file)));
      for (const read of [readPdfPages, readPdfJs]) {
        const { pages } = await read(bytes, opts, new Deadline(20_000));
        const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
        expect(text, `${file} via ${read.name}`).not.toMatch(spacingAccents);
        expect(text).toContain('Wirtschaftsuniversität');
        expect(text).toContain('François');
        expect(text).toMatch(/[nN]aïve/);
        if (file === 'pdftex-ot1.pdf') {
          for (const word of [
            'Métro',
            'Möller',
            'Übermäßige',
            'l’Étoile',
            'Forlì',
            'À côté',
            'coração',
            'Ångström',
            'Šibenik',
            'Dvořák',
            'piñata',
          ])
            expect(text).toContain(word);
          // Same source as the T1 file, whose fonts have the accented letters: the same words.
          expect(words(text).join(' ')).toBe(t1Words.join(' '));
        }
      }
    }
  });

  it('keeps accents and expands ligatures the way pdf.js does', async () => {
    const bytes = new Uint8Array(readFileSync(file('fr Chromium')));
    const { pages } = await readPdfPages(bytes, opts, new Deadline(20_000));
    const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    expect(text).toMatch(/[éèàç]/);
    expect(text).not.toMatch(/[\ufb00-\ufb06]/);
  });
});

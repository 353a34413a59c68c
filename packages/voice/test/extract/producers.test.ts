/**
 * The PDF reader (pdf.js, decision 037) on files from real producers: LibreOffice (Writer export), Chromium
 * (Skia "Save as PDF", Type0/Identity-H fonts), cairo (pdftocairo), qpdf (object streams + xref
 * streams, linearization) and Ghostscript (PostScript → PDF: Type 1C fonts with a custom encoding and no ToUnicode), in
 * the five languages. Every page is read, and a file qpdf rewrote gives the lines of the file it came from.
 * Those files are committed (`../fixtures/produced/producers/`, made once by `../fixtures/produced/make.ts`),
 * so the tests need none of the producers. TeX files (pdfTeX with T1 and OT1 encodings, LuaTeX, XeTeX,
 * Texinfo, a dblatex-style DocBook book and a specification with cross-reference links) are committed
 * fixtures in `tex/`, made by `tex/make.sh` from the sources beside them, so CI needs no TeX installation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageLines } from '../../src/extract/layout.js';
import { readPdfPages } from '../../src/extract/pdf.js';
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

const words = (s: string) => s.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** The same lines at the same places: `a` and `b` are the same content written out differently. */
function sameLines(a: PageLines[], b: PageLines[]): void {
  expect(a.length).toBe(b.length);
  a.forEach((page, i) => {
    const other = b[i]!.lines;
    expect(
      page.lines.map((l) => l.text),
      `page ${i + 1}`,
    ).toEqual(other.map((l) => l.text));
    page.lines.forEach((line, j) => {
      expect(Math.abs(line.x - other[j]!.x), `page ${i + 1} line ${j} x`).toBeLessThan(0.5);
      expect(Math.abs(line.y - other[j]!.y), `page ${i + 1} line ${j} y`).toBeLessThan(0.5);
    });
  });
}

describe('PDF reader on real producers', () => {
  const cases = LANGS.flatMap((lang) => PRODUCERS.map((p) => `${lang} ${p.label}`));

  it.each(cases)('%s: every page read, with its text', async (name) => {
    const bytes = new Uint8Array(readFileSync(file(name)));
    const read = await readPdfPages(bytes, opts, new Deadline(20_000));
    expect(read.warnings).toEqual([]);
    expect(read.pagesRead).toBe(read.numPages);
    expect(read.pages.flatMap((p) => p.lines).length).toBeGreaterThan(30);
  });

  const rewritten = [
    ['LibreOffice via qpdf object streams', 'LibreOffice'],
    ['LibreOffice linearized by qpdf', 'LibreOffice'],
    ['Chromium via qpdf object streams', 'Chromium'],
  ] as const;
  const rewrittenCases = LANGS.flatMap((lang) => rewritten.map(([r, o]) => [`${lang} ${r}`, `${lang} ${o}`]));

  it.each(rewrittenCases)('%s: the same lines as %s', async (name, original) => {
    const read = (n: string) =>
      readPdfPages(new Uint8Array(readFileSync(file(n))), opts, new Deadline(20_000));
    sameLines((await read(name)).pages, (await read(original)).pages);
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

  it.each(tex)('%s: every page read, with its lines', async (_, file) => {
    const read = await readPdfPages(
      new Uint8Array(readFileSync(join(TEX, file))),
      opts,
      new Deadline(20_000),
    );
    expect(read.warnings).toEqual([]);
    expect(read.pagesRead).toBe(read.numPages);
    expect(read.pages.reduce((n, p) => n + p.lines.length, 0)).toBeGreaterThan(10);
  });

  /**
   * Words pdftotext keeps apart that the reader runs together ("See" + "Section" → "SeeSection"): a
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

  it('composes TeX accents drawn over their letters (OT1 fonts) as pdftotext does', async () => {
    const spacingAccents = /[\u00b4\u00a8\u02c6\u02dc\u00b8\u02c7\u02d8\u02da\u00af\u02d9\u02dd\u02db`]/u;
    const t1 = new Uint8Array(readFileSync(join(TEX, 'pdftex-t1.pdf')));
    const t1Words = words(
      (await readPdfPages(t1, opts, new Deadline(20_000))).pages
        .flatMap((p) => p.lines.map((l) => l.text))
        .join(' '),
    );
    for (const file of ['pdftex-ot1.pdf', 'texinfo.pdf']) {
      const bytes = new Uint8Array(readFileSync(join(TEX, file)));
      {
        const { pages } = await readPdfPages(bytes, opts, new Deadline(20_000));
        const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
        expect(text, file).not.toMatch(spacingAccents);
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

  it('keeps accents and expands ligatures', async () => {
    const bytes = new Uint8Array(readFileSync(file('fr Chromium')));
    const { pages } = await readPdfPages(bytes, opts, new Deadline(20_000));
    const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    expect(text).toMatch(/[éèàç]/);
    expect(text).not.toMatch(/[\ufb00-\ufb06]/);
  });
});

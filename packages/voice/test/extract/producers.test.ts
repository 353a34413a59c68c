/**
 * The fast PDF reader against pdf.js on files from real producers: LibreOffice (Writer export), Chromium
 * (Skia "Save as PDF", Type0/Identity-H fonts), cairo (pdftocairo), qpdf (object streams + xref
 * streams, linearization) and Ghostscript (PostScript → PDF: Type 1C fonts with a custom encoding and no ToUnicode), in
 * the five languages. The fast reader must take every one of them and give the same lines.
 * TeX files (pdfTeX with T1 and OT1 encodings, LuaTeX, XeTeX, Texinfo, a dblatex-style DocBook book and a
 * specification with cross-reference links) are committed fixtures in `tex/`,
 * made by `tex/make.sh` from the sources beside them, so CI needs no TeX installation.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageLines } from '../../src/extract/layout.js';
import { readPdfJs, readPdfPages } from '../../src/extract/pdf.js';
import { DEFAULT_OPTIONS, Deadline } from '../../src/extract/types.js';
import { makeTempDir, pandocDocx, sofficePdf } from './fixtures.js';

const AUTHORS = join(import.meta.dirname, '..', 'fixtures', 'authors');
const TEX = join(import.meta.dirname, 'tex');
const LANGS = ['en', 'de', 'fr', 'it', 'pt'];

const tmp = makeTempDir('inkprint-producers-');
const files = new Map<string, string>();

function markdown(lang: string): string {
  const dir = join(AUTHORS, lang);
  const texts = readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  return [
    `# ${lang.toUpperCase()} sampler`,
    '',
    ...texts.flatMap((t, i) => [`## Part ${i + 1}`, '', t, '']),
  ].join('\n');
}

function chromiumPdf(html: string, out: string): void {
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${join(tmp.dir, 'chromium-profile')}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      html,
    ],
    { stdio: 'pipe', timeout: 60_000 },
  );
}

/** A PostScript program setting the texts in re-encoded Times (ISO Latin-1), as old print pipelines do. */
function postscript(lang: string): Buffer {
  const psString = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const plain = (t: string) =>
    t
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[—–]/g, '-')
      .replace(/[^\x20-\xff]/g, '');
  const wrap = (t: string) => {
    const lines: string[] = [];
    let line = '';
    for (const word of t.split(/\s+/)) {
      if (line && line.length + word.length + 1 > 85) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines;
  };
  const out = [
    '%!PS-Adobe-3.0',
    '/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall',
    '  /Encoding ISOLatin1Encoding def currentdict end definefont pop } def',
    '/TR /Times-Roman reenc /TB /Times-Bold reenc',
  ];
  let y = 720;
  const show = (font: string, size: number, text: string) => {
    if (y < 72) {
      out.push('showpage');
      y = 720;
    }
    out.push(`/${font} findfont ${size} scalefont setfont 72 ${y} moveto (${psString(plain(text))}) show`);
    y -= size + 3;
  };
  for (const para of markdown(lang).split(/\n\s*\n/)) {
    const text = para
      .replace(/^#+\s*/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    if (para.startsWith('#')) show('TB', 14, text);
    else for (const line of wrap(text)) show('TR', 11, line);
    y -= 8;
  }
  out.push('showpage');
  return Buffer.from(out.join('\n'), 'latin1');
}

beforeAll(() => {
  const docxs = LANGS.map((lang) => pandocDocx(tmp.dir, lang, markdown(lang)));
  const libre = sofficePdf(tmp.dir, docxs);
  for (const [i, lang] of LANGS.entries()) {
    const pdf = libre[i]!;
    files.set(`${lang} LibreOffice`, pdf);
    const cairo = join(tmp.dir, `${lang}-cairo.pdf`);
    execFileSync('pdftocairo', ['-pdf', pdf, cairo], { stdio: 'pipe' });
    files.set(`${lang} cairo`, cairo);
    const html = join(tmp.dir, `${lang}.html`);
    writeFileSync(
      html,
      execFileSync('pandoc', ['-s', '-f', 'markdown', '-t', 'html', '--metadata', `title=${lang}`], {
        input: markdown(lang),
      }),
    );
    const ps = join(tmp.dir, `${lang}.ps`);
    writeFileSync(ps, postscript(lang));
    const gs = join(tmp.dir, `${lang}-ghostscript.pdf`);
    execFileSync('ps2pdf', [ps, gs], { stdio: 'pipe', timeout: 60_000 });
    files.set(`${lang} Ghostscript`, gs);
    const chrome = join(tmp.dir, `${lang}-chromium.pdf`);
    chromiumPdf(html, chrome);
    files.set(`${lang} Chromium`, chrome);
    for (const [label, source] of [
      ['LibreOffice', pdf],
      ['Chromium', chrome],
    ] as const) {
      const packed = join(tmp.dir, `${lang}-${label}-objstm.pdf`);
      execFileSync('qpdf', ['--object-streams=generate', source, packed], { stdio: 'pipe' });
      files.set(`${lang} ${label} via qpdf object streams`, packed);
    }
    // Linearized ("fast web view"): a first-page xref at the start chained to the main one.
    const linear = join(tmp.dir, `${lang}-linearized.pdf`);
    execFileSync('qpdf', ['--linearize', '--object-streams=generate', pdf, linear], { stdio: 'pipe' });
    files.set(`${lang} LibreOffice linearized by qpdf`, linear);
  }
}, 240_000);

afterAll(() => tmp.cleanup());

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
  const cases = LANGS.flatMap((lang) =>
    [
      'LibreOffice',
      'cairo',
      'Chromium',
      'Ghostscript',
      'LibreOffice via qpdf object streams',
      'Chromium via qpdf object streams',
      'LibreOffice linearized by qpdf',
    ].map((p) => `${lang} ${p}`),
  );

  it.each(cases)('%s: read by the fast reader, same lines as pdf.js', async (name) => {
    const bytes = new Uint8Array(readFileSync(files.get(name)!));
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
    const reference = lower(execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString());
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
    const bytes = new Uint8Array(readFileSync(files.get('fr Chromium')!));
    const { pages } = await readPdfPages(bytes, opts, new Deadline(20_000));
    const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join(' ');
    expect(text).toMatch(/[éèàç]/);
    expect(text).not.toMatch(/[\ufb00-\ufb06]/);
  });
});

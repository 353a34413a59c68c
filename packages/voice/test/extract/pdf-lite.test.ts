/**
 * The fast PDF reader (pdf-lite) on hand-built files: which reader ran, and the same lines as pdf.js
 * wherever pdf.js can read the file. Files outside pdf-lite's subset must go to pdf.js, and limits must
 * hold on both paths.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText, isExtractError } from '../../src/extract/index.js';
import type { PageLines } from '../../src/extract/layout.js';
import { readPdfJs, readPdfPages } from '../../src/extract/pdf.js';
import { readPdfLite, Unsupported } from '../../src/extract/pdf-lite/index.js';
import { DEFAULT_OPTIONS, Deadline, type ResolvedOptions } from '../../src/extract/types.js';
import { handMadePdf } from './fixtures.js';
import {
  appendUpdate,
  buildPdf,
  cidFont,
  descriptor,
  onePage,
  type PdfObject,
  simpleFont,
  toUnicodeCMap,
  type0Font,
} from './pdf-builder.js';

/** Page resources naming object 5 (the first extra object of `onePage` with one content stream) /F1. */
const F1 = '<< /Font << /F1 5 0 R >> >>';

const texts = (pages: PageLines[]) => pages.map((p) => p.lines.map((l) => l.text));
const options = (): ResolvedOptions => ({ ...DEFAULT_OPTIONS });

async function read(pdf: Uint8Array): Promise<{ reader: 'pdf-lite' | 'pdfjs' | 'mixed'; text: string[][] }> {
  const result = await readPdfPages(pdf, options(), new Deadline(20_000));
  return { reader: result.reader, text: texts(result.pages) };
}

async function readWithPdfJs(pdf: Uint8Array): Promise<string[][]> {
  return texts((await readPdfJs(pdf, options(), new Deadline(20_000))).pages);
}

/** pdf-lite reads the file, gets `expected`, and pdf.js agrees. */
async function expectLite(pdf: Uint8Array, expected: string[][]): Promise<void> {
  const { reader, text } = await read(pdf);
  expect(reader).toBe('pdf-lite');
  expect(text).toEqual(expected);
  expect(await readWithPdfJs(pdf)).toEqual(text);
}

/** pdf-lite declines the file and pdf.js reads `expected`. */
async function expectFallback(pdf: Uint8Array, expected: string[][]): Promise<void> {
  await expect(readPdfLite(pdf, options(), new Deadline(20_000))).rejects.toBeInstanceOf(Unsupported);
  const { reader, text } = await read(pdf);
  expect(reader).toBe('pdfjs');
  expect(text).toEqual(expected);
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');
const fromLatin1 = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

/** A one-page file showing `content` with a WinAnsi TrueType font as /F1. */
function textPdf(content: PdfObject | string, font = simpleFont({ lastChar: 255 })): Uint8Array {
  return buildPdf(onePage(content, [font], { resources: F1 }));
}

describe('pdf-lite: cross-reference formats', () => {
  it('reads a classic xref table with a WinAnsi font, accents included', async () => {
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td (Hello world) Tj 0 -20 Td ' +
        '(Caf\xe9 \xfcber Gar\xe7on S\xe3o Stra\xdfe \x80 5 \x93quoted\x94 it\x92s \x91single\x92) Tj ET',
    );
    await expectLite(pdf, [['Hello world', 'Café über Garçon São Straße € 5 “quoted” it’s ‘single’']]);
  });

  it('decodes the whole WinAnsi upper half as PDF defines it, not as Latin-1', async () => {
    // 0x80–0x9F are not C1 controls in WinAnsiEncoding; 0xA0 is a space, 0xAD a hyphen, unused codes bullets.
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td (\x85 \x96 \x97 \x99 \x9c \x8a \x9f \x84x\x93 e\xadmail a\xa0b p\x81q) Tj ET',
    );
    await expectLite(pdf, [['… – — ™ œ Š Ÿ „x“ e-mail a b p•q']]);
  });

  it('reads an xref stream (PNG Up predictor) with objects packed in an object stream', async () => {
    const content = {
      stream: 'BT /F1 12 Tf 72 700 Td (Packed objects) Tj 0 -20 Td (Second line) Tj ET',
      deflate: true,
    };
    const pdf = buildPdf(onePage(content, [simpleFont()], { resources: F1 }), { xref: 'stream' });
    const raw = latin1(pdf);
    expect(raw).toContain('/Type /ObjStm');
    expect(raw).toContain('/Predictor 12');
    expect(raw).not.toMatch(/\nxref\n/);
    await expectLite(pdf, [['Packed objects', 'Second line']]);
  });

  it('reads the new content of an incremental update, over a table or an xref stream', async () => {
    for (const xref of ['table', 'stream'] as const) {
      const base = buildPdf(
        onePage('BT /F1 12 Tf 72 700 Td (Old content) Tj ET', [simpleFont()], { resources: F1 }),
        { xref },
      );
      const updated = appendUpdate(base, { 4: { stream: 'BT /F1 12 Tf 72 700 Td (New content) Tj ET' } });
      expect(latin1(updated)).toContain('/Prev ');
      await expectLite(base, [['Old content']]);
      await expectLite(updated, [['New content']]);
    }
  });

  it('refuses an xref entry that points at another object instead of reading the wrong one', async () => {
    const font = simpleFont();
    const pdf = buildPdf(
      onePage(
        ['BT /F1 12 Tf 72 700 Td (First line) Tj ET', 'BT /F1 12 Tf 72 680 Td (Second line) Tj ET'],
        [font],
        {
          resources: '<< /Font << /F1 6 0 R >> >>',
        },
      ),
    );
    // Swap the xref entries of the two content streams (objects 4 and 5): read as they point, the page
    // would come out as "Second line", "First line".
    const raw = latin1(pdf);
    const entry = (num: number) => `${String(raw.indexOf(`\n${num} 0 obj`) + 1).padStart(10, '0')} 00000 n `;
    const table = raw.lastIndexOf('\nxref\n');
    const swapped =
      raw.slice(0, table) +
      raw.slice(table).replace(entry(4), '#').replace(entry(5), entry(4)).replace('#', entry(5));
    expect(swapped).not.toBe(raw);
    await expectLite(pdf, [['First line', 'Second line']]);
    await expect(readPdfLite(fromLatin1(swapped), options(), new Deadline(20_000))).rejects.toBeInstanceOf(
      Unsupported,
    );
  });
});

describe('pdf-lite: fonts', () => {
  it('reads a Type0 Identity-H font through its ToUnicode map', async () => {
    // a–z are CIDs 0x10–0x29 (bfrange), W ö "rld" are 0x30–0x32 (array-form bfrange), CID 6 is the fi ligature.
    const cid = (s: string) =>
      [...s].map((ch) => {
        const fixed: Record<string, number> = { H: 1, ' ': 5, '\ufb01': 6, '€': 7, W: 0x30, ö: 0x31 };
        const code = fixed[ch] ?? 0x10 + ch.charCodeAt(0) - 97;
        return code.toString(16).padStart(4, '0');
      });
    const cmap = toUnicodeCMap({
      bfchar: [
        [1, 'H'],
        [5, ' '],
        [6, '\ufb01'],
        [7, '€'],
      ],
      bfrange: [
        [0x10, 0x29, 'a'],
        [0x30, 0x32, ['W', 'ö', 'rld']],
      ],
    });
    const content =
      `BT /F1 12 Tf 72 700 Td <${cid('Hello \ufb01able').join('')}> Tj ` +
      `0 -20 Td [<${cid('W').join(' ')}> -20 <${cid('ö').join('')}0032> -300 <${cid('€').join('')}>] TJ ET`;
    const pdf = buildPdf(
      onePage(
        content,
        [type0Font(6, 7), cidFont('[1 [722] 5 [278 500 556] 16 41 556 48 [944 556 722]]'), cmap],
        { resources: F1 },
      ),
    );
    await expectLite(pdf, [['Hello fiable', 'Wörld €']]);
  });

  it('maps /Differences glyph names', async () => {
    const font = simpleFont({
      lastChar: 255,
      encoding:
        '<< /Type /Encoding /BaseEncoding /WinAnsiEncoding ' +
        '/Differences [128 /eacute /quoteright /fi /uni00E9 /Euro /f_f /uniFB02 /gcommaaccent /Scommaaccent] >>',
    });
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td (caf\x80 it\x81s \x82ne r\x83sum\x80 \x84 o\x85er \x86ow \x87 \x88) Tj ET',
      font,
    );
    await expectLite(pdf, [['café it’s fine résumé € offer flow ģ Ș']]);
  });

  it('maps the symbol and superscript glyph names of the Latin encodings', async () => {
    const names =
      '/onesuperior /twosuperior /ring /caron /pi /Omega /infinity /lessequal /notequal /Zcaron /ydieresis';
    const font = simpleFont({
      lastChar: 255,
      encoding: `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${names}] >>`,
    });
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td (m\x80 m\x81 \x82 \x83 \x84 \x85 \x86 \x87 \x88 \x89 \x8a) Tj ET',
      font,
    );
    await expectLite(pdf, [['m¹ m² ˚ ˇ π Ω ∞ ≤ ≠ Ž ÿ']]);
  });

  it('reads MacRomanEncoding as PDF defines it', async () => {
    const font = simpleFont({ lastChar: 255, encoding: '/MacRomanEncoding' });
    const pdf = textPdf('BT /F1 12 Tf 72 700 Td (caf\x8e \xd2q\xd3 \xdene \xdfow \xdb5) Tj ET', font);
    await expectLite(pdf, [['café “q” fine flow ¤5']]);
  });
});

describe('pdf-lite: content streams', () => {
  it('turns wide TJ gaps into spaces and keeps kerned words whole', async () => {
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td [(The)-300(quick)-300(brown)-300(fox)] TJ ' +
        '0 -20 Td [(W)-20(ord)20(s)] TJ 0 -20 Td [(Ki)-15(ss)-250(me)] TJ ' +
        '0 -20 Td [(just)-105(over)-99(under)] TJ ET',
    );
    // pdf.js's threshold is 0.102 em: -105 is a word space, -99 is kerning.
    await expectLite(pdf, [['The quick brown fox', 'Words', 'Kiss me', 'just overunder']]);
  });

  it('decodes literal and hex string syntax', async () => {
    // Code 10 is the fi glyph here, so the \n escape must produce byte 10.
    const font = simpleFont({
      lastChar: 255,
      encoding: '<< /BaseEncoding /WinAnsiEncoding /Differences [10 /fi] >>',
    });
    const pdf = textPdf(
      'BT /F1 12 Tf 72 700 Td (a\\(b\\)c\\\\d) Tj 0 -20 Td (caf\\351 (nested (deep)) x) Tj ' +
        '0 -20 Td (de\\nne con\\\ntinued \\101\\102C) Tj ' +
        '0 -20 Td <48 65 6c\n6c 6F> Tj 0 -20 Td <41 4> Tj ET',
      font,
    );
    await expectLite(pdf, [['a(b)c\\d', 'café (nested (deep)) x', 'define continued ABC', 'Hello', 'A@']]);
  });

  it('decodes the ASCIIHex and ASCII85 filters, alone and chained before Flate', async () => {
    const content = 'BT /F1 12 Tf 72 700 Td (Filtered text) Tj ET';
    const hex = `${Buffer.from(content, 'latin1').toString('hex').replace(/(..)/g, '$1 ')}>`;
    const ascii85 = (data: Uint8Array) => {
      let out = '';
      for (let i = 0; i < data.length; i += 4) {
        const chunk = [0, 1, 2, 3].map((k) => data[i + k] ?? 0);
        const n = Math.min(4, data.length - i);
        let v = ((chunk[0]! << 24) | (chunk[1]! << 16) | (chunk[2]! << 8) | chunk[3]!) >>> 0;
        if (v === 0 && n === 4) {
          out += 'z';
          continue;
        }
        const digits: string[] = [];
        for (let k = 0; k < 5; k++) {
          digits.unshift(String.fromCharCode(33 + (v % 85)));
          v = Math.floor(v / 85);
        }
        out += digits.slice(0, n + 1).join('');
      }
      return `${out}~>`;
    };
    const flate85 = ascii85(new Uint8Array(deflateSync(Buffer.from(content, 'latin1'))));
    for (const [filter, data] of [
      ['/ASCIIHexDecode', hex],
      ['/ASCII85Decode', ascii85(Buffer.from(content, 'latin1'))],
      ['[/ASCII85Decode /FlateDecode]', flate85],
    ] as const) {
      await expectLite(textPdf({ dict: `/Filter ${filter}`, stream: data }), [['Filtered text']]);
    }
  });

  it('reads page content split over two streams between operands and operator', async () => {
    const parts = ['BT /F1 12 Tf 72 700', 'Td [(Split) -300', '(content)] TJ ET'];
    const pdf = buildPdf(onePage(parts, [simpleFont()], { resources: '<< /Font << /F1 7 0 R >> >>' }));
    await expectLite(pdf, [['Split content']]);
  });

  it('follows the text state operators', async () => {
    const pdf = textPdf(
      'BT /F1 12 Tf 14 TL 72 700 Td (Line one) Tj T* (Line two) Tj (Line three) \' 2 0.5 (Line four) " ' +
        '0 -14 TD (Line five) Tj 1 0 0 1 300 500 Tm 50 Tz 3 Ts (Scaled) Tj ET',
    );
    await expectLite(pdf, [['Line one', 'Line two', 'Line three', 'Line four', 'Line five', 'Scaled']]);
  });

  it('decodes #xx escapes in operand names', async () => {
    const form = {
      dict: '/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F#201 5 0 R >> >>',
      stream: 'BT /F#201 12 Tf 72 600 Td (In the form) Tj ET',
    };
    const pdf = buildPdf(
      onePage('BT /F#31 12 Tf 72 700 Td (Page) Tj ET /Fm#20A Do', [simpleFont(), form], {
        resources: '<< /Font << /F1 5 0 R >> /XObject << /Fm#20A 6 0 R >> >>',
      }),
    );
    await expectLite(pdf, [['Page', 'In the form']]);
  });
});

describe('pdf-lite: XObjects and inline images', () => {
  const form = (matrix: string, resources: string, stream: string) => ({
    dict: `/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [${matrix}] /Resources ${resources}`,
    stream,
  });

  it('shows the text of form XObjects with their matrix, draws a cycle once and skips images', async () => {
    const shown = form('1 0 0 1 0 -100', F1, 'BT /F1 12 Tf 72 700 Td (In the form) Tj ET');
    const loop = form(
      '1 0 0 1 0 -20',
      '<< /Font << /F1 5 0 R >> /XObject << /Me 7 0 R >> >>',
      'BT /F1 12 Tf 72 500 Td (Loop) Tj ET /Me Do /Me Do',
    );
    const image = {
      dict: '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8',
      stream: Uint8Array.of(0, 255, 255, 0),
    };
    const content =
      'BT /F1 12 Tf 72 700 Td (Before) Tj ET /Fm Do /Im Do q 1 0 0 1 0 -300 cm /Cy Do Q ' +
      'BT /F1 12 Tf 72 100 Td (After) Tj ET';
    const pdf = buildPdf(
      onePage(content, [simpleFont(), shown, loop, image], {
        resources: '<< /Font << /F1 5 0 R >> /XObject << /Fm 6 0 R /Cy 7 0 R /Im 8 0 R >> >>',
      }),
    );
    // Without the form matrix, "In the form" would share the baseline of "Before" and join its line.
    await expectLite(pdf, [['Before', 'In the form', 'Loop', 'After']]);
  });

  it('hands deeply nested forms to pdf.js rather than dropping the deepest text', async () => {
    const depth = 15;
    const forms = Array.from({ length: depth }, (_, k) =>
      form(
        '1 0 0 1 0 -20',
        `<< /Font << /F1 5 0 R >> /XObject << /N ${k + 7} 0 R >> >>`,
        `BT /F1 12 Tf 72 700 Td (L${k}) Tj ET${k < depth - 1 ? ' /N Do' : ''}`,
      ),
    );
    const pdf = buildPdf(
      onePage('/N Do', [simpleFont(), ...forms], {
        resources: '<< /Font << /F1 5 0 R >> /XObject << /N 6 0 R >> >>',
      }),
    );
    await expectFallback(pdf, [Array.from({ length: depth }, (_, k) => `L${k}`)]);
  });

  it('skips an inline image whose data contains "EI" and reads the text after it', async () => {
    // "EI" inside the data ("EI( EI\x01(") is followed by a non-space byte, so it does not end the image; if
    // it did, the "(" after it would open a string that swallows the rest of the page.
    const data = Uint8Array.of(0x45, 0x49, 0x28, 0x20, 0x45, 0x49, 0x01, 0x28);
    const stream = Buffer.concat([
      Buffer.from(
        'BT /F1 12 Tf 72 720 Td (Before image) Tj ET q 10 0 0 10 50 50 cm BI /W 4 /H 2 /CS /G /BPC 8 ID ',
        'latin1',
      ),
      data,
      Buffer.from('\nEI Q BT /F1 12 Tf 72 700 Td (After image) Tj ET', 'latin1'),
    ]);
    await expectLite(textPdf({ stream: new Uint8Array(stream) }), [['Before image', 'After image']]);
  });
});

describe('pdf-lite: page tree', () => {
  it('inherits /Resources from the /Pages nodes, and a page’s own win', async () => {
    const own = simpleFont({ encoding: '<< /BaseEncoding /WinAnsiEncoding /Differences [120 /eacute] >>' });
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 /Resources << /Font << /F1 9 0 R >> >> >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>',
      { stream: 'BT /F1 12 Tf 72 700 Td (Inherited cafx) Tj ET' },
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 7 0 R /Resources << /Font << /F1 8 0 R >> >> >>',
      { stream: 'BT /F1 12 Tf 72 700 Td (Own cafx) Tj ET' },
      own,
      simpleFont(),
    ]);
    await expectLite(pdf, [['Inherited cafx'], ['Own café']]);
  });
});

describe('pdf-lite: fallbacks to pdf.js', () => {
  it('leaves a standard-14 font without widths to pdf.js', async () => {
    await expectFallback(handMadePdf(false), [['Hello world']]);
  });

  it('leaves a Type3 font to pdf.js', async () => {
    const type3 =
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] ' +
      '/CharProcs << /a 6 0 R /b 6 0 R >> /Encoding << /Type /Encoding /Differences [97 /a /b] >> ' +
      '/FirstChar 97 /LastChar 98 /Widths [1000 1000] /Resources << >> >>';
    const glyph = { stream: '1000 0 0 0 750 750 d1 0 0 750 750 re f' };
    const pdf = buildPdf(onePage('BT /F1 12 Tf 72 700 Td (abba) Tj ET', [type3, glyph], { resources: F1 }));
    await expectFallback(pdf, [['abba']]);
  });

  it('leaves only the pages it cannot read to pdf.js', async () => {
    const type3 =
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] ' +
      '/CharProcs << /a 9 0 R /b 9 0 R >> /Encoding << /Type /Encoding /Differences [97 /a /b] >> ' +
      '/FirstChar 97 /LastChar 98 /Widths [1000 1000] /Resources << >> >>';
    const page = (content: number, font: number) =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`;
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
      page(6, 10),
      page(7, 11),
      page(8, 10),
      { stream: 'BT /F1 12 Tf 72 700 Td (First page) Tj ET' },
      { stream: 'BT /F1 12 Tf 72 700 Td (abba) Tj ET' },
      { stream: 'BT /F1 12 Tf 72 700 Td (Third page) Tj ET' },
      { stream: '1000 0 0 0 750 750 d1 0 0 750 750 re f' },
      simpleFont(),
      type3,
    ]);
    const lite = await readPdfLite(pdf, options(), new Deadline(20_000));
    expect(lite.unsupportedPages).toEqual([2]);
    const { reader, text } = await read(pdf);
    expect(reader).toBe('mixed');
    expect(text).toEqual([['First page'], ['abba'], ['Third page']]);
    expect(await readWithPdfJs(pdf)).toEqual(text);
  });

  it('leaves an LZWDecode content stream to pdf.js', async () => {
    // LZW with only literal codes: 9-bit codes, a clear code first and whenever the table would grow to 10 bits.
    const lzw = (text: string): Uint8Array => {
      const codes = [256];
      let next = 258;
      for (const b of Buffer.from(text, 'latin1')) {
        codes.push(b);
        if (++next >= 511) {
          codes.push(256);
          next = 258;
        }
      }
      codes.push(257);
      const out: number[] = [];
      let acc = 0;
      let bits = 0;
      for (const c of codes) {
        acc = ((acc << 9) | c) & 0xffffff;
        bits += 9;
        while (bits >= 8) {
          out.push((acc >> (bits - 8)) & 255);
          bits -= 8;
        }
      }
      if (bits > 0) out.push((acc << (8 - bits)) & 255);
      return Uint8Array.from(out);
    };
    const content = { dict: '/Filter /LZWDecode', stream: lzw('BT /F1 12 Tf 72 700 Td (LZW text) Tj ET') };
    await expectFallback(textPdf(content), [['LZW text']]);
  });

  it('leaves a symbolic font without encoding or ToUnicode to pdf.js', async () => {
    const font = simpleFont({
      encoding: null,
      baseFont: 'ABCDEF+Pictos',
      extra: `/FontDescriptor ${descriptor('ABCDEF+Pictos', 4)}`,
    });
    await expectFallback(textPdf('BT /F1 12 Tf 72 700 Td (Symbols) Tj ET', font), [['Symbols']]);
  });

  it('leaves a broken startxref offset to pdf.js, which rebuilds the table', async () => {
    const raw = latin1(textPdf('BT /F1 12 Tf 72 700 Td (Broken xref) Tj ET'));
    const broken = raw.replace(/startxref\n(\d+)/, (_, n: string) => `startxref\n${Number(n) + 25}`);
    expect(broken).not.toBe(raw);
    await expectFallback(fromLatin1(broken), [['Broken xref']]);
  });
});

describe('pdf-lite: hostile files', () => {
  async function expectRejected(pdf: Uint8Array, code: string, opts = {}): Promise<void> {
    await expect(extractText(pdf, 'hostile.pdf', opts)).rejects.toMatchObject({ name: 'ExtractError', code });
  }

  it('refuses a content stream that inflates past maxInflatedBytes', async () => {
    const bomb = `BT /F1 12 Tf 72 700 Td (Bomb) Tj ET${' '.repeat(4 * 1024 * 1024)}`;
    const pdf = textPdf({ stream: bomb, deflate: true });
    expect(pdf.length).toBeLessThan(64 * 1024);
    await expectRejected(pdf, 'TOO_LARGE', { maxInflatedBytes: 1_000_000 });
    // Under the default cap the same file is fine: the limit, not the file, made it fail.
    expect((await extractText(pdf, 'fine.pdf')).text).toBe('Bomb');
  });

  it('refuses page counts over maxPages, declared or real', async () => {
    const declared = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 5000 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      { stream: 'BT /F1 12 Tf 72 700 Td (Page) Tj ET' },
      simpleFont(),
    ]);
    await expectRejected(declared, 'TOO_LARGE', { maxPages: 100 });
    // 150 real pages under a /Count that claims one.
    const page =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>';
    const kids = Array.from({ length: 150 }, (_, i) => `${i + 5} 0 R`).join(' ');
    const real = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count 1 >>`,
      { stream: 'BT /F1 12 Tf 72 700 Td (Page) Tj ET' },
      simpleFont(),
      ...Array.from({ length: 150 }, () => page),
    ]);
    await expectRejected(real, 'TOO_LARGE', { maxPages: 100 });
  });

  it('rejects a page tree that contains itself with an ExtractError', async () => {
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      { stream: 'BT /F1 12 Tf 72 700 Td (Loop page) Tj ET' },
      simpleFont(),
    ]);
    await expect(readPdfLite(pdf, options(), new Deadline(20_000))).rejects.toBeInstanceOf(Unsupported);
    const error = await extractText(pdf, 'loop.pdf').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isExtractError(error)).toBe(true);
  });

  it('still reports an encrypted file as ENCRYPTED', async () => {
    await expect(readPdfLite(handMadePdf(true), options(), new Deadline(20_000))).rejects.toBeInstanceOf(
      Unsupported,
    );
    await expectRejected(handMadePdf(true), 'ENCRYPTED');
  });
});

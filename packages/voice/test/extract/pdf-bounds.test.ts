/**
 * Every PDF path is bounded: no stream inflates past the cap whichever reader would read it (pdf.js
 * included). The typed errors are tested here (the deadline's hold on pdf.js in pdf-deadline.test.ts); the time and memory of a real bomb are measured by `npm run bench:voice`.
 */
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../src/extract/index.js';
import { buildPdf, onePage, simpleFont } from './pdf-builder.js';

const F1 = '<< /Font << /F1 5 0 R >> >>';
/** Inflates to 80 MB, past the default cap (50 MB). */
const BOMB_BYTES = 80 * 1024 * 1024;

/** The same file without its cross-reference table and startxref: the fast reader hands it to pdf.js. */
function withoutXref(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  return pdf.subarray(0, text.lastIndexOf('xref'));
}

/**
 * LZW data (PDF's 9–12-bit codes, EarlyChange 1) for `cycles` tables' worth of one long run of spaces:
 * each code names a string one byte longer than the last, so ~5 KB of codes decode to ~7 MB.
 */
function lzwSpaces(cycles: number): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let accBits = 0;
  let bits = 9;
  let next = 258;
  const write = (code: number) => {
    acc = (acc << bits) | code;
    accBits += bits;
    while (accBits >= 8) {
      out.push((acc >> (accBits - 8)) & 0xff);
      accBits -= 8;
    }
    acc &= (1 << accBits) - 1;
  };
  for (let c = 0; c < cycles; c++) {
    write(256);
    bits = 9;
    next = 258;
    write(32);
    if (next + 1 >= 1 << bits) bits++;
    while (next < 4095) {
      write(next);
      next++;
      if (next + 1 >= 1 << bits && bits < 12) bits++;
    }
  }
  write(257);
  if (accBits > 0) out.push((acc << (8 - accBits)) & 0xff);
  return Uint8Array.from(out);
}

let inflated: Buffer;
let bomb: Buffer;

beforeAll(() => {
  inflated = Buffer.concat([
    Buffer.from('BT /F1 12 Tf 72 700 Td (Bomb) Tj ET'),
    Buffer.alloc(BOMB_BYTES, 32),
  ]);
  bomb = deflateSync(inflated, { level: 9 });
}, 30_000);

describe('PDF bounds on the pdf.js path', () => {
  it('refuses a Flate bomb in a file without startxref with TOO_LARGE', async () => {
    const pdf = withoutXref(
      buildPdf(onePage({ dict: '/Filter /FlateDecode', stream: bomb }, [simpleFont()], { resources: F1 })),
    );
    expect(pdf.length).toBeLessThan(200 * 1024);
    await expect(extractText(pdf, 'bomb.pdf')).rejects.toMatchObject({
      name: 'ExtractError',
      code: 'TOO_LARGE',
    });
  });

  it('reads the same kind of file when its stream stays under the cap', async () => {
    const small = deflateSync(inflated.subarray(0, 4 * 1024 * 1024));
    const pdf = withoutXref(
      buildPdf(onePage({ dict: '/Filter /FlateDecode', stream: small }, [simpleFont()], { resources: F1 })),
    );
    const result = await extractText(pdf, 'fine.pdf');
    expect(result).toMatchObject({ reader: 'pdfjs', text: 'Bomb' });
  });

  it('refuses a bomb under two Flate layers and one labelled as an image but drawn as page contents', async () => {
    const twice = deflateSync(bomb);
    const layered = withoutXref(
      buildPdf(
        onePage({ dict: '/Filter [/FlateDecode /FlateDecode]', stream: twice }, [simpleFont()], {
          resources: F1,
        }),
      ),
    );
    await expect(extractText(layered, 'layered.pdf')).rejects.toMatchObject({ code: 'TOO_LARGE' });
    const disguised = withoutXref(
      buildPdf(
        onePage(
          {
            dict: '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode',
            stream: bomb,
          },
          [simpleFont()],
          { resources: F1 },
        ),
      ),
    );
    await expect(extractText(disguised, 'disguised.pdf')).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('refuses an LZW bomb with TOO_LARGE', async () => {
    const lzw = lzwSpaces(12);
    const pdf = withoutXref(
      buildPdf(onePage({ dict: '/Filter /LZWDecode', stream: lzw }, [simpleFont()], { resources: F1 })),
    );
    expect(pdf.length).toBeLessThan(200 * 1024);
    await expect(extractText(pdf, 'lzw.pdf')).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('refuses a bomb in a Type3 glyph of a page that only pdf.js reads (mixed file) with TOO_LARGE', async () => {
    const type3 =
      '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 750 750] /FontMatrix [0.001 0 0 0.001 0 0] ' +
      '/CharProcs << /a 9 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> ' +
      '/FirstChar 97 /LastChar 97 /Widths [1000] /Resources << >> >>';
    const page = (content: number, font: number) =>
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`;
    const glyph = deflateSync(
      Buffer.concat([Buffer.from('1000 0 0 0 750 750 d1 0 0 750 750 re f'), Buffer.alloc(BOMB_BYTES, 32)]),
    );
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>',
      page(6, 10),
      page(7, 11),
      page(8, 10),
      { stream: 'BT /F1 12 Tf 72 700 Td (First) Tj ET' },
      { stream: 'BT /F1 12 Tf 72 700 Td (aaa) Tj ET' },
      { stream: 'BT /F1 12 Tf 72 700 Td (Third) Tj ET' },
      { dict: '/Filter /FlateDecode', stream: glyph },
      simpleFont(),
      type3,
    ]);
    await expect(extractText(pdf, 'mixed-bomb.pdf')).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });
});

/**
 * Hostile and broken inputs: every one must fail with the right typed error (a hang fails by the test's
 * time limit; speed itself is measured by bench:voice, not asserted here, except for the word/media/ bomb,
 * whose time and peak memory are the point: issue #20, decision 016).
 */
import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ExtractErrorCode, type ExtractOptions, extractText } from '../../src/extract/index.js';
import { docxSkeleton, handMadePdf, rawZip } from './fixtures.js';

async function expectFailure(
  bytes: Uint8Array,
  filename: string,
  code: ExtractErrorCode,
  opts?: ExtractOptions,
): Promise<void> {
  await expect(extractText(bytes, filename, opts)).rejects.toMatchObject({ name: 'ExtractError', code });
}

/** A last, empty stored block: ends a raw deflate stream whose blocks were written with a sync flush. */
const FINAL_EMPTY_BLOCK = new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff]);

const types = { name: '[Content_Types].xml', data: strToU8('<Types/>'), method: 0 as const, declaredSize: 8 };

describe('hostile PDFs', () => {
  it('reports a password-protected PDF as ENCRYPTED', async () => {
    await expectFailure(handMadePdf(true), 'secret.pdf', 'ENCRYPTED');
  });

  it('reports truncated and garbled PDFs as CORRUPT', async () => {
    const pdf = handMadePdf(false);
    await expectFailure(pdf.subarray(0, pdf.length >> 1), 'half.pdf', 'CORRUPT');
    await expectFailure(strToU8('%PDF-1.7\nnot really a pdf'), 'fake.pdf', 'CORRUPT');
    await expectFailure(new Uint8Array(0), 'empty.pdf', 'CORRUPT');
  });

  it('refuses a PDF over the page cap', async () => {
    await expectFailure(handMadePdf(false), 'one-page.pdf', 'TOO_LARGE', { maxPages: 0 });
  });

  it('times out with TIMEOUT', async () => {
    await expect(extractText(handMadePdf(false), 'slow.pdf', { timeoutMs: 1 })).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });

  it('reads a valid hand-made PDF without detaching the caller’s buffer', async () => {
    const pdf = handMadePdf(false);
    const result = await extractText(pdf, 'hello.pdf');
    expect(result).toMatchObject({ kind: 'pdf', pages: 1, text: 'Hello world' });
    expect(pdf.byteLength).toBeGreaterThan(0);
    expect(pdf[0]).toBe(0x25);
  });
});

describe('hostile DOCX', () => {
  let bomb: Uint8Array;

  beforeAll(() => {
    // 200 MB of zeros deflates to ~200 KB: the classic bomb, with honest headers.
    const zeros = deflateRawSync(new Uint8Array(200 * 1024 * 1024), { level: 9 });
    bomb = rawZip([
      types,
      { name: 'word/document.xml', data: zeros, method: 8, declaredSize: 200 * 1024 * 1024 },
    ]);
  }, 60_000);

  it('refuses a 200 MB zip bomb before inflating it', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectFailure(bomb, 'bomb.docx', 'TOO_LARGE');
  });

  it('refuses a zip whose central directory declares a huge size', async () => {
    const zip = rawZip([
      types,
      {
        name: 'word/document.xml',
        data: deflateRawSync(strToU8('<x/>')),
        method: 8,
        declaredSize: 0xfffffff0,
      },
    ]);
    await expectFailure(zip, 'huge.docx', 'TOO_LARGE');
    // A stored (uncompressed) entry cannot declare more than it holds: the zip reader calls that damaged.
    const stored = rawZip([
      types,
      { name: 'word/document.xml', data: strToU8('<x/>'), method: 0, declaredSize: 0xfffffff0 },
    ]);
    await expectFailure(stored, 'huge.docx', 'CORRUPT');
  });

  it('refuses a bomb whose headers lie about the inflated size', async () => {
    const zeros = deflateRawSync(new Uint8Array(20 * 1024 * 1024));
    const liar = rawZip([types, { name: 'word/document.xml', data: zeros, method: 8, declaredSize: 1000 }]);
    await expectFailure(liar, 'liar.docx', 'TOO_LARGE');
  });

  it('refuses, fast and in little memory, a main document under word/media/ that lies about its size', async () => {
    // The package relationship names the main document; Word (and mammoth) open whatever it names, so a
    // part under word/media/ is read as text. 1 GiB of zeros in ~1 MB, declaring 1,000 bytes.
    const onePart = deflateRawSync(new Uint8Array(1024 * 1024), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
    const copies = 1024;
    const stream = new Uint8Array(onePart.length * copies + FINAL_EMPTY_BLOCK.length);
    for (let i = 0; i < copies; i++) stream.set(onePart, i * onePart.length);
    stream.set(FINAL_EMPTY_BLOCK, onePart.length * copies);
    const rels = strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/media/doc.xml"/>' +
        '</Relationships>',
    );
    const zip = rawZip([
      types,
      { name: '_rels/.rels', data: rels, method: 0, declaredSize: rels.length },
      { name: 'word/document.xml', data: strToU8('<w:document/>'), method: 0, declaredSize: 13 },
      { name: 'word/media/doc.xml', data: stream, method: 8, declaredSize: 1000 },
    ]);
    expect(zip.length).toBeGreaterThan(900 * 1024);
    expect(zip.length).toBeLessThan(2 * 1024 * 1024);

    const peakBefore = process.resourceUsage().maxRSS;
    const started = performance.now();
    await expectFailure(zip, 'media-bomb.docx', 'TOO_LARGE');
    const ms = performance.now() - started;
    const peakGrowthMB = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(ms).toBeLessThan(1000);
    expect(peakGrowthMB).toBeLessThan(100);
  });

  it('refuses any part a relationship can point at when it inflates past what it declares', async () => {
    const liar = deflateRawSync(new Uint8Array(4 * 1024 * 1024));
    for (const name of [
      'word/embeddings/styles.xml',
      'word/media/_rels/doc.xml.rels',
      'customXml/item1.xml',
    ]) {
      const zip = rawZip([
        types,
        { name: 'word/document.xml', data: strToU8('<w:document/>'), method: 0, declaredSize: 13 },
        { name, data: liar, method: 8, declaredSize: 100 },
      ]);
      await expectFailure(zip, 'liar.docx', 'TOO_LARGE');
    }
  });

  it('refuses a central directory with more records than it declares, the extra one a bomb', async () => {
    // mammoth's JSZip reads records while they last; a screen that stops at the declared count would leave
    // the last one unchecked, and a relationship can name it as any part.
    const body = strToU8(
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>',
    );
    const zip = rawZip([
      types,
      { name: 'word/document.xml', data: body, method: 0, declaredSize: body.length },
      {
        name: 'word/media/x.bin',
        data: deflateRawSync(new Uint8Array(20 * 1024 * 1024)),
        method: 8,
        declaredSize: 100,
      },
    ]);
    const eocd = new DataView(zip.buffer, zip.byteOffset + zip.length - 22, 22);
    eocd.setUint16(8, 2, true);
    eocd.setUint16(10, 2, true);
    await expectFailure(zip, 'undeclared.docx', 'CORRUPT');
  });

  it('refuses a zip with 5000 entries', async () => {
    const files = docxSkeleton();
    for (let i = 0; i < 5000; i++) files[`word/media/f${i}.txt`] = strToU8('x');
    await expectFailure(zipSync(files, { level: 0 }), 'many.docx', 'TOO_LARGE');
  });

  it('honours custom caps', async () => {
    const zip = zipSync({ ...docxSkeleton(), 'word/big.bin': new Uint8Array(4096) });
    await expectFailure(zip, 'small-cap.docx', 'TOO_LARGE', { maxInflatedBytes: 1024 });
    await expectFailure(zip, 'few-entries.docx', 'TOO_LARGE', { maxZipEntries: 2 });
  });

  it('reports truncated or invalid Word files as CORRUPT', async () => {
    const zip = zipSync(docxSkeleton());
    await expectFailure(zip.subarray(0, zip.length - 30), 'cut.docx', 'CORRUPT');
    await expectFailure(zipSync(docxSkeleton()), 'skeleton.docx', 'CORRUPT');
  });
});

describe('type confusion', () => {
  it('reports random bytes named .txt as BINARY', async () => {
    let seed = 7;
    const random = new Uint8Array(10_000).map(() => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    await expectFailure(random, 'random.txt', 'BINARY');
  });

  it('reports PDF bytes named .docx as TYPE_MISMATCH', async () => {
    await expectFailure(handMadePdf(false), 'really-a-pdf.docx', 'TYPE_MISMATCH');
  });

  it('reports a .exe as UNSUPPORTED_TYPE', async () => {
    await expectFailure(strToU8('MZ\u0090\u0000\u0003'), 'setup.exe', 'UNSUPPORTED_TYPE');
  });
});

/**
 * Fuzzing the PDF and DOCX readers with fast-check: random bytes behind a real header, truncations, bit
 * flips and spliced garbage of real files (the committed TeX PDFs, a builder PDF, DOCX made from the author
 * fixtures). Every input must either extract or fail with a typed ExtractError, within the time limit —
 * never another exception, never a hang. Seeded and bounded so the run takes a few seconds.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractText, isExtractError } from '../../src/extract/index.js';
import { buildPdf, onePage, simpleFont } from './pdf-builder.js';

const TIMEOUT_MS = 1500;
/** Time past the extractor's own deadline that an answer may take (the timer, pdf.js tearing down). */
const SLACK_MS = 1500;

const here = (p: string) => new URL(p, import.meta.url);

function docxOf(text: string): Uint8Array {
  const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const body = text
    .split(/\n{2,}/)
    .slice(0, 40)
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${p.replace(/[<&>]/g, ' ')}</w:t></w:r></w:p>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0"?><w:document ${ns}><w:body>${body}</w:body></w:document>`,
    ),
  });
}

const PDFS = [
  new Uint8Array(readFileSync(here('./tex/luatex.pdf'))),
  new Uint8Array(readFileSync(here('./tex/xetex.pdf'))),
  buildPdf(
    onePage('BT /F1 12 Tf 72 700 Td (A real sentence, written by hand.) Tj ET', [simpleFont()], {
      resources: '<< /Font << /F1 5 0 R >> >>',
    }),
    { xref: 'stream' },
  ),
];
const DOCXS = ['blogger', 'saas'].map((name) =>
  docxOf(readFileSync(here(`../fixtures/authors/en/${name}.txt`), 'utf8').slice(0, 6000)),
);

/** One hostile variant of a real file. */
function mutated(bases: Uint8Array[], header: Uint8Array) {
  const base = fc.constantFrom(...bases);
  const truncate = base.chain((b) => fc.integer({ min: 0, max: b.length - 1 }).map((n) => b.slice(0, n)));
  const flip = base.chain((b) =>
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: b.length - 1 }), fc.integer({ min: 0, max: 7 })), {
        minLength: 1,
        maxLength: 40,
      })
      .map((flips) => {
        const out = b.slice();
        for (const [at, bit] of flips) out[at]! ^= 1 << bit;
        return out;
      }),
  );
  const splice = base.chain((b) =>
    fc
      .tuple(fc.integer({ min: 0, max: b.length - 1 }), fc.uint8Array({ minLength: 1, maxLength: 512 }))
      .map(([at, junk]) => {
        const out = new Uint8Array(b.length + junk.length);
        out.set(b.subarray(0, at));
        out.set(junk, at);
        out.set(b.subarray(at), at + junk.length);
        return out;
      }),
  );
  const random = fc.uint8Array({ minLength: 0, maxLength: 4096 }).map((junk) => {
    const out = new Uint8Array(header.length + junk.length);
    out.set(header);
    out.set(junk, header.length);
    return out;
  });
  return fc.oneof(truncate, flip, flip, splice, random);
}

async function onlyTypedErrors(bytes: Uint8Array, filename: string) {
  const started = performance.now();
  try {
    const result = await extractText(bytes, filename, { timeoutMs: TIMEOUT_MS });
    expect(typeof result.text).toBe('string');
  } catch (err) {
    if (!isExtractError(err)) throw err;
  }
  expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + SLACK_MS);
}

describe('fuzzed readers', () => {
  it('the PDF readers answer every mangled PDF with text or a typed ExtractError, in time', async () => {
    await fc.assert(
      fc.asyncProperty(mutated(PDFS, strToU8('%PDF-1.7\n')), (bytes) => onlyTypedErrors(bytes, 'fuzz.pdf')),
      { numRuns: 40, seed: 20261123 },
    );
  }, 60_000);

  it('the DOCX reader answers every mangled DOCX with text or a typed ExtractError, in time', async () => {
    await fc.assert(
      fc.asyncProperty(mutated(DOCXS, Uint8Array.from([0x50, 0x4b, 0x03, 0x04])), (bytes) =>
        onlyTypedErrors(bytes, 'fuzz.docx'),
      ),
      { numRuns: 120, seed: 20261123 },
    );
  }, 60_000);
});

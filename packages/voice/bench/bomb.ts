/**
 * Decompression bombs against the whole extraction: a PDF with no startxref (so the fast reader hands it to
 * pdf.js) whose one content stream inflates to gigabytes, and a DOCX whose package relationship names a
 * part under word/media/ that inflates to a gigabyte while declaring 1,000 bytes (issue #20, decision 016).
 * Each file is extracted in a child process so its peak RSS (`process.resourceUsage().maxRSS`) is the
 * extraction's own. Run directly: `npx tsx packages/voice/bench/bomb.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, createDeflate, deflateRawSync } from 'node:zlib';
import { strToU8 } from 'fflate';
import { extractText, isExtractError } from '../src/extract/index.js';
import { rawZip } from '../test/extract/fixtures.js';

export interface BombFigures {
  fileBytes: number;
  inflatedBytes: number;
  outcome: string;
  wallMs: number;
  peakRssMB: number;
}

/** zlib data of `inflated` bytes of spaces after a text object, deflated in streaming chunks. */
async function deflatedSpaces(inflated: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(Buffer.from('BT /F1 12 Tf 72 700 Td (Bomb) Tj ET '));
  const chunk = Buffer.alloc(16 * 1024 * 1024, 32);
  for (let left = inflated; left > 0; left -= chunk.length) {
    if (!deflate.write(left >= chunk.length ? chunk : chunk.subarray(0, left)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

/** A one-page PDF with objects but no xref table, trailer or startxref. */
export async function bombPdf(inflated: number): Promise<Buffer> {
  const data = await deflatedSpaces(inflated);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  objects.forEach((o, i) => {
    if (o === null) {
      parts.push(Buffer.from(`${i + 1} 0 obj\n<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n`));
      parts.push(data, Buffer.from('\nendstream\nendobj\n'));
    } else parts.push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`));
  });
  return Buffer.concat(parts);
}

/**
 * A DOCX whose `_rels/.rels` names `word/media/doc.xml` as the main document: `mib` MiB of zeros in raw
 * deflate (one sync-flushed MiB repeated, about 1 KB each), declaring 1,000 bytes.
 */
export function bombDocx(mib: number): Uint8Array {
  const one = deflateRawSync(new Uint8Array(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
  const last = new Uint8Array([0x01, 0x00, 0x00, 0xff, 0xff]);
  const stream = new Uint8Array(one.length * mib + last.length);
  for (let i = 0; i < mib; i++) stream.set(one, i * one.length);
  stream.set(last, one.length * mib);
  const rels = strToU8(
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/media/doc.xml"/>' +
      '</Relationships>',
  );
  return rawZip([
    { name: '[Content_Types].xml', data: strToU8('<Types/>'), method: 0, declaredSize: 8 },
    { name: '_rels/.rels', data: rels, method: 0, declaredSize: rels.length },
    { name: 'word/document.xml', data: strToU8('<w:document/>'), method: 0, declaredSize: 13 },
    { name: 'word/media/doc.xml', data: stream, method: 8, declaredSize: 1000 },
  ]);
}

/** In the child: extract one file and print what happened, how long it took and the peak RSS. */
async function child(file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(file));
  const started = performance.now();
  let outcome: string;
  try {
    const result = await extractText(bytes, basename(file));
    outcome = `read by ${result.reader}: ${result.text.length} chars${result.warnings.length ? `, ${result.warnings.join('; ')}` : ''}`;
  } catch (err) {
    outcome = isExtractError(err) ? err.code : String(err);
  }
  const wallMs = Math.round(performance.now() - started);
  const peakRssMB = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(JSON.stringify({ outcome, wallMs, peakRssMB }));
}

/** Extracts `bytes` as `name` in a child process; what happened, how long, the child's peak RSS. */
function inChild(
  dir: string,
  name: string,
  bytes: Uint8Array,
): Omit<BombFigures, 'fileBytes' | 'inflatedBytes'> {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', file],
    { encoding: 'utf8', timeout: 180_000, maxBuffer: 1 << 20 },
  );
  return JSON.parse(out);
}

export async function benchBomb(inflatedSizes = [2 ** 30, 4 * 2 ** 30]): Promise<BombFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-bench-bomb-'));
  try {
    const figures: BombFigures[] = [];
    for (const inflated of inflatedSizes) {
      const pdf = await bombPdf(inflated);
      figures.push({
        fileBytes: pdf.length,
        inflatedBytes: inflated,
        ...inChild(dir, `bomb-${inflated}.pdf`, pdf),
      });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The word/media/ DOCX bomb at 1 GiB; the target is a typed error within 1 s and under +100 MB. */
export function benchDocxBomb(mib = 1024): BombFigures {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-bench-bomb-'));
  try {
    const docx = bombDocx(mib);
    return { fileBytes: docx.length, inflatedBytes: mib * 2 ** 20, ...inChild(dir, 'media-bomb.docx', docx) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Peak RSS of a child that extracts a tiny TXT: the floor the bombs' figures are read against. */
export function benchBaseline(): number {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-bench-bomb-'));
  try {
    return inChild(dir, 'tiny.txt', strToU8('A few plain words.')).peakRssMB;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--child') await child(process.argv[3]!);
  else {
    const baselineRssMB = benchBaseline();
    console.log(JSON.stringify({ baselineRssMB, docx: benchDocxBomb(), pdf: await benchBomb() }, null, 2));
  }
}

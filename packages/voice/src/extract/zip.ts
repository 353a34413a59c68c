/**
 * The DOCX container, read with maintained zip readers rather than our own parser (decision 037): fflate lists
 * the central directory for the synchronous type check, and yauzl screens the package before mammoth (whose
 * JSZip inflates entries whole) sees it — the entry count and declared sizes first, then every entry
 * inflated one at a time with a cap on what it may produce, so zip bombs are refused in little memory.
 */
import { unzipSync } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type Deadline, ExtractError } from './types.js';

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

function corrupt(message: string, cause?: unknown): ExtractError {
  return new ExtractError('CORRUPT', `Damaged zip container: ${message}`, { cause });
}

/** The two parts every WordprocessingML package must have. */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/** More central directory records than any Word file has: past this the listing stops (a forged count). */
const MAX_LISTED = 100_000;

class Listed extends Error {}

/**
 * True when the zip's central directory names the two parts of a Word document. Synchronous and inflates
 * nothing (fflate's listing with a filter that takes no entry); throws CORRUPT for a damaged directory.
 */
export function isDocxZip(bytes: Uint8Array): boolean {
  const missing = new Set(DOCX_PARTS);
  let seen = 0;
  try {
    unzipSync(bytes, {
      filter: (file) => {
        missing.delete(file.name);
        // fflate walks as many records as the directory declares: stop once the answer is known.
        if (missing.size === 0 || ++seen > MAX_LISTED) throw new Listed();
        return false;
      },
    });
  } catch (err) {
    if (!(err instanceof Listed)) throw corrupt((err as Error).message, err);
  }
  return missing.size === 0;
}

const SIG_CENTRAL = 0x02014b50;

function readUint32(bytes: Uint8Array, at: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, true);
}

export interface ZipLimits {
  maxEntries: number;
  maxInflatedBytes: number;
}

function openZip(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    // validateEntrySizes: a stream that inflates past its entry's declared size fails at that chunk.
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(corrupt(err.message, err)) : resolve(zip),
    );
  });
}

/**
 * Reads the central directory without inflating anything. Throws TOO_LARGE as soon as the declared or real
 * entry count, or the sum of declared inflated sizes, passes the cap.
 */
function readEntries(zip: ZipFile, bytes: Uint8Array, limits: ZipLimits): Promise<Entry[]> {
  if (zip.entryCount > limits.maxEntries) {
    return Promise.reject(
      new ExtractError('TOO_LARGE', `Zip declares ${zip.entryCount} entries (limit ${limits.maxEntries})`),
    );
  }
  const entries: Entry[] = [];
  let total = 0;
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      total += entry.uncompressedSize;
      if (total > limits.maxInflatedBytes) {
        reject(
          new ExtractError(
            'TOO_LARGE',
            `Zip would inflate to more than ${limits.maxInflatedBytes} bytes (entry ${JSON.stringify(entry.fileName)})`,
          ),
        );
        zip.close();
      } else zip.readEntry();
    });
    zip.on('end', () => {
      // yauzl reads as many records as the end record declares; JSZip (mammoth's reader) reads on while the
      // records do. A record past the declared count would reach mammoth unchecked: refuse the file.
      // (@types/yauzl types this offset as a boolean.)
      const next = Number(zip.readEntryCursor);
      if (next + 4 <= bytes.length && readUint32(bytes, next) === SIG_CENTRAL)
        reject(corrupt('the central directory holds more entries than it declares'));
      else resolve(entries);
    });
    zip.on('error', (err: Error) => reject(corrupt(err.message, err)));
    zip.readEntry();
  });
}

/** Inflates one entry, discarding the bytes; fails as soon as it produces more than `allowed`. */
function inflateBounded(zip: ZipFile, entry: Entry, allowed: number, deadline: Deadline): Promise<number> {
  const name = JSON.stringify(entry.fileName);
  const tooLarge = () => new ExtractError('TOO_LARGE', `Zip entry ${name} inflates past its declared size`);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(corrupt(`entry ${name} cannot be read: ${err.message}`, err));
      let produced = 0;
      stream.on('data', (chunk: Buffer) => {
        produced += chunk.length;
        if (produced > allowed) {
          stream.destroy();
          reject(tooLarge());
        } else if (deadline.signal.aborted) {
          stream.destroy();
          reject(new ExtractError('TIMEOUT', 'Extraction took too long'));
        }
      });
      stream.on('end', () => resolve(produced));
      stream.on('error', (e: Error) =>
        // yauzl's own size check ("too many bytes in the stream") is the same lie, caught one chunk earlier.
        reject(/too many bytes/.test(e.message) ? tooLarge() : corrupt(`entry ${name} does not inflate`, e)),
      );
    });
  });
}

/**
 * Screens a DOCX package before anything reads it for text: the entry count and declared sizes within
 * `limits`, both Word parts present (CORRUPT otherwise), then every entry inflated in turn with its output
 * capped at what it declared and at what is left of `maxInflatedBytes`. Every entry, images and embeddings
 * included: the package relationships (`_rels/.rels`, `word/_rels/*.rels`) decide which part is read as the
 * main document, its styles or its notes, so a name says nothing about whether the reader opens it. Catches
 * bombs whose central directory lies about sizes; the reader afterwards only inflates entries checked here.
 */
export async function screenDocx(bytes: Uint8Array, limits: ZipLimits, deadline: Deadline): Promise<void> {
  const zip = await openZip(bytes);
  try {
    const entries = await readEntries(zip, bytes, limits);
    const names = new Set(entries.map((e) => e.fileName));
    if (!DOCX_PARTS.every((p) => names.has(p)))
      throw new ExtractError('CORRUPT', 'Zip is missing word/document.xml');
    let total = 0;
    for (const entry of entries) {
      deadline.check();
      const allowed = Math.min(entry.uncompressedSize, limits.maxInflatedBytes - total);
      total += await inflateBounded(zip, entry, allowed, deadline);
      // Yield between entries so the deadline's timer can fire on a package of many parts.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    deadline.check();
  } finally {
    zip.close();
  }
}

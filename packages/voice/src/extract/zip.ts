/**
 * Zip inspection for DOCX: reads the central directory without inflating anything, so zip bombs
 * (huge declared sizes, thousands of entries) are refused before mammoth/JSZip allocates memory, then
 * verifies with a bounded inflate that no entry inflates past what it declared.
 */
import { inflateRawSync } from 'node:zlib';
import { type Deadline, ExtractError } from './types.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  originalSize: number;
  localHeaderOffset: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  totalOriginalSize: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_EOCD64 = 0x06064b50;
const SIG_EOCD64_LOCATOR = 0x07064b50;

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

function corrupt(message: string): ExtractError {
  return new ExtractError('CORRUPT', `Damaged zip container: ${message}`);
}

function findEocd(view: DataView): number {
  // The EOCD record is 22 bytes plus a comment of at most 65535 bytes.
  const min = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let i = view.byteLength - 22; i >= min; i--) {
    if (view.getUint32(i, true) === SIG_EOCD) return i;
  }
  throw corrupt('end of central directory not found');
}

function u64(view: DataView, at: number): number {
  const value = view.getBigUint64(at, true);
  // Anything beyond 2^53 is a bomb anyway; saturate rather than lose the order of magnitude.
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

export interface ZipLimits {
  maxEntries: number;
  maxInflatedBytes: number;
}

/**
 * Parses the central directory. With `limits`, throws TOO_LARGE as soon as the entry count or the sum
 * of declared inflated sizes passes the cap, without reading the remaining entries.
 */
export function readZipDirectory(bytes: Uint8Array, limits?: ZipLimits): ZipDirectory {
  if (bytes.length < 22) throw corrupt('file too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEocd(view);
  let declaredEntries = view.getUint16(eocd + 10, true);
  let cdOffset = view.getUint32(eocd + 16, true);

  const locator = eocd - 20;
  if (locator >= 0 && view.getUint32(locator, true) === SIG_EOCD64_LOCATOR) {
    const eocd64 = u64(view, locator + 8);
    if (eocd64 + 56 <= bytes.length && view.getUint32(eocd64, true) === SIG_EOCD64) {
      declaredEntries = u64(view, eocd64 + 32);
      cdOffset = u64(view, eocd64 + 48);
    }
  }
  if (limits && declaredEntries > limits.maxEntries) {
    throw new ExtractError(
      'TOO_LARGE',
      `Zip declares ${declaredEntries} entries (limit ${limits.maxEntries})`,
    );
  }

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = cdOffset;
  const decoder = new TextDecoder();
  // Walk the real records rather than trusting the declared count, which an attacker controls.
  while (at + 46 <= bytes.length && view.getUint32(at, true) === SIG_CENTRAL) {
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    let originalSize = view.getUint32(at + 24, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    const nameStart = at + 46;
    const extraStart = nameStart + nameLen;
    const next = extraStart + extraLen + commentLen;
    if (next > bytes.length) throw corrupt('central directory runs past end of file');
    const name = decoder.decode(bytes.subarray(nameStart, extraStart));

    // Zip64: the 0xFFFFFFFF placeholders are replaced, in order, by 8-byte values in extra field 0x0001.
    if (originalSize === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      let e = extraStart;
      const extraEnd = extraStart + extraLen;
      while (e + 4 <= extraEnd) {
        const id = view.getUint16(e, true);
        const size = view.getUint16(e + 2, true);
        if (id === 0x0001) {
          let p = e + 4;
          if (originalSize === 0xffffffff && p + 8 <= extraEnd) {
            originalSize = u64(view, p);
            p += 8;
          }
          if (compressedSize === 0xffffffff && p + 8 <= extraEnd) {
            compressedSize = u64(view, p);
            p += 8;
          }
          if (localHeaderOffset === 0xffffffff && p + 8 <= extraEnd) localHeaderOffset = u64(view, p);
          break;
        }
        e += 4 + size;
      }
    }

    entries.push({ name, method, compressedSize, originalSize, localHeaderOffset });
    total += originalSize;
    if (limits && entries.length > limits.maxEntries) {
      throw new ExtractError('TOO_LARGE', `Zip has more than ${limits.maxEntries} entries`);
    }
    if (limits && total > limits.maxInflatedBytes) {
      throw new ExtractError(
        'TOO_LARGE',
        `Zip would inflate to more than ${limits.maxInflatedBytes} bytes (entry ${JSON.stringify(name)})`,
      );
    }
    at = next;
  }
  if (entries.length === 0 && declaredEntries > 0) throw corrupt('central directory not found');
  return { entries, totalOriginalSize: total };
}

/** True when the directory has the two parts every WordprocessingML package must have. */
export function isDocxDirectory(dir: ZipDirectory): boolean {
  let types = false;
  let document = false;
  for (const e of dir.entries) {
    if (e.name === '[Content_Types].xml') types = true;
    else if (e.name === 'word/document.xml') document = true;
  }
  return types && document;
}

/**
 * Inflates every entry of the zip, with the output capped at what the entry declared (and at what is left of
 * the cap), and fails as soon as an entry tries to produce more or the running total passes the cap: whatever
 * the headers say, no entry inflates past its allowance here, and none can afterwards, since the reader only
 * ever inflates entries checked here. Every entry, images and embeddings included: the package relationships
 * (`_rels/.rels`, `word/_rels/*.rels`) decide which part is read as the main document, its styles or its
 * notes, so a name says nothing about whether the reader opens it. Catches bombs whose central directory lies
 * about sizes. Uses native zlib, which stops at `maxOutputLength` after one 16 KB chunk too many: several
 * times faster than a JS inflater here, and memory stays at what the entry declared.
 */
export async function verifyZipSizes(
  bytes: Uint8Array,
  dir: ZipDirectory,
  maxInflatedBytes: number,
  deadline: Deadline,
): Promise<void> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let total = 0;
  for (const entry of dir.entries) {
    const lh = entry.localHeaderOffset;
    if (lh + 30 > bytes.length || view.getUint32(lh, true) !== SIG_LOCAL) {
      throw corrupt(`bad local header for ${JSON.stringify(entry.name)}`);
    }
    const dataStart = lh + 30 + view.getUint16(lh + 26, true) + view.getUint16(lh + 28, true);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.length) throw corrupt(`entry ${JSON.stringify(entry.name)} is truncated`);
    const allowed = Math.min(entry.originalSize, maxInflatedBytes - total);
    let produced: number;
    if (entry.method === 0) {
      produced = entry.compressedSize;
    } else if (entry.method === 8) {
      try {
        // One byte of headroom so "exactly as declared" passes and "one byte more" is detected.
        produced = inflateRawSync(bytes.subarray(dataStart, dataEnd), {
          maxOutputLength: allowed + 1,
        }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') produced = allowed + 1;
        else throw corrupt(`entry ${JSON.stringify(entry.name)} does not inflate`);
      }
    } else {
      throw corrupt(`unsupported compression method ${entry.method}`);
    }
    if (produced > allowed) {
      throw new ExtractError(
        'TOO_LARGE',
        `Zip entry ${JSON.stringify(entry.name)} inflates past its declared size`,
      );
    }
    total += produced;
    deadline.check();
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

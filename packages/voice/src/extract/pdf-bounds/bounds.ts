/**
 * Inflate bounds for the files pdf.js reads. pdf.js inflates a stream whole, with no cap, so before it sees
 * a file every stream in the raw bytes is found by its `stream` keyword (no cross-reference table needed:
 * pdf.js may rebuild a broken one) and its Flate/LZW layers are decoded with the output capped: a stream
 * that would decode past the cap makes the file TOO_LARGE. Each layer stops at the cap, so the check itself
 * never holds more than the cap per layer.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { ExtractError } from '../types.js';
import { ascii85, Cmd, type Dict, Lexer, Name, type PdfValue, parseValue } from './lexer.js';

const STREAM = Buffer.from('stream');
const DICT_WINDOW = 8 * 1024;

/** Filters whose output can be far larger than their input; the others are checked only as layers. */
type Layer = 'flate' | 'lzw' | 'hex' | 'a85' | 'rl' | 'stop';

function layerOf(name: string | undefined): Layer {
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      return 'flate';
    case 'LZWDecode':
    case 'LZW':
      return 'lzw';
    case 'ASCIIHexDecode':
    case 'AHx':
      return 'hex';
    case 'ASCII85Decode':
    case 'A85':
      return 'a85';
    case 'RunLengthDecode':
    case 'RL':
      return 'rl';
    default:
      // Image codecs (DCT, JPX, JBIG2, CCITT) end the chain: pdf.js's text layer never decodes images.
      return 'stop';
  }
}

/**
 * Throws ExtractError('TOO_LARGE') if any stream of `buf` decodes past `limit` bytes through its Flate,
 * LZW, ASCIIHex, ASCII85 and RunLength layers. A stream whose dictionary cannot be parsed is checked as
 * Flate when its bytes start like zlib data. `checkpoint` runs between streams (the deadline).
 */
export function checkStreamBounds(bytes: Uint8Array, limit: number, checkpoint: () => void): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The first "endstream" at or after a position, remembered: a file of many "stream" keywords and no
  // "endstream" must not be scanned to its end once per keyword.
  let endFrom = -1;
  let endAt = -1;
  const endOf = (body: number) => {
    if (endFrom < 0 || body < endFrom || (endAt >= 0 && body > endAt)) {
      endFrom = body;
      endAt = buf.indexOf('endstream', body);
    }
    return endAt;
  };
  let previousEnd = 0;
  let at = buf.indexOf(STREAM, 0);
  while (at >= 0) {
    const keywordEnd = at + STREAM.length;
    const next = buf[keywordEnd];
    // A stream keyword follows a dictionary's ">>" (pdf.js makes no stream of anything else).
    let before = at - 1;
    while (
      before > 0 &&
      (buf[before] === 32 || buf[before] === 10 || buf[before] === 13 || buf[before] === 9)
    )
      before--;
    const isKeyword = (next === 10 || next === 13) && buf[before] === 62 && buf[before - 1] === 62;
    if (isKeyword) {
      checkpoint();
      let body = keywordEnd;
      if (buf[body] === 13) body++;
      if (buf[body] === 10) body++;
      const end = endOf(body);
      const dict = streamDict(buf, at, previousEnd);
      // pdf.js reads /Length bytes when "endstream" follows them, else up to the first "endstream": take
      // whichever is longer, so the check never sees less data than pdf.js would.
      const length = dict?.get('Length');
      const declared = typeof length === 'number' && length >= 0 ? body + length : 0;
      const stop = Math.min(buf.length, Math.max(end < 0 ? buf.length : end, declared));
      checkStream(buf.subarray(body, stop), dict, limit);
      previousEnd = keywordEnd;
    }
    at = buf.indexOf(STREAM, keywordEnd);
  }
}

function checkStream(data: Uint8Array, dict: Dict | undefined, limit: number): void {
  const layers = dict ? filterLayers(dict) : undefined;
  if (!layers) {
    // Unknown filters: if the bytes look like zlib data, pdf.js may well inflate them.
    if (looksLikeZlib(data) && data.length * MAX_RATIO.flate + 1024 > limit) inflateCapped(data, limit);
    return;
  }
  const bomb = layers.findLastIndex((l) => l === 'flate' || l === 'lzw' || l === 'rl' || l === 'a85');
  const active = layers.slice(0, layers.indexOf('stop') < 0 ? layers.length : layers.indexOf('stop'));
  // Most streams are far too small to reach the cap even at the largest ratio each layer allows: skip them.
  const bound = active.reduce(
    (n, layer) => n * MAX_RATIO[layer as Exclude<Layer, 'stop'>] + 1024,
    data.length,
  );
  if (bomb < 0 || bound <= limit) return;
  let current = data;
  for (const layer of active) {
    if (layer === 'flate' && !looksLikeZlib(current)) return; // pdf.js refuses it as well
    current = decodeLayer(layer as Exclude<Layer, 'stop'>, current, limit);
  }
}

/** The most output each filter makes per input byte (Deflate ≈ 1032:1; a 12-bit LZW code ≤ 4,096 bytes). */
const MAX_RATIO: Record<Exclude<Layer, 'stop'>, number> = { flate: 1040, lzw: 3700, rl: 64, hex: 1, a85: 4 };

function decodeLayer(layer: Exclude<Layer, 'stop'>, data: Uint8Array, limit: number): Uint8Array {
  switch (layer) {
    case 'flate':
      return inflateCapped(data, limit);
    case 'lzw':
      return lzwCapped(data, limit);
    case 'rl':
      return runLengthCapped(data, limit);
    default:
      // ASCIIHex halves its input and ASCII85 shrinks it: only later layers can blow up. Both readers
      // decode them the same way; the cheap path is to strip what cannot be data and decode.
      return layer === 'hex' ? asciiHexLoose(data) : ascii85(data, false);
  }
}

function tooLarge(limit: number): ExtractError {
  return new ExtractError('TOO_LARGE', `A PDF stream inflates past ${limit} bytes`);
}

function inflateCapped(data: Uint8Array, limit: number): Uint8Array {
  try {
    return inflateSync(data, { maxOutputLength: limit, finishFlush: zlibConstants.Z_SYNC_FLUSH });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(limit);
    // Broken data: pdf.js stops at the same error, having decoded no more than zlib did.
    return new Uint8Array(0);
  }
}

function looksLikeZlib(data: Uint8Array): boolean {
  if (data.length < 2) return false;
  const cmf = data[0]!;
  const flg = data[1]!;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** LZW as PDF defines it (9–12-bit codes, EarlyChange 1), output capped. */
function lzwCapped(data: Uint8Array, limit: number): Uint8Array {
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) length[i] = 1;
  const chunks: Uint8Array[] = [];
  let out = new Uint8Array(64 * 1024);
  let outLen = 0;
  let total = 0;
  const push = (code: number) => {
    const n = length[code]!;
    total += n;
    if (total > limit) throw tooLarge(limit);
    if (outLen + n > out.length) {
      chunks.push(out.subarray(0, outLen));
      out = new Uint8Array(Math.max(64 * 1024, n));
      outLen = 0;
    }
    let c = code;
    for (let i = n - 1; i >= 0; i--) {
      out[outLen + i] = c < 256 ? c : suffix[c]!;
      c = c < 256 ? c : prefix[c]!;
    }
    outLen += n;
  };
  const firstByte = (code: number) => {
    let c = code;
    while (c >= 258) c = prefix[c]!;
    return c;
  };
  let next = 258;
  let bits = 9;
  let prev = -1;
  let acc = 0;
  let accBits = 0;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | data[i]!) & 0xffffff;
    accBits += 8;
    while (accBits >= bits) {
      const code = (acc >> (accBits - bits)) & ((1 << bits) - 1);
      accBits -= bits;
      if (code === 256) {
        next = 258;
        bits = 9;
        prev = -1;
        continue;
      }
      if (code === 257) return join(chunks, out.subarray(0, outLen));
      if (prev >= 0 && next < 4096) {
        if (code > next) return join(chunks, out.subarray(0, outLen));
        prefix[next] = prev;
        suffix[next] = firstByte(code === next ? prev : code);
        length[next] = length[prev]! + 1;
        next++;
      } else if (prev < 0 && code > 255) return join(chunks, out.subarray(0, outLen));
      push(code);
      prev = code;
      if (next + 1 >= 1 << bits && bits < 12) bits++;
    }
  }
  return join(chunks, out.subarray(0, outLen));
}

function runLengthCapped(data: Uint8Array, limit: number): Uint8Array {
  const parts: number[] = [];
  for (let i = 0; i < data.length; ) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let j = 0; j <= n && i < data.length; j++) parts.push(data[i++]!);
    } else {
      const b = data[i++] ?? 0;
      for (let j = 0; j < 257 - n; j++) parts.push(b);
    }
    if (parts.length > limit) throw tooLarge(limit);
  }
  return Uint8Array.from(parts);
}

function asciiHexLoose(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  let hi = -1;
  for (const c of data) {
    if (c === 62) break;
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (v < 0) continue;
    if (hi < 0) hi = v;
    else {
      out.push((hi << 4) | v);
      hi = -1;
    }
  }
  if (hi >= 0) out.push(hi << 4);
  return Uint8Array.from(out);
}

function join(chunks: Uint8Array[], last: Uint8Array): Uint8Array {
  if (chunks.length === 0) return last;
  return new Uint8Array(Buffer.concat([...chunks, last]));
}

/**
 * The dictionary of the object whose `stream` keyword is at `at`: found by its "n g obj" header between
 * `floor` and `at` and parsed; undefined when that fails (the caller then sniffs the data).
 */
function streamDict(buf: Buffer, at: number, floor: number): Dict | undefined {
  // A stream's dictionary is short and follows the previous stream: a bounded look-back keeps a file of
  // bare "stream" keywords linear.
  const from = Math.max(floor, at - DICT_WINDOW);
  const found = buf.subarray(from, at).lastIndexOf('obj');
  if (found < 0) return undefined;
  const header = from + found;
  let start = header;
  // Back over "num gen " before "obj".
  let fields = 0;
  let p = header - 1;
  while (p >= 0 && fields < 2) {
    while (p >= 0 && (buf[p] === 32 || buf[p] === 10 || buf[p] === 13 || buf[p] === 9)) p--;
    const digitsEnd = p;
    while (p >= 0 && buf[p]! >= 48 && buf[p]! <= 57) p--;
    if (p === digitsEnd) return undefined;
    start = p + 1;
    fields++;
  }
  try {
    const lexer = new Lexer(buf, start, at + STREAM.length);
    lexer.next();
    lexer.next();
    const kw = lexer.next();
    if (!(kw instanceof Cmd) || kw.cmd !== 'obj') return undefined;
    const value = parseValue(lexer);
    const after = lexer.next();
    if (!(value instanceof Map) || !(after instanceof Cmd) || after.cmd !== 'stream') return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/** The filter chain as layers, or undefined when it is not written out directly (e.g. a reference). */
function filterLayers(dict: Dict): Layer[] | undefined {
  const filter: PdfValue | undefined = dict.get('Filter');
  if (filter === undefined || filter === null) return [];
  if (filter instanceof Name) return [layerOf(filter.name)];
  if (!Array.isArray(filter)) return undefined;
  const layers: Layer[] = [];
  for (const f of filter) {
    if (!(f instanceof Name)) return undefined;
    layers.push(layerOf(f.name));
  }
  return layers;
}

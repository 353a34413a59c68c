/**
 * TXT decoding: BOM-aware UTF-8/UTF-16, Windows-1252 fallback for legacy files, and a text-vs-binary
 * judgement so a renamed executable never reaches the voice analyser as mojibake.
 */
import { ExtractError, type TextEncodingName } from './types.js';

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. The five undefined bytes map to their C1 code
// points (as WHATWG does) so they count as control characters below.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d,
  0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x9d, 0x017e, 0x0178,
];

/** Share of control characters above which a decoded string is treated as binary. */
const MAX_CONTROL_RATIO = 0.01;

/** Decodes Windows-1252 by table: Node's TextDecoder label mapping for it has varied between versions. */
export function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>(end - start);
    for (let i = start; i < end; i++) {
      const b = bytes[i]!;
      codes[i - start] = b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function isControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}

/** True when the string reads as human text: no NUL and almost no control characters. */
export function looksLikeText(text: string): boolean {
  if (text.length === 0) return true;
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (isControl(code)) control++;
  }
  // A handful of stray controls in a long file is tolerable; in a tiny file even one is suspicious.
  return control <= Math.max(0, Math.floor(text.length * MAX_CONTROL_RATIO));
}

function tryDecode(label: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** CRLF/CR → LF and NFC, so "é" typed on a Mac and on Windows compare equal downstream. */
export function normaliseText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC');
}

function finish(text: string | undefined, encoding: TextEncodingName): DecodedText {
  if (text === undefined || !looksLikeText(text)) {
    throw new ExtractError('BINARY', `File does not look like ${encoding} text`);
  }
  return { text: normaliseText(text), encoding };
}

/**
 * Decodes a TXT file. Throws ExtractError('BINARY') when the bytes are not text in any supported encoding;
 * never throws anything else.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const [b0, b1, b2] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
    const body = bytes.subarray(3);
    const utf8 = tryDecode('utf-8', body);
    if (utf8 !== undefined) return finish(utf8, 'utf-8');
    return finish(decodeWindows1252(body), 'windows-1252');
  }
  if (b0 === 0xff && b1 === 0xfe) return finish(tryDecode('utf-16le', bytes.subarray(2)), 'utf-16le');
  if (b0 === 0xfe && b1 === 0xff) return finish(tryDecode('utf-16be', bytes.subarray(2)), 'utf-16be');

  const utf8 = tryDecode('utf-8', bytes);
  if (utf8 !== undefined) return finish(utf8, 'utf-8');
  return finish(decodeWindows1252(bytes), 'windows-1252');
}

/**
 * Cheap sniff on a prefix for type detection. The prefix may end mid-character, so a few trailing bytes
 * are dropped before giving up on UTF-8.
 */
export function sniffText(bytes: Uint8Array, limit = 64 * 1024): boolean {
  const sample = bytes.length > limit ? bytes.subarray(0, limit) : bytes;
  const truncated = sample.length < bytes.length;
  for (let drop = 0; drop <= (truncated ? 3 : 0); drop++) {
    try {
      decodeText(sample.subarray(0, sample.length - drop));
      return true;
    } catch {
      // try with one byte fewer
    }
  }
  return false;
}

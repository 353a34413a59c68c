/** TXT decoding and type detection: encodings, binary refusal, and content/extension agreement. */
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeText, detectKind, ExtractError, extractText } from '../../src/extract/index.js';
import { docxSkeleton, handMadePdf } from './fixtures.js';

function utf16(text: string, endian: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const [hi, lo] = [c >> 8, c & 0xff];
    out.set(endian === 'le' ? [lo, hi] : [hi, lo], 2 + i * 2);
  }
  return out;
}

function errorCode(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ExtractError ? err.code : `not an ExtractError: ${String(err)}`;
  }
  return undefined;
}

describe('decodeText', () => {
  it('decodes UTF-8 and strips the BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...strToU8('Grüße, ça va?')]);
    expect(decodeText(bytes)).toEqual({ text: 'Grüße, ça va?', encoding: 'utf-8' });
  });

  it('decodes UTF-16LE and UTF-16BE with BOM', () => {
    const text = 'Olá, coração! Città über';
    expect(decodeText(utf16(text, 'le'))).toEqual({ text, encoding: 'utf-16le' });
    expect(decodeText(utf16(text, 'be'))).toEqual({ text, encoding: 'utf-16be' });
  });

  it('falls back to Windows-1252 for invalid UTF-8', () => {
    expect(decodeText(new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toEqual({
      text: 'café',
      encoding: 'windows-1252',
    });
    // 0x80 and 0x93/0x94 are the euro sign and curly quotes in 1252, not C1 controls as in Latin-1.
    expect(decodeText(new Uint8Array([0x93, 0x35, 0x80, 0x94])).text).toBe('“5€”');
  });

  it('normalises CRLF and CR to LF and composes to NFC', () => {
    const { text } = decodeText(strToU8('one\r\ntwo\rthree e\u0301'));
    expect(text).toBe('one\ntwo\nthree é');
    expect(text.normalize('NFC')).toBe(text);
  });

  it('refuses NUL bytes and control garbage as BINARY', () => {
    expect(errorCode(() => decodeText(new Uint8Array([0x41, 0x00, 0x42])))).toBe('BINARY');
    expect(errorCode(() => decodeText(new Uint8Array([0x01, 0x02, 0x03, 0x04, 0x41])))).toBe('BINARY');
  });

  it('refuses random bytes', () => {
    let seed = 42;
    const random = new Uint8Array(4096).map(() => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed >> 16;
    });
    expect(errorCode(() => decodeText(random))).toBe('BINARY');
  });

  it('never throws anything but ExtractError BINARY (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        try {
          const { text } = decodeText(bytes);
          return typeof text === 'string' && !text.includes('\r');
        } catch (err) {
          return err instanceof ExtractError && err.code === 'BINARY';
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips arbitrary Unicode text as UTF-8 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
        // Strip what the binary heuristic rejects (controls) and what normalisation rewrites (CR).
        const clean = [...s]
          .filter((ch) => {
            const c = ch.codePointAt(0)!;
            return (
              c === 0x09 || c === 0x0a || c === 0x0c || (c >= 0x20 && (c < 0x7f || c > 0x9f) && c !== 0xfffd)
            );
          })
          .join('');
        expect(decodeText(strToU8(clean)).text).toBe(clean.normalize('NFC'));
      }),
    );
  });
});

describe('detectKind', () => {
  const docx = zipSync(docxSkeleton());
  const pdf = handMadePdf(false);

  it('accepts content that agrees with a case-insensitive extension', () => {
    expect(detectKind(pdf, 'Report.PDF')).toBe('pdf');
    expect(detectKind(docx, 'cv.Docx')).toBe('docx');
    expect(detectKind(strToU8('hello'), 'notes.TXT')).toBe('txt');
  });

  it('reports TYPE_MISMATCH when content and name disagree', () => {
    expect(errorCode(() => detectKind(pdf, 'letter.docx'))).toBe('TYPE_MISMATCH');
    expect(errorCode(() => detectKind(docx, 'letter.pdf'))).toBe('TYPE_MISMATCH');
    expect(errorCode(() => detectKind(pdf, 'letter.txt'))).toBe('TYPE_MISMATCH');
    expect(errorCode(() => detectKind(strToU8('plain words'), 'letter.pdf'))).toBe('TYPE_MISMATCH');
  });

  it('reports UNSUPPORTED_TYPE for unknown extensions and foreign content', () => {
    expect(errorCode(() => detectKind(strToU8('MZ\x90\x00'), 'setup.exe'))).toBe('UNSUPPORTED_TYPE');
    expect(errorCode(() => detectKind(pdf, 'noextension'))).toBe('UNSUPPORTED_TYPE');
    const xlsx = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'xl/workbook.xml': strToU8('<w/>') });
    expect(errorCode(() => detectKind(xlsx, 'sheet.docx'))).toBe('UNSUPPORTED_TYPE');
    expect(errorCode(() => detectKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'a.pdf'))).toBe(
      'UNSUPPORTED_TYPE',
    );
  });

  it('reports BINARY for non-text named .txt', () => {
    expect(errorCode(() => detectKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), 'a.txt'))).toBe(
      'BINARY',
    );
  });
});

describe('extractText on TXT', () => {
  it('splits paragraphs on blank lines and reports the encoding', async () => {
    const bytes = new Uint8Array([...strToU8('First para\r\nstill first.\r\n\r\n\r\nSecond '), 0xe9, 0x2e]);
    const result = await extractText(bytes, 'notes.txt');
    expect(result.kind).toBe('txt');
    expect(result.encoding).toBe('windows-1252');
    expect(result.blocks).toEqual([
      { kind: 'paragraph', text: 'First para\nstill first.' },
      { kind: 'paragraph', text: 'Second é.' },
    ]);
    expect(result.text).toBe('First para\nstill first.\n\nSecond é.');
  });

  it('rejects a .exe with UNSUPPORTED_TYPE', async () => {
    await expect(extractText(strToU8('MZ'), 'virus.exe')).rejects.toMatchObject({ code: 'UNSUPPORTED_TYPE' });
  });
});

/**
 * Font decoding for text extraction: character codes → Unicode text and glyph widths. Covers simple fonts
 * (Type1/TrueType with WinAnsi/MacRoman encodings, Differences and ToUnicode) and Type0 fonts with the
 * Identity-H encoding and a ToUnicode map. A code that cannot be mapped with certainty is reported as
 * `undefined`; the content reader then hands the whole file to pdf.js rather than emit wrong text.
 */
import {
  type Dict,
  Lexer,
  Name,
  nameOf,
  type PdfFile,
  type PdfValue,
  Stream,
  Unsupported,
} from './objects.js';

export interface PdfFont {
  /** 1 for simple fonts, 2 for Identity-H Type0 fonts. */
  readonly bytesPerCode: 1 | 2;
  /** Text for a code, or undefined when the code has no known Unicode value. */
  unicode(code: number): string | undefined;
  /** Advance width in thousandths of the font size. */
  width(code: number): number;
}

const WIN_ANSI = winAnsi();
const MAC_ROMAN = macRoman();

/**
 * WinAnsiEncoding as PDF defines it (Annex D), built by hand: some Node versions' TextDecoder decodes
 * 'windows-1252' as Latin-1, turning 0x80–0x9F (€, curly quotes, dashes…) into invisible C1 controls.
 * Like pdf.js, 0xA0 is a space, 0xAD a hyphen, and the unused codes (and 0x7F) show a bullet.
 */
function winAnsi(): (string | undefined)[] {
  const table: (string | undefined)[] = Array.from({ length: 256 }, (_, i) =>
    i < 32 ? undefined : String.fromCharCode(i),
  );
  const high = '€•‚ƒ„…†‡ˆ‰Š‹Œ•Ž••‘’“”•–—˜™š›œ•žŸ';
  for (let i = 0; i < 32; i++) table[0x80 + i] = high[i];
  table[0x7f] = '•';
  table[0xa0] = ' ';
  table[0xad] = '-';
  return table;
}

/**
 * MacRomanEncoding as PDF defines it (Annex D), which predates Apple's euro: 0xDB is the currency sign.
 * The fi/fl ligatures (0xDE, 0xDF) come out as letters and 0xCA as a space, as in pdf.js.
 */
function macRoman(): (string | undefined)[] | undefined {
  const table = decodeAll('macintosh');
  if (!table) return undefined;
  table[0xca] = ' ';
  table[0xdb] = '¤';
  table[0xde] = 'fi';
  table[0xdf] = 'fl';
  return table;
}

function decodeAll(label: string): (string | undefined)[] | undefined {
  try {
    const decoder = new TextDecoder(label);
    return Array.from({ length: 256 }, (_, i) =>
      i < 32 ? undefined : decoder.decode(Uint8Array.of(i)).replace('\ufffd', '') || undefined,
    );
  } catch {
    return undefined;
  }
}

const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circumflex: '\u0302',
  dieresis: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
  cedilla: '\u0327',
  caron: '\u030c',
  macron: '\u0304',
  breve: '\u0306',
  ogonek: '\u0328',
  dotaccent: '\u0307',
  hungarumlaut: '\u030b',
  commaaccent: '\u0326',
};

/** Glyph names of the Latin-1/WinAnsi/MacRoman repertoire that are not letter+accent compositions. */
const GLYPHS: Record<string, string> = {
  space: ' ',
  exclam: '!',
  quotedbl: '"',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  ampersand: '&',
  quotesingle: "'",
  quoteright: '\u2019',
  quoteleft: '\u2018',
  parenleft: '(',
  parenright: ')',
  asterisk: '*',
  plus: '+',
  comma: ',',
  hyphen: '-',
  period: '.',
  slash: '/',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  colon: ':',
  semicolon: ';',
  less: '<',
  equal: '=',
  greater: '>',
  question: '?',
  at: '@',
  bracketleft: '[',
  backslash: '\\',
  bracketright: ']',
  asciicircum: '^',
  underscore: '_',
  grave: '`',
  braceleft: '{',
  bar: '|',
  braceright: '}',
  asciitilde: '~',
  exclamdown: '¡',
  cent: '¢',
  sterling: '£',
  currency: '¤',
  yen: '¥',
  brokenbar: '¦',
  section: '§',
  dieresis: '¨',
  copyright: '©',
  ordfeminine: 'ª',
  guillemotleft: '«',
  guillemotright: '»',
  logicalnot: '¬',
  registered: '®',
  macron: '¯',
  degree: '°',
  plusminus: '±',
  acute: '´',
  mu: 'µ',
  paragraph: '¶',
  periodcentered: '·',
  cedilla: '¸',
  ordmasculine: 'º',
  onequarter: '¼',
  onehalf: '½',
  threequarters: '¾',
  questiondown: '¿',
  multiply: '×',
  divide: '÷',
  germandbls: 'ß',
  AE: 'Æ',
  ae: 'æ',
  OE: 'Œ',
  oe: 'œ',
  Oslash: 'Ø',
  oslash: 'ø',
  Eth: 'Ð',
  eth: 'ð',
  Thorn: 'Þ',
  thorn: 'þ',
  dotlessi: 'ı',
  Lslash: 'Ł',
  lslash: 'ł',
  endash: '–',
  emdash: '—',
  quotedblleft: '“',
  quotedblright: '”',
  quotesinglbase: '‚',
  quotedblbase: '„',
  dagger: '†',
  daggerdbl: '‡',
  bullet: '•',
  ellipsis: '…',
  perthousand: '‰',
  guilsinglleft: '‹',
  guilsinglright: '›',
  fraction: '⁄',
  Euro: '€',
  trademark: '™',
  florin: 'ƒ',
  circumflex: 'ˆ',
  tilde: '˜',
  minus: '−',
  fi: 'fi',
  fl: 'fl',
  ff: 'ff',
  ffi: 'ffi',
  ffl: 'ffl',
  nbspace: '\u00a0',
  sfthyphen: '\u00ad',
  uni00A0: '\u00a0',
  onesuperior: '¹',
  twosuperior: '²',
  threesuperior: '³',
  ring: '˚',
  caron: 'ˇ',
  breve: '˘',
  dotaccent: '˙',
  hungarumlaut: '˝',
  ogonek: '˛',
  pi: 'π',
  Omega: 'Ω',
  Delta: '∆',
  partialdiff: '∂',
  product: '∏',
  summation: '∑',
  radical: '√',
  infinity: '∞',
  integral: '∫',
  approxequal: '≈',
  notequal: '≠',
  lessequal: '≤',
  greaterequal: '≥',
  lozenge: '◊',
  numero: '№',
  checkmark: '✓',
  arrowright: '→',
  arrowleft: '←',
  // The Adobe Glyph List (and so pdf.js) gives these the cedilla letters, not the Romanian comma-below ones.
  Tcommaaccent: '\u0162',
  tcommaaccent: '\u0163',
};

/** Unicode for a glyph name, or undefined if it cannot be known from the name alone. */
export function glyphToUnicode(name: string): string | undefined {
  const known = GLYPHS[name];
  if (known !== undefined) return known;
  if (/^[A-Za-z]$/.test(name)) return name;
  let m = /^uni([0-9A-F]{4})+$/.exec(name);
  if (m) {
    const codes = name
      .slice(3)
      .match(/.{4}/g)!
      .map((h) => Number.parseInt(h, 16));
    return expandPresentationForms(String.fromCharCode(...codes));
  }
  m = /^u([0-9A-F]{4,6})$/.exec(name);
  if (m) {
    const cp = Number.parseInt(m[1]!, 16);
    return cp <= 0x10ffff ? expandPresentationForms(String.fromCodePoint(cp)) : undefined;
  }
  m = /^([A-Za-z])([a-z]+)$/.exec(name);
  if (m && ACCENTS[m[2]!]) {
    // Only a precomposed letter counts: "gcommaaccent" is ģ (g + cedilla in Unicode), and a name with no
    // precomposed form ("idotaccent") stays unknown rather than becoming a letter + combining mark.
    const composed = (m[1]! + ACCENTS[m[2]!]).normalize('NFC');
    if (composed.length === 1) return composed;
    if (m[2] === 'commaaccent') {
      const cedilla = `${m[1]}\u0327`.normalize('NFC');
      if (cedilla.length === 1) return cedilla;
    }
    return undefined;
  }
  // "a.sc", "f_i": variants and ligatures by component.
  const dot = name.indexOf('.');
  if (dot > 0) return glyphToUnicode(name.slice(0, dot));
  if (name.includes('_')) {
    const parts = name.split('_').map(glyphToUnicode);
    return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
  }
  return undefined;
}

/** Ligature and presentation forms (ﬁ, ﬂ, ﬀ…) become their letters, as pdf.js does. */
function expandPresentationForms(s: string): string {
  return /[\ufb00-\ufb4f]/.test(s) ? s.replace(/[\ufb00-\ufb4f]/g, (c) => c.normalize('NFKC')) : s;
}

function utf16be(bytes: Uint8Array, expand = true): string {
  let s = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!);
  // A lone byte is a one-byte value (some writers emit <20> for a space).
  if (bytes.length % 2 === 1) s += String.fromCharCode(bytes[bytes.length - 1]!);
  return expand ? expandPresentationForms(s) : s;
}

function codeOf(bytes: Uint8Array): number {
  let v = 0;
  for (const b of bytes) v = v * 256 + b;
  return v;
}

interface ToUnicode {
  map: Map<number, string>;
  codeBytes: number;
}

/** Parses a ToUnicode CMap (bfchar and bfrange, both forms of range destination). */
export function parseToUnicode(data: Uint8Array): ToUnicode {
  const lexer = new Lexer(data);
  const map = new Map<number, string>();
  let codeBytes = 0;
  const str = () => {
    const t = lexer.next();
    if (!(t instanceof Uint8Array)) throw new Unsupported('bad CMap entry');
    return t;
  };
  const noteWidth = (b: Uint8Array) => {
    if (codeBytes === 0) codeBytes = b.length;
    else if (codeBytes !== b.length) throw new Unsupported('mixed code widths in CMap');
  };
  for (let guard = 0; guard < 1_000_000; guard++) {
    const t = lexer.next();
    if (typeof t === 'symbol') break;
    if (typeof t !== 'object' || t === null || !('cmd' in t)) continue;
    const cmd = (t as { cmd: string }).cmd;
    if (cmd === 'usecmap') throw new Unsupported('CMap with usecmap');
    if (cmd === 'begincodespacerange') {
      for (;;) {
        const lo = lexer.next();
        if (!(lo instanceof Uint8Array)) break;
        lexer.next();
        noteWidth(lo);
      }
    } else if (cmd === 'beginbfchar') {
      for (;;) {
        const save = lexer.pos;
        const src = lexer.next();
        if (!(src instanceof Uint8Array)) {
          lexer.pos = save;
          break;
        }
        const dst = lexer.next();
        if (dst instanceof Uint8Array) map.set(codeOf(src), utf16be(dst));
        else if (dst instanceof Name) {
          const u = glyphToUnicode(dst.name);
          if (u !== undefined) map.set(codeOf(src), u);
        }
      }
    } else if (cmd === 'beginbfrange') {
      for (;;) {
        const save = lexer.pos;
        const lo = lexer.next();
        if (!(lo instanceof Uint8Array)) {
          lexer.pos = save;
          break;
        }
        const hi = str();
        const from = codeOf(lo);
        const to = codeOf(hi);
        if (to < from || to - from > 0xffff) throw new Unsupported('bad bfrange');
        const dst = lexer.next();
        if (dst instanceof Uint8Array) {
          const base = utf16be(dst, false);
          const last = base.charCodeAt(base.length - 1);
          const head = base.slice(0, -1);
          for (let c = from; c <= to; c++)
            map.set(c, expandPresentationForms(head + String.fromCharCode(last + (c - from))));
        } else if (dst === '[') {
          for (let c = from; ; c++) {
            const d = lexer.next();
            if (d === ']') break;
            if (!(d instanceof Uint8Array)) throw new Unsupported('bad bfrange array');
            if (c <= to) map.set(c, utf16be(d));
          }
        } else throw new Unsupported('bad bfrange destination');
      }
    }
  }
  return { map, codeBytes };
}

const cache = new WeakMap<Dict, PdfFont>();

/** Builds (and caches per font dictionary) the decoder for a font resource. */
export function loadFont(file: PdfFile, dict: Dict): PdfFont {
  const cached = cache.get(dict);
  if (cached) return cached;
  const font = buildFont(file, dict);
  cache.set(dict, font);
  return font;
}

function readToUnicode(file: PdfFile, dict: Dict): ToUnicode | undefined {
  const tu = file.get(dict, 'ToUnicode');
  if (tu instanceof Stream) return parseToUnicode(file.decode(tu));
  return undefined;
}

function buildFont(file: PdfFile, dict: Dict): PdfFont {
  const subtype = nameOf(file.get(dict, 'Subtype'));
  if (subtype === 'Type0') return buildType0(file, dict);
  if (subtype !== 'Type1' && subtype !== 'TrueType' && subtype !== 'MMType1')
    throw new Unsupported(`font type ${subtype ?? '?'}`);

  const toUnicode = readToUnicode(file, dict);
  if (toUnicode && toUnicode.codeBytes > 1) throw new Unsupported('multi-byte ToUnicode on a simple font');
  const table: (string | undefined)[] = new Array(256).fill(undefined);
  const encoding = file.get(dict, 'Encoding');
  let base: (string | undefined)[] | undefined;
  let differences: PdfValue[] | undefined;
  if (encoding instanceof Name) base = namedEncoding(encoding.name);
  else if (encoding instanceof Map) {
    const b = file.get(encoding, 'BaseEncoding');
    base = b instanceof Name ? namedEncoding(b.name) : undefined;
    const d = file.get(encoding, 'Differences');
    if (Array.isArray(d)) differences = d;
  }
  if (base) for (let i = 0; i < 256; i++) table[i] = base[i];
  if (!base && !toUnicode) {
    // No base encoding: the font's built-in encoding applies, which only the font program knows. Plain
    // ASCII is still safe for non-symbolic fonts (bit 3 of the descriptor flags clear, bit 6 set).
    const descriptor = file.get(dict, 'FontDescriptor');
    const flags = descriptor instanceof Map ? file.get(descriptor, 'Flags') : undefined;
    if (typeof flags !== 'number' || flags & 4 || !(flags & 32)) {
      if (!differences) throw new Unsupported('font with built-in encoding and no ToUnicode');
    } else {
      for (let i = 32; i < 127; i++) table[i] = String.fromCharCode(i);
      table[0x27] = '\u2019';
      table[0x60] = '\u2018';
    }
  }
  if (differences) {
    let code = 0;
    for (const entry of differences) {
      const e = file.resolve(entry);
      if (typeof e === 'number') code = e;
      else if (e instanceof Name) {
        if (code >= 0 && code < 256) table[code] = glyphToUnicode(e.name);
        code++;
      }
    }
  }
  if (toUnicode) for (const [code, text] of toUnicode.map) if (code < 256) table[code] = text;

  const widths = new Float64Array(256);
  const w = file.get(dict, 'Widths');
  const firstChar = file.get(dict, 'FirstChar');
  if (!Array.isArray(w) || typeof firstChar !== 'number')
    throw new Unsupported('simple font without widths (standard 14)');
  const descriptor = file.get(dict, 'FontDescriptor');
  const missing = descriptor instanceof Map ? file.get(descriptor, 'MissingWidth') : undefined;
  widths.fill(typeof missing === 'number' ? missing : 0);
  w.forEach((v, i) => {
    const value = file.resolve(v);
    const code = firstChar + i;
    if (typeof value === 'number' && code >= 0 && code < 256) widths[code] = value;
  });
  return {
    bytesPerCode: 1,
    unicode: (code) => table[code],
    width: (code) => widths[code]!,
  };
}

function namedEncoding(name: string): (string | undefined)[] | undefined {
  if (name === 'WinAnsiEncoding') return WIN_ANSI;
  if (name === 'MacRomanEncoding') {
    if (!MAC_ROMAN) throw new Unsupported('MacRoman decoder unavailable');
    return MAC_ROMAN;
  }
  throw new Unsupported(`encoding ${name}`);
}

function buildType0(file: PdfFile, dict: Dict): PdfFont {
  const encoding = nameOf(file.get(dict, 'Encoding'));
  if (encoding !== 'Identity-H') throw new Unsupported(`Type0 encoding ${encoding ?? 'stream'}`);
  const toUnicode = readToUnicode(file, dict);
  if (!toUnicode || (toUnicode.codeBytes !== 2 && toUnicode.codeBytes !== 0))
    throw new Unsupported('Type0 font without a two-byte ToUnicode');
  const descendants = file.get(dict, 'DescendantFonts');
  const cid = Array.isArray(descendants) ? file.resolve(descendants[0]) : undefined;
  if (!(cid instanceof Map)) throw new Unsupported('Type0 without descendant font');
  const dw = file.get(cid, 'DW');
  const defaultWidth = typeof dw === 'number' ? dw : 1000;
  const widths = new Map<number, number>();
  const w = file.get(cid, 'W');
  if (Array.isArray(w)) {
    let i = 0;
    while (i < w.length) {
      const first = file.resolve(w[i]);
      const second = file.resolve(w[i + 1]);
      if (typeof first !== 'number') throw new Unsupported('bad W array');
      if (Array.isArray(second)) {
        second.forEach((v, k) => {
          const value = file.resolve(v);
          if (typeof value === 'number') widths.set(first + k, value);
        });
        i += 2;
      } else {
        const last = second;
        const value = file.resolve(w[i + 2]);
        if (typeof last !== 'number' || typeof value !== 'number' || last - first > 0xffff)
          throw new Unsupported('bad W range');
        for (let c = first; c <= last; c++) widths.set(c, value);
        i += 3;
      }
    }
  }
  const map = toUnicode.map;
  return {
    bytesPerCode: 2,
    // CID 0 is .notdef: the glyph a producer draws for a character its fonts lack. It has no text.
    unicode: (code) => map.get(code) ?? (code === 0 ? '' : undefined),
    width: (code) => widths.get(code) ?? defaultWidth,
  };
}

/**
 * The PDF lexer and object parser the stream-bomb scan (bounds.ts) reads stream dictionaries with, and the
 * ASCII85 filter it decodes through. What was pdf-lite's object reader (decision 002) until pdf.js became
 * the only PDF reader (decision 037); anything it cannot parse throws `Unsupported`, and the scan then
 * checks the stream as raw Flate data.
 */

/** The bytes are not a PDF object this parser reads. */
export class Unsupported extends Error {
  constructor(what: string) {
    super(what);
    this.name = 'Unsupported';
  }
}

/**
 * A PDF name. Not interned: a process-wide pool would grow with every distinct name of every file a
 * long-running server reads (a hostile file can hold millions); names are compared by their string.
 */
export class Name {
  constructor(readonly name: string) {}

  static of(name: string): Name {
    return new Name(name);
  }
}

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A keyword token (operators in content streams, `obj`, `R`, `true`, …). Not interned either. */
export class Cmd {
  constructor(readonly cmd: string) {}

  static of(cmd: string): Cmd {
    return new Cmd(cmd);
  }
}

export type Dict = Map<string, PdfValue>;

export class Stream {
  constructor(
    readonly dict: Dict,
    readonly start: number,
    readonly length: number,
  ) {}
}

export type PdfValue = number | boolean | null | Name | Ref | Uint8Array | PdfValue[] | Dict | Stream;

const EOF = Symbol('eof');
type Token = PdfValue | Cmd | typeof EOF | '[' | ']' | '<<' | '>>';

/** Byte classes of PDF syntax: 1 = whitespace, 2 = delimiter, 0 = regular. */
export const CLASS = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) CLASS[c] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

export function isWhite(c: number): boolean {
  return CLASS[c] === 1;
}

export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/** Tokenizer over a byte range. Also used for content streams (see content.ts for the fast operator loop). */
export class Lexer {
  pos: number;

  constructor(
    readonly buf: Uint8Array,
    start = 0,
    readonly end = buf.length,
  ) {
    this.pos = start;
  }

  skipSpace(): void {
    const { buf, end } = this;
    let p = this.pos;
    while (p < end) {
      const c = buf[p]!;
      if (CLASS[c] === 1) p++;
      else if (c === 37 /* % */) {
        while (p < end && buf[p] !== 10 && buf[p] !== 13) p++;
      } else break;
    }
    this.pos = p;
  }

  next(): Token {
    this.skipSpace();
    const { buf, end } = this;
    if (this.pos >= end) return EOF;
    const c = buf[this.pos]!;
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) return this.number();
    switch (c) {
      case 47 /* / */:
        return this.name();
      case 40 /* ( */:
        return this.literal();
      case 60 /* < */:
        if (buf[this.pos + 1] === 60) {
          this.pos += 2;
          return '<<';
        }
        return this.hex();
      case 62 /* > */:
        if (buf[this.pos + 1] === 62) {
          this.pos += 2;
          return '>>';
        }
        this.pos++;
        throw new Unsupported('stray >');
      case 91:
        this.pos++;
        return '[';
      case 93:
        this.pos++;
        return ']';
      case 123:
      case 125:
        this.pos++;
        return Cmd.of(String.fromCharCode(c));
      case 41:
        this.pos++;
        throw new Unsupported('stray )');
    }
    const start = this.pos;
    let p = start;
    while (p < end && CLASS[buf[p]!] === 0) p++;
    this.pos = p;
    const word = latin1(buf, start, p);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return Cmd.of(word);
  }

  number(): number {
    const { buf, end } = this;
    let p = this.pos;
    let sign = 1;
    if (buf[p] === 45) {
      sign = -1;
      p++;
    } else if (buf[p] === 43) p++;
    // pdf.js tolerates doubled signs ("--5"); so do we.
    while (buf[p] === 45 || buf[p] === 43) p++;
    let value = 0;
    let c = buf[p]!;
    while (p < end && c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      c = buf[++p]!;
    }
    if (p < end && c === 46) {
      let scale = 0.1;
      c = buf[++p]!;
      while (p < end && c >= 48 && c <= 57) {
        value += (c - 48) * scale;
        scale /= 10;
        c = buf[++p]!;
      }
    }
    this.pos = p;
    return sign * value;
  }

  name(): Name {
    const { buf, end } = this;
    let p = this.pos + 1;
    let s = '';
    while (p < end && CLASS[buf[p]!] === 0) {
      const c = buf[p]!;
      if (c === 35 /* # */ && p + 2 < end) {
        const h = hexValue(buf[p + 1]!);
        const l = hexValue(buf[p + 2]!);
        if (h >= 0 && l >= 0) {
          s += String.fromCharCode(h * 16 + l);
          p += 3;
          continue;
        }
      }
      s += String.fromCharCode(c);
      p++;
    }
    this.pos = p;
    return Name.of(s);
  }

  literal(): Uint8Array {
    this.pos++;
    return binaryBytes(scanLiteral(this.buf, this, this.end));
  }

  hex(): Uint8Array {
    this.pos++;
    const text = scanHex(this.buf, this, this.end);
    if (this.pos >= this.end) throw new Unsupported('unterminated hex string');
    this.pos++;
    return binaryBytes(text);
  }
}

/** Characters of a binary string (one char per byte) back to bytes. */
function binaryBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** A read position that scanners advance in place (no result object per string on the hot path). */
export interface Cursor {
  pos: number;
}

/**
 * A literal string's bytes as a binary string, from `at.pos` (just after its "(") to its closing ")":
 * balanced parentheses, the escapes \n \r \t \b \f \( \) \\, octal \ddd and line continuations.
 * Leaves `at.pos` after the ")". The object lexer and the content reader both read strings here.
 */
export function scanLiteral(buf: Uint8Array, at: Cursor, end: number): string {
  let s = '';
  let depth = 1;
  let p = at.pos;
  while (p < end) {
    const c = buf[p++]!;
    if (c === 41) {
      if (--depth === 0) {
        at.pos = p;
        return s;
      }
      s += ')';
    } else if (c === 40) {
      depth++;
      s += '(';
    } else if (c === 92) {
      const e = buf[p++]!;
      if (e === 110) s += '\n';
      else if (e === 114) s += '\r';
      else if (e === 116) s += '\t';
      else if (e === 98) s += '\b';
      else if (e === 102) s += '\f';
      else if (e === 13) {
        if (buf[p] === 10) p++;
      } else if (e === 10) {
        // line continuation
      } else if (e >= 48 && e <= 55) {
        let v = e - 48;
        for (let i = 0; i < 2 && buf[p]! >= 48 && buf[p]! <= 55; i++) v = v * 8 + (buf[p++]! - 48);
        s += String.fromCharCode(v & 0xff);
      } else s += String.fromCharCode(e);
    } else s += String.fromCharCode(c);
  }
  throw new Unsupported('unterminated string');
}

/**
 * Hex digits from `at.pos` up to the first ">" (or `end`) as a binary string, whitespace and stray bytes
 * ignored, an odd last digit padded with 0: the rule for hex strings and the ASCIIHexDecode filter alike.
 * Leaves `at.pos` on the ">" (or at `end` when there is none).
 */
export function scanHex(buf: Uint8Array, at: Cursor, end: number): string {
  let s = '';
  let hi = -1;
  let p = at.pos;
  for (; p < end && buf[p] !== 62; p++) {
    const v = hexValue(buf[p]!);
    if (v < 0) continue;
    if (hi < 0) hi = v;
    else {
      s += String.fromCharCode((hi << 4) | v);
      hi = -1;
    }
  }
  if (hi >= 0) s += String.fromCharCode(hi << 4);
  at.pos = p;
  return s;
}

export function latin1(buf: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(buf[i]!);
  return s;
}

const MAX_DEPTH = 64;

/** Parses one object from the lexer, resolving `n g R` into Ref. Stream bodies are handled by the caller. */
export function parseValue(lexer: Lexer, token: Token = lexer.next(), depth = 0): PdfValue | Cmd {
  if (depth > MAX_DEPTH) throw new Unsupported('nesting too deep');
  if (token === EOF) throw new Unsupported('unexpected end of data');
  if (token === '[') {
    const arr: PdfValue[] = [];
    for (;;) {
      const t = lexer.next();
      if (t === ']') return arr;
      const v = parseValue(lexer, t, depth + 1);
      if (v instanceof Cmd) throw new Unsupported(`unexpected ${v.cmd} in array`);
      arr.push(v);
    }
  }
  if (token === '<<') {
    const dict: Dict = new Map();
    for (;;) {
      const t = lexer.next();
      if (t === '>>') return dict;
      if (!(t instanceof Name)) throw new Unsupported('dictionary key is not a name');
      const v = parseValue(lexer, lexer.next(), depth + 1);
      if (v instanceof Cmd) throw new Unsupported(`unexpected ${v.cmd} in dictionary`);
      dict.set(t.name, v);
    }
  }
  if (token === ']' || token === '>>') throw new Unsupported('unbalanced brackets');
  if (typeof token === 'number' && Number.isInteger(token) && token >= 0) {
    // Look ahead for "gen R".
    const save = lexer.pos;
    const gen = lexer.next();
    if (typeof gen === 'number' && Number.isInteger(gen) && gen >= 0) {
      const r = lexer.next();
      if (r instanceof Cmd && r.cmd === 'R') return new Ref(token, gen);
    }
    lexer.pos = save;
  }
  return token as PdfValue | Cmd;
}

/** ASCII85Decode. Strict: a byte outside the alphabet is Unsupported; loose (the bounds scan): skipped. */
export function ascii85(data: Uint8Array, strict = true): Uint8Array {
  const out: number[] = [];
  const group: number[] = [];
  const flush = (n: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const g of group) v = v * 85 + g;
    const bytes = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...bytes.slice(0, n));
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 126 /* ~ */) break;
    if (isWhite(c)) continue;
    if (c === 122 /* z */ && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 33 || c > 117) {
      if (strict) throw new Unsupported('bad ASCII85 data');
      continue;
    }
    group.push(c - 33);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
}

/**
 * A small, strict PDF object reader for text extraction: lexer, object parser, cross-reference tables and
 * streams (PDF 1.4 tables, PDF 1.5 xref and object streams, incremental updates), Flate/ASCIIHex/ASCII85
 * filters with PNG predictors, and the page tree. Anything outside that subset throws `Unsupported`, and
 * the caller falls back to pdf.js, so this reader never has to guess.
 */
import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { ExtractError } from '../types.js';

/** The file uses something this reader does not implement; pdf.js takes over. */
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

interface XrefEntry {
  /** 1 = at byte offset, 2 = inside an object stream. */
  type: 1 | 2;
  offset: number;
  /** For type 2: index inside the object stream. */
  index: number;
}

export interface Limits {
  /** Largest decoded size of any one stream. */
  maxStreamBytes: number;
}

export class PdfFile {
  readonly xref = new Map<number, XrefEntry>();
  trailer: Dict = new Map();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objStreams = new Map<number, { data: Uint8Array; offsets: number[]; first: number }>();
  private resolving = 0;

  constructor(
    readonly buf: Uint8Array,
    readonly limits: Limits,
  ) {
    this.readXref();
  }

  private readXref(): void {
    const { buf } = this;
    const tailStart = Math.max(0, buf.length - 2048);
    const tail = latin1(buf, tailStart, buf.length);
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new Unsupported('no startxref');
    const start = new Lexer(buf, tailStart + at + 9).next();
    let offset: number | undefined = typeof start === 'number' ? start : undefined;
    const seen = new Set<number>();
    let first = true;
    while (offset !== undefined) {
      if (seen.has(offset) || offset < 0 || offset >= buf.length) throw new Unsupported('bad xref offset');
      seen.add(offset);
      const trailer = this.readXrefSection(offset);
      if (first) {
        this.trailer = trailer;
        first = false;
      }
      const stm = trailer.get('XRefStm');
      if (typeof stm === 'number' && !seen.has(stm)) {
        seen.add(stm);
        this.readXrefSection(stm);
      }
      const prev = trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
    if (!this.trailer.has('Root')) throw new Unsupported('trailer without Root');
  }

  /** Reads one xref table or xref stream; earlier (newer) entries win. Returns its trailer dictionary. */
  private readXrefSection(offset: number): Dict {
    const lexer = new Lexer(this.buf, offset);
    const first = lexer.next();
    if (first instanceof Cmd && first.cmd === 'xref') {
      for (;;) {
        const t = lexer.next();
        if (t instanceof Cmd && t.cmd === 'trailer') break;
        const count = lexer.next();
        if (typeof t !== 'number' || typeof count !== 'number') throw new Unsupported('bad xref table');
        for (let i = 0; i < count; i++) {
          const off = lexer.next();
          lexer.next();
          const kind = lexer.next();
          if (typeof off !== 'number' || !(kind instanceof Cmd)) throw new Unsupported('bad xref entry');
          const num = t + i;
          if (kind.cmd === 'n' && !this.xref.has(num) && off > 0) {
            this.xref.set(num, { type: 1, offset: off, index: 0 });
          } else if (!this.xref.has(num) && kind.cmd === 'f') {
            this.xref.set(num, { type: 1, offset: -1, index: 0 });
          }
        }
      }
      const trailer = parseValue(lexer);
      if (!(trailer instanceof Map)) throw new Unsupported('bad trailer');
      return trailer;
    }
    // An xref stream: "n g obj << /Type /XRef ... >> stream".
    lexer.pos = offset;
    const obj = this.parseIndirectAt(offset);
    if (!(obj instanceof Stream) || nameOf(obj.dict.get('Type')) !== 'XRef')
      throw new Unsupported('xref is neither table nor stream');
    const dict = obj.dict;
    const w = dict.get('W');
    const size = dict.get('Size');
    if (!Array.isArray(w) || w.length !== 3 || typeof size !== 'number')
      throw new Unsupported('bad xref stream');
    const [w0, w1, w2] = w.map((x) => (typeof x === 'number' ? x : -1)) as [number, number, number];
    if (w0 < 0 || w1 < 0 || w2 < 0 || w0 + w1 + w2 === 0 || w0 > 4 || w1 > 8 || w2 > 4)
      throw new Unsupported('bad xref widths');
    const index = dict.get('Index');
    const ranges = Array.isArray(index) ? (index as number[]) : [0, size];
    const data = this.decode(obj);
    const rowLen = w0 + w1 + w2;
    let p = 0;
    const read = (n: number) => {
      let v = 0;
      for (let i = 0; i < n; i++) v = v * 256 + data[p++]!;
      return v;
    };
    for (let r = 0; r + 1 < ranges.length; r += 2) {
      const start = ranges[r]!;
      const count = ranges[r + 1]!;
      for (let i = 0; i < count; i++) {
        if (p + rowLen > data.length) throw new Unsupported('short xref stream');
        const type = w0 === 0 ? 1 : read(w0);
        const f2 = read(w1);
        const f3 = read(w2);
        const num = start + i;
        if (this.xref.has(num)) continue;
        if (type === 1) this.xref.set(num, { type: 1, offset: f2, index: 0 });
        else if (type === 2) this.xref.set(num, { type: 2, offset: f2, index: f3 });
        else this.xref.set(num, { type: 1, offset: -1, index: 0 });
      }
    }
    return dict;
  }

  /** Parses "n g obj <value> [stream … endstream]" at a byte offset. */
  private parseIndirectAt(offset: number, expected?: number): PdfValue {
    const lexer = new Lexer(this.buf, offset);
    const num = lexer.next();
    const gen = lexer.next();
    const kw = lexer.next();
    if (typeof num !== 'number' || typeof gen !== 'number' || !(kw instanceof Cmd) || kw.cmd !== 'obj')
      throw new Unsupported(`no object at ${offset}`);
    // An xref entry that lands on another object's header is a broken table, not that object.
    if (expected !== undefined && num !== expected)
      throw new Unsupported(`xref entry for object ${expected} points at object ${num}`);
    const value = parseValue(lexer);
    if (value instanceof Cmd) throw new Unsupported('object is a keyword');
    if (!(value instanceof Map)) return value;
    const save = lexer.pos;
    const after = lexer.next();
    if (!(after instanceof Cmd) || after.cmd !== 'stream') {
      lexer.pos = save;
      return value;
    }
    // The stream body starts after the EOL that follows "stream".
    let start = lexer.pos;
    if (this.buf[start] === 13) start++;
    if (this.buf[start] === 10) start++;
    let length = this.get(value, 'Length');
    if (
      typeof length !== 'number' ||
      length < 0 ||
      start + length > this.buf.length ||
      !this.endsAt(start + length)
    ) {
      length = this.findEndstream(start) - start;
    }
    return new Stream(value, start, length);
  }

  private endsAt(p: number): boolean {
    const lexer = new Lexer(this.buf, p, Math.min(this.buf.length, p + 32));
    const t = lexer.next();
    return t instanceof Cmd && t.cmd === 'endstream';
  }

  private findEndstream(start: number): number {
    const needle = [101, 110, 100, 115, 116, 114, 101, 97, 109]; // "endstream"
    const { buf } = this;
    outer: for (let i = start; i + needle.length <= buf.length; i++) {
      for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) continue outer;
      let end = i;
      if (buf[end - 1] === 10) end--;
      if (buf[end - 1] === 13) end--;
      return Math.max(start, end);
    }
    throw new Unsupported('stream without endstream');
  }

  /** Follows references (with a guard against reference loops) to a direct value. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    let v = value;
    for (let hops = 0; v instanceof Ref; hops++) {
      if (hops > 32) throw new Unsupported('reference loop');
      v = this.fetch(v.num);
    }
    return v;
  }

  get(dict: Dict | undefined, key: string): PdfValue | undefined {
    return dict ? this.resolve(dict.get(key)) : undefined;
  }

  fetch(num: number): PdfValue {
    const cached = this.cache.get(num);
    if (cached !== undefined) return cached;
    const entry = this.xref.get(num);
    if (!entry || entry.offset < 0) return null;
    if (this.resolving > 32) throw new Unsupported('object nesting too deep');
    this.resolving++;
    try {
      const value = entry.type === 1 ? this.parseIndirectAt(entry.offset, num) : this.fromObjStream(entry);
      this.cache.set(num, value);
      return value;
    } finally {
      this.resolving--;
    }
  }

  private fromObjStream(entry: XrefEntry): PdfValue {
    let os = this.objStreams.get(entry.offset);
    if (!os) {
      const stream = this.fetch(entry.offset);
      if (!(stream instanceof Stream)) throw new Unsupported('object stream missing');
      const n = this.get(stream.dict, 'N');
      const first = this.get(stream.dict, 'First');
      if (typeof n !== 'number' || typeof first !== 'number') throw new Unsupported('bad object stream');
      const data = this.decode(stream);
      const lexer = new Lexer(data, 0, Math.min(first, data.length));
      const offsets: number[] = [];
      for (let i = 0; i < n; i++) {
        lexer.next();
        const off = lexer.next();
        if (typeof off !== 'number') throw new Unsupported('bad object stream header');
        offsets.push(off);
      }
      os = { data, offsets, first };
      this.objStreams.set(entry.offset, os);
    }
    const off = os.offsets[entry.index];
    if (off === undefined) return null;
    const value = parseValue(new Lexer(os.data, os.first + off));
    if (value instanceof Cmd) throw new Unsupported('keyword in object stream');
    return value;
  }

  /** Decoded bytes of a stream, with every filter applied and the size capped. */
  decode(stream: Stream): Uint8Array {
    let data: Uint8Array = this.buf.subarray(stream.start, stream.start + stream.length);
    const filter = this.get(stream.dict, 'Filter');
    const parms = this.get(stream.dict, 'DecodeParms') ?? this.get(stream.dict, 'DP');
    const filters = Array.isArray(filter) ? filter.map((f) => this.resolve(f)) : filter ? [filter] : [];
    const params = Array.isArray(parms) ? parms.map((p) => this.resolve(p)) : [parms];
    filters.forEach((f, i) => {
      const name = nameOf(f);
      const p = params[i];
      const parm = p instanceof Map ? p : undefined;
      if (name === 'FlateDecode' || name === 'Fl') data = this.predict(this.inflate(data), parm);
      else if (name === 'ASCIIHexDecode' || name === 'AHx') data = asciiHex(data);
      else if (name === 'ASCII85Decode' || name === 'A85') data = ascii85(data);
      else throw new Unsupported(`filter ${name ?? '?'}`);
    });
    return data;
  }

  private inflate(data: Uint8Array): Uint8Array {
    try {
      return inflateSync(data, {
        maxOutputLength: this.limits.maxStreamBytes,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new ExtractError('TOO_LARGE', `A PDF stream inflates past ${this.limits.maxStreamBytes} bytes`);
      throw new Unsupported('broken Flate data');
    }
  }

  private predict(data: Uint8Array, parms: Dict | undefined): Uint8Array {
    const predictor = this.get(parms, 'Predictor');
    if (typeof predictor !== 'number' || predictor <= 1) return data;
    if (predictor < 10) throw new Unsupported('TIFF predictor');
    const colors = numberOr(this.get(parms, 'Colors'), 1);
    const bpc = numberOr(this.get(parms, 'BitsPerComponent'), 8);
    const columns = numberOr(this.get(parms, 'Columns'), 1);
    const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
    const rowLen = Math.ceil((colors * bpc * columns) / 8);
    const rows = Math.floor(data.length / (rowLen + 1));
    const out = new Uint8Array(rows * rowLen);
    let prev = new Uint8Array(rowLen);
    for (let r = 0; r < rows; r++) {
      const type = data[r * (rowLen + 1)]!;
      const src = r * (rowLen + 1) + 1;
      const row = out.subarray(r * rowLen, (r + 1) * rowLen);
      for (let i = 0; i < rowLen; i++) {
        const raw = data[src + i]!;
        const left = i >= bpp ? row[i - bpp]! : 0;
        const up = prev[i]!;
        const upLeft = i >= bpp ? prev[i - bpp]! : 0;
        let v: number;
        switch (type) {
          case 0:
            v = raw;
            break;
          case 1:
            v = raw + left;
            break;
          case 2:
            v = raw + up;
            break;
          case 3:
            v = raw + ((left + up) >> 1);
            break;
          case 4: {
            const p = left + up - upLeft;
            const pa = Math.abs(p - left);
            const pb = Math.abs(p - up);
            const pc = Math.abs(p - upLeft);
            v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
            break;
          }
          default:
            throw new Unsupported('bad PNG predictor row');
        }
        row[i] = v & 0xff;
      }
      prev = row;
    }
    return out;
  }

  /** The document's pages in order, each with its inherited Resources. */
  pages(maxPages: number): { dict: Dict; resources: Dict | undefined }[] {
    const root = this.get(this.trailer, 'Root');
    if (!(root instanceof Map)) throw new Unsupported('no catalog');
    const tree = this.get(root, 'Pages');
    if (!(tree instanceof Map)) throw new Unsupported('no page tree');
    const count = this.get(tree, 'Count');
    if (typeof count === 'number' && count > maxPages)
      throw new ExtractError('TOO_LARGE', `PDF has ${count} pages (limit ${maxPages})`);
    const out: { dict: Dict; resources: Dict | undefined }[] = [];
    const seen = new Set<Dict>();
    const walk = (node: Dict, inherited: Dict | undefined, depth: number) => {
      if (seen.has(node) || depth > 64) throw new Unsupported('page tree loop');
      seen.add(node);
      const own = this.get(node, 'Resources');
      const resources = own instanceof Map ? own : inherited;
      const kids = this.get(node, 'Kids');
      if (Array.isArray(kids)) {
        for (const kid of kids) {
          const k = this.resolve(kid);
          if (k instanceof Map) walk(k, resources, depth + 1);
        }
      } else {
        out.push({ dict: node, resources });
        if (out.length > maxPages)
          throw new ExtractError('TOO_LARGE', `PDF has more than ${maxPages} pages (limit ${maxPages})`);
      }
    };
    walk(tree, undefined, 0);
    return out;
  }
}

function numberOr(v: PdfValue | undefined, fallback: number): number {
  return typeof v === 'number' ? v : fallback;
}

export function nameOf(v: PdfValue | undefined): string | undefined {
  return v instanceof Name ? v.name : undefined;
}

function asciiHex(data: Uint8Array): Uint8Array {
  return binaryBytes(scanHex(data, { pos: 0 }, data.length));
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

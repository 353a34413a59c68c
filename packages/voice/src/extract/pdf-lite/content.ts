/**
 * Content-stream interpreter that keeps only what text extraction needs: the graphics and text state,
 * text-showing operators and form XObjects. Emits one positioned item per text-showing operator in user
 * space, the same shape pdf.js's getTextContent gives, so the layout code serves both readers.
 */
import type { PositionedItem } from '../layout.js';
import { loadFont, type PdfFont } from './fonts.js';
import {
  CLASS,
  type Cursor,
  type Dict,
  Name,
  nameOf,
  type PdfFile,
  Stream,
  scanHex,
  scanLiteral,
  Unsupported,
} from './objects.js';

type Matrix = [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

interface GState {
  ctm: Matrix;
  font: PdfFont | undefined;
  size: number;
  charSpace: number;
  wordSpace: number;
  hScale: number;
  leading: number;
  rise: number;
}

/** A gap wider than this share of the font size inside a TJ array is a word space (pdf.js: TRACKING_SPACE_FACTOR). */
const TJ_SPACE_EM = 0.102;
/** A move back wider than this share of the font size ends a run (pdf.js: NEGATIVE_SPACE_FACTOR). */
const BACKWARD_SPLIT_EM = 0.2;
const MAX_FORM_DEPTH = 12;

/** Operand values in a content stream: strings are binary JS strings (one char per byte). */
type Operand = number | string | Name | Operand[] | null | boolean;

const ARRAY_END = Symbol('array-end');

export class ContentReader {
  readonly items: PositionedItem[] = [];
  private gs: GState;
  private readonly stack: GState[] = [];
  private tm: Matrix = IDENTITY;
  private tlm: Matrix = IDENTITY;
  private readonly formStack = new Set<Stream>();
  private readonly formHasText = new WeakMap<Stream, boolean>();
  private ops = 0;

  constructor(
    private readonly file: PdfFile,
    private readonly checkpoint: () => void,
  ) {
    this.gs = {
      ctm: IDENTITY,
      font: undefined,
      size: 0,
      charSpace: 0,
      wordSpace: 0,
      hScale: 1,
      leading: 0,
      rise: 0,
    };
  }

  /** Interprets one content stream (a page's, or a form's) with the given resources. */
  run(data: Uint8Array, resources: Dict | undefined): void {
    const buf = data;
    const end = buf.length;
    let p = 0;
    const operands: Operand[] = [];

    const cursor: Cursor = { pos: 0 };
    const readString = (): string => {
      cursor.pos = p + 1;
      const text = scanLiteral(buf, cursor, end);
      p = cursor.pos;
      return text;
    };

    const readHex = (): string => {
      cursor.pos = p + 1;
      const text = scanHex(buf, cursor, end);
      if (cursor.pos >= end) throw new Unsupported('unterminated hex string in content');
      p = cursor.pos + 1;
      return text;
    };

    const readNumber = (): number => {
      let sign = 1;
      let c = buf[p]!;
      if (c === 45 || c === 43) {
        if (c === 45) sign = -1;
        c = buf[++p]!;
        while (c === 45 || c === 43) c = buf[++p]!;
      }
      let value = 0;
      while (c >= 48 && c <= 57) {
        value = value * 10 + (c - 48);
        c = buf[++p]!;
      }
      if (c === 46) {
        let scale = 0.1;
        c = buf[++p]!;
        while (c >= 48 && c <= 57) {
          value += (c - 48) * scale;
          scale /= 10;
          c = buf[++p]!;
        }
      }
      return sign * value;
    };

    const readWord = (): string => {
      const start = p;
      while (p < end && CLASS[buf[p]!] === 0) p++;
      let s = '';
      for (let i = start; i < p; i++) s += String.fromCharCode(buf[i]!);
      return s;
    };

    const readName = (): Name => {
      p++;
      const raw = readWord();
      // "#xx" escapes, as in resource dictionary keys (objects.ts): /Fm#201 names the XObject "Fm 1".
      return Name.of(raw.includes('#') ? decodeNameEscapes(raw) : raw);
    };

    // Reads one operand value; returns undefined for an operator (its text is left in `word`).
    let word = '';
    const readValue = (depth: number): Operand | typeof ARRAY_END | undefined => {
      for (;;) {
        if (p >= end) return undefined;
        const c = buf[p]!;
        const cls = CLASS[c];
        if (cls === 1) {
          p++;
          continue;
        }
        if (c === 37) {
          while (p < end && buf[p] !== 10 && buf[p] !== 13) p++;
          continue;
        }
        if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) return readNumber();
        if (c === 40) return readString();
        if (c === 47) return readName();
        if (c === 91) {
          if (depth > 32) throw new Unsupported('content arrays nested too deep');
          p++;
          const arr: Operand[] = [];
          for (;;) {
            const v = readValue(depth + 1);
            if (v === ARRAY_END) return arr;
            if (v === undefined) {
              if (p >= end) throw new Unsupported('unterminated array in content');
              // Operators inside arrays are malformed; pdf.js skips them too.
              continue;
            }
            arr.push(v);
          }
        }
        if (c === 93) {
          p++;
          return ARRAY_END;
        }
        if (c === 60) {
          if (buf[p + 1] === 60) {
            skipDict();
            return null;
          }
          return readHex();
        }
        if (c === 62 || c === 41 || c === 123 || c === 125) {
          p++;
          continue;
        }
        word = readWord();
        if (word === 'true') return true;
        if (word === 'false') return false;
        if (word === 'null') return null;
        return undefined;
      }
    };

    const skipDict = () => {
      // Inline dictionaries (marked-content properties) carry nothing for text: skip them, nesting included.
      let depth = 0;
      while (p < end) {
        const c = buf[p]!;
        if (c === 60 && buf[p + 1] === 60) {
          depth++;
          p += 2;
        } else if (c === 62 && buf[p + 1] === 62) {
          depth--;
          p += 2;
          if (depth === 0) return;
        } else if (c === 40) readString();
        else if (c === 60) readHex();
        else p++;
      }
      throw new Unsupported('unterminated dictionary in content');
    };

    const skipInlineImage = () => {
      // "BI <dict> ID <binary data> EI": find EI between whitespace after the data.
      for (;;) {
        const v = readValue(0);
        if (v === undefined) {
          if (word === 'ID') break;
          if (p >= end) throw new Unsupported('unterminated inline image');
        }
      }
      p++;
      while (p + 2 <= end) {
        if (
          buf[p] === 69 &&
          buf[p + 1] === 73 &&
          CLASS[buf[p - 1]!] === 1 &&
          (p + 2 === end || CLASS[buf[p + 2]!] === 1)
        ) {
          p += 2;
          return;
        }
        p++;
      }
      throw new Unsupported('inline image without EI');
    };

    while (p < end) {
      const v = readValue(0);
      if (v === ARRAY_END) continue;
      if (v !== undefined) {
        if (operands.length < 64) operands.push(v);
        continue;
      }
      if (p >= end && word === '') break;
      const op = word;
      word = '';
      if ((++this.ops & 0xffff) === 0) this.checkpoint();
      if (op === 'BI') skipInlineImage();
      else this.operator(op, operands, resources);
      operands.length = 0;
    }
  }

  private operator(op: string, args: Operand[], resources: Dict | undefined): void {
    const gs = this.gs;
    const num = (i: number) => {
      const v = args[i];
      return typeof v === 'number' ? v : 0;
    };
    switch (op) {
      case 'q':
        this.stack.push({ ...gs });
        if (this.stack.length > 4096) throw new Unsupported('graphics state stack overflow');
        return;
      case 'Q': {
        const prev = this.stack.pop();
        if (prev) this.gs = prev;
        return;
      }
      case 'cm':
        if (args.length >= 6) gs.ctm = multiply([num(0), num(1), num(2), num(3), num(4), num(5)], gs.ctm);
        return;
      case 'BT':
        this.tm = IDENTITY;
        this.tlm = IDENTITY;
        return;
      case 'ET':
        return;
      case 'Tf': {
        const name = args[0];
        gs.size = num(1);
        if (!(name instanceof Name)) throw new Unsupported('Tf without font name');
        const fonts = this.file.get(resources, 'Font');
        const fontDict = fonts instanceof Map ? this.file.get(fonts, name.name) : undefined;
        if (!(fontDict instanceof Map)) throw new Unsupported(`font ${name.name} not found`);
        gs.font = loadFont(this.file, fontDict);
        return;
      }
      case 'Tc':
        gs.charSpace = num(0);
        return;
      case 'Tw':
        gs.wordSpace = num(0);
        return;
      case 'Tz':
        gs.hScale = num(0) / 100;
        return;
      case 'TL':
        gs.leading = num(0);
        return;
      case 'Ts':
        gs.rise = num(0);
        return;
      case 'Td':
        this.moveText(num(0), num(1));
        return;
      case 'TD':
        gs.leading = -num(1);
        this.moveText(num(0), num(1));
        return;
      case 'Tm':
        this.tlm = [num(0), num(1), num(2), num(3), num(4), num(5)];
        this.tm = this.tlm;
        return;
      case 'T*':
        this.moveText(0, -gs.leading);
        return;
      case 'Tj':
        if (typeof args[0] === 'string') this.show([args[0]]);
        return;
      case 'TJ':
        if (Array.isArray(args[0])) this.show(args[0]);
        return;
      case "'":
        this.moveText(0, -gs.leading);
        if (typeof args[0] === 'string') this.show([args[0]]);
        return;
      case '"':
        gs.wordSpace = num(0);
        gs.charSpace = num(1);
        this.moveText(0, -gs.leading);
        if (typeof args[2] === 'string') this.show([args[2]]);
        return;
      case 'Do':
        if (args[0] instanceof Name) this.form(args[0].name, resources);
        return;
      case 'd0':
      case 'd1':
        throw new Unsupported('Type3 glyph procedure');
      default:
    }
  }

  private moveText(tx: number, ty: number): void {
    const l = this.tlm;
    this.tlm = [l[0], l[1], l[2], l[3], tx * l[0] + ty * l[2] + l[4], tx * l[1] + ty * l[3] + l[5]];
    this.tm = this.tlm;
  }

  private show(parts: Operand[]): void {
    const gs = this.gs;
    const font = gs.font;
    if (!font) throw new Unsupported('text shown without a font');
    const size = gs.size;
    const h = gs.hScale;
    const two = font.bytesPerCode === 2;
    const m = multiply(this.tm, gs.ctm);
    const scale = Math.hypot(m[0], m[1]);
    let text = '';
    let advance = 0;
    // Width up to the last visible glyph: trailing spaces do not widen a line (as in pdf.js).
    let inked = 0;
    // Where the current run starts; a move back of more than 0.2 em starts a new run at the next glyph,
    // as pdf.js does (NEGATIVE_SPACE_FACTOR): TeX draws an accent, then backs up to draw its letter under it.
    let runStart = 0;
    let split = false;
    const emit = () => {
      if (text.length === 0) return;
      this.items.push({
        str: text,
        transform: [
          size * h * m[0],
          size * h * m[1],
          size * m[2],
          size * m[3],
          runStart * m[0] + gs.rise * m[2] + m[4],
          runStart * m[1] + gs.rise * m[3] + m[5],
        ],
        width: Math.max(0, inked - runStart) * scale,
        height: Math.abs(size) * Math.hypot(m[2], m[3]),
      });
    };
    for (const part of parts) {
      if (typeof part === 'number') {
        const tx = (-part / 1000) * size * h;
        if (-part / 1000 > TJ_SPACE_EM && text.length > 0 && text.charCodeAt(text.length - 1) !== 32)
          text += ' ';
        advance += tx;
        // An offset before the first glyph moves where the run starts: pdfTeX ends a TJ at a colour or link
        // whatsit and opens the next with the word space ("See" … [-250(Section)]TJ), so measured from the
        // array's start the gap would be lost.
        if (text.length === 0) {
          runStart = advance;
          inked = advance;
        }
        if (text.length > 0 && advance - inked < -BACKWARD_SPLIT_EM * Math.abs(size)) split = true;
        continue;
      }
      if (typeof part !== 'string') continue;
      const n = part.length;
      for (let i = 0; i < n; i += two ? 2 : 1) {
        const code = two ? (part.charCodeAt(i) << 8) | (part.charCodeAt(i + 1) || 0) : part.charCodeAt(i);
        const u = font.unicode(code);
        if (u === undefined) throw new Unsupported(`unmapped character code ${code}`);
        if (split) {
          emit();
          text = '';
          runStart = advance;
          inked = advance;
          split = false;
        }
        text += u;
        const spacing = !two && code === 32 ? gs.wordSpace : 0;
        advance += ((font.width(code) / 1000) * size + gs.charSpace + spacing) * h;
        if (u.trim().length > 0) inked = advance;
      }
    }
    emit();
    const t = this.tm;
    this.tm = [t[0], t[1], t[2], t[3], advance * t[0] + t[4], advance * t[1] + t[5]];
  }

  private form(name: string, resources: Dict | undefined): void {
    const xobjects = this.file.get(resources, 'XObject');
    const xobj = xobjects instanceof Map ? xobjects.get(name) : undefined;
    const stream = this.file.resolve(xobj);
    if (!(stream instanceof Stream) || nameOf(this.file.get(stream.dict, 'Subtype')) !== 'Form') return;
    // A form that draws itself (directly or through others) is drawn once, as pdf.js does. Deep but acyclic
    // nesting is legal and pdf.js reads all of it: dropping the deeper text here would lose it silently.
    if (this.formStack.has(stream)) return;
    if (this.formStack.size >= MAX_FORM_DEPTH) throw new Unsupported('form XObjects nested too deep');
    const known = this.formHasText.get(stream);
    if (known === false) return;
    const data = this.file.decode(stream);
    if (known === undefined) {
      const hasText = mayShowText(data);
      this.formHasText.set(stream, hasText);
      if (!hasText) return;
    }
    const matrix = this.file.get(stream.dict, 'Matrix');
    const own = this.file.get(stream.dict, 'Resources');
    const saved = this.gs;
    const savedDepth = this.stack.length;
    const tm = this.tm;
    const tlm = this.tlm;
    this.gs = { ...saved };
    if (Array.isArray(matrix) && matrix.length === 6 && matrix.every((v) => typeof v === 'number')) {
      this.gs.ctm = multiply(matrix as Matrix, this.gs.ctm);
    }
    this.formStack.add(stream);
    try {
      this.run(data, own instanceof Map ? own : resources);
    } finally {
      this.formStack.delete(stream);
      this.stack.length = savedDepth;
      this.gs = saved;
      this.tm = tm;
      this.tlm = tlm;
    }
  }
}

function decodeNameEscapes(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** Cheap pre-check: a form can only contribute text if it shows text or draws other forms. */
function mayShowText(data: Uint8Array): boolean {
  for (let i = 0; i + 1 < data.length; i++) {
    const a = data[i]!;
    const b = data[i + 1]!;
    if ((a === 66 && b === 84) || (a === 68 && b === 111)) return true; // "BT" or "Do"
  }
  return false;
}

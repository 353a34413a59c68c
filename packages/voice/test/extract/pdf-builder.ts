/**
 * Byte-exact PDF builder for reader tests. Object n is `objects[n - 1]`; object 1 is the catalog unless
 * `root` says otherwise. Strings are written as latin1 (one byte per char), so `\xe9` in a content stream
 * is the byte 0xE9 and every offset in the cross-reference data is a byte offset.
 */
import { deflateSync } from 'node:zlib';

export interface StreamObject {
  /** Dictionary entries without the << >> and without /Length (and /Filter when `deflate`). */
  dict?: string;
  stream: Uint8Array | string;
  deflate?: boolean;
}

export type PdfObject = string | StreamObject;

export interface BuildOptions {
  /** 'table': classic xref table + trailer (default). 'stream': xref stream with the PNG Up predictor and
   * every non-stream object packed into one object stream. */
  xref?: 'table' | 'stream';
  /** Object number of the catalog (default 1). */
  root?: number;
  /** Extra trailer entries, e.g. an /Encrypt reference. */
  trailer?: string;
  /** Header line (default %PDF-1.4, or %PDF-1.5 with an xref stream). */
  header?: string;
}

const bytes = (s: string | Uint8Array): Uint8Array => (typeof s === 'string' ? Buffer.from(s, 'latin1') : s);

class Writer {
  private readonly chunks: Uint8Array[] = [];
  length = 0;

  constructor(prefix?: Uint8Array) {
    if (prefix) this.write(prefix);
  }

  write(data: string | Uint8Array): void {
    const b = bytes(data);
    this.chunks.push(b);
    this.length += b.length;
  }

  toBytes(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

function streamParts(obj: StreamObject): { dict: string; data: Uint8Array } {
  const raw = bytes(obj.stream);
  const data = obj.deflate ? new Uint8Array(deflateSync(raw)) : raw;
  const filter = obj.deflate ? ' /Filter /FlateDecode' : '';
  return { dict: `<< ${obj.dict ?? ''}${filter} /Length ${data.length} >>`, data };
}

function writeObject(w: Writer, num: number, obj: PdfObject): void {
  if (typeof obj === 'string') {
    w.write(`${num} 0 obj\n${obj}\nendobj\n`);
    return;
  }
  const { dict, data } = streamParts(obj);
  w.write(`${num} 0 obj\n${dict}\nstream\n`);
  w.write(data);
  w.write('\nendstream\nendobj\n');
}

const pad10 = (n: number) => String(n).padStart(10, '0');

/** Writes a classic xref table for `entries` (object number → byte offset) and the trailer. */
function writeXrefTable(w: Writer, entries: Map<number, number>, trailer: string, withFree: boolean): void {
  const start = w.length;
  w.write('xref\n');
  if (withFree) w.write('0 1\n0000000000 65535 f \n');
  const nums = [...entries.keys()].sort((a, b) => a - b);
  // One subsection per run of consecutive object numbers.
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j++;
    w.write(`${nums[i]} ${j - i + 1}\n`);
    for (let k = i; k <= j; k++) w.write(`${pad10(entries.get(nums[k]!)!)} 00000 n \n`);
    i = j + 1;
  }
  w.write(`trailer\n<< ${trailer} >>\nstartxref\n${start}\n%%EOF\n`);
}

export function buildPdf(objects: PdfObject[], opts: BuildOptions = {}): Uint8Array {
  const useStream = opts.xref === 'stream';
  const w = new Writer();
  w.write(`${opts.header ?? (useStream ? '%PDF-1.5' : '%PDF-1.4')}\n%\xe2\xe3\xcf\xd3\n`);
  const root = opts.root ?? 1;
  const extra = opts.trailer ? ` ${opts.trailer}` : '';
  if (!useStream) {
    const offsets = new Map<number, number>();
    objects.forEach((obj, i) => {
      offsets.set(i + 1, w.length);
      writeObject(w, i + 1, obj);
    });
    writeXrefTable(w, offsets, `/Size ${objects.length + 1} /Root ${root} 0 R${extra}`, true);
    return w.toBytes();
  }

  // Streams stay top-level; every other object goes into one object stream (number N + 1), and the xref
  // stream (number N + 2) indexes everything.
  const n = objects.length;
  const objStmNum = n + 1;
  const xrefNum = n + 2;
  const rows: [number, number, number][] = [[0, 0, 0xffff]];
  const packed: { num: number; body: string }[] = [];
  objects.forEach((obj, i) => {
    const num = i + 1;
    if (typeof obj === 'string') {
      rows[num] = [2, objStmNum, packed.length];
      packed.push({ num, body: obj });
    } else {
      rows[num] = [1, w.length, 0];
      writeObject(w, num, obj);
    }
  });
  let header = '';
  let body = '';
  for (const p of packed) {
    header += `${p.num} ${body.length} `;
    body += `${p.body}\n`;
  }
  header += '\n';
  rows[objStmNum] = [1, w.length, 0];
  writeObject(w, objStmNum, {
    dict: `/Type /ObjStm /N ${packed.length} /First ${header.length}`,
    stream: header + body,
    deflate: true,
  });
  rows[xrefNum] = [1, w.length, 0];
  // W [1 4 2]: type, offset or object stream number, generation or index. PNG Up predictor: each row is
  // the byte-wise difference from the row above, prefixed with the filter type 2.
  const cols = 7;
  const raw = new Uint8Array(rows.length * (cols + 1));
  let prev = new Uint8Array(cols);
  rows.forEach(([t, f2, f3], r) => {
    const row = Uint8Array.of(
      t,
      f2 >>> 24,
      (f2 >>> 16) & 255,
      (f2 >>> 8) & 255,
      f2 & 255,
      f3 >>> 8,
      f3 & 255,
    );
    raw[r * (cols + 1)] = 2;
    for (let c = 0; c < cols; c++) raw[r * (cols + 1) + 1 + c] = (row[c]! - prev[c]!) & 255;
    prev = row;
  });
  const xrefStart = w.length;
  writeObject(w, xrefNum, {
    dict:
      `/Type /XRef /Size ${rows.length} /W [1 4 2] /Root ${root} 0 R${extra} ` +
      `/DecodeParms << /Columns ${cols} /Predictor 12 >>`,
    stream: raw,
    deflate: true,
  });
  w.write(`startxref\n${xrefStart}\n%%EOF\n`);
  return w.toBytes();
}

/** Helvetica-like advance widths for codes 32..126 (thousandths of an em). */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

export interface SimpleFontOptions {
  baseFont?: string;
  /** Last code with a width (default 126; 255 covers the WinAnsi upper half, widths 556 there). */
  lastChar?: number;
  /** /Encoding value (default /WinAnsiEncoding); null leaves it out. */
  encoding?: string | null;
  /** Extra entries, e.g. a /FontDescriptor or /ToUnicode reference. */
  extra?: string;
}

/** A TrueType font dictionary with /FirstChar 32 /Widths and no embedded program. */
export function simpleFont(opts: SimpleFontOptions = {}): string {
  const last = opts.lastChar ?? 126;
  const widths = Array.from({ length: last - 31 }, (_, i) => ASCII_WIDTHS[i] ?? 556);
  const encoding = opts.encoding === null ? '' : ` /Encoding ${opts.encoding ?? '/WinAnsiEncoding'}`;
  return (
    `<< /Type /Font /Subtype /TrueType /BaseFont /${opts.baseFont ?? 'Arial'} /FirstChar 32 /LastChar ${last} ` +
    `/Widths [${widths.join(' ')}]${encoding}${opts.extra ? ` ${opts.extra}` : ''} >>`
  );
}

export interface PageOptions {
  /** The page's /Resources value (default: none on the page). */
  resources?: string;
  /** Extra entries of the /Pages node, e.g. inherited /Resources. */
  pagesExtra?: string;
}

/**
 * The usual one-page layout: 1 catalog, 2 pages, 3 page, 4 content (or 4.. when `content` is an array:
 * each becomes its own stream object and /Contents an array), then `extra` objects numbered after those.
 */
export function onePage(
  content: PdfObject | PdfObject[],
  extra: PdfObject[],
  opts: PageOptions = {},
): PdfObject[] {
  const parts = Array.isArray(content) ? content : [content];
  const refs = parts.map((_, i) => `${i + 4} 0 R`);
  const contents = Array.isArray(content) ? `[${refs.join(' ')}]` : refs[0];
  const resources = opts.resources ? ` /Resources ${opts.resources}` : '';
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count 1${opts.pagesExtra ? ` ${opts.pagesExtra}` : ''} >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents}${resources} >>`,
    ...parts.map((p) => (typeof p === 'string' ? { stream: p } : p)),
    ...extra,
  ];
}

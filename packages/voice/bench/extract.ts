/**
 * Extraction benchmark: times extractText on a ~5 MB DOCX (pandoc) and a ~5 MB PDF (LibreOffice) built from
 * generated prose. Fixture generation happens in a temp dir that is removed afterwards; only extraction is
 * timed (median of 3). Run directly: `npx tsx packages/voice/bench/extract.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { extractText } from '../src/extract/index.js';
import { readPdfPages } from '../src/extract/pdf.js';
import { DEFAULT_OPTIONS, Deadline } from '../src/extract/types.js';

const TARGET_BYTES = 5 * 1024 * 1024;

/** Deterministic pseudo-random prose with a wide vocabulary, so it compresses like real text. */
export function prose(approxBytes: number, seed = 1): string {
  let state = seed;
  const rand = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const syllables = [
    'ka',
    'lo',
    'mer',
    'sti',
    'van',
    'de',
    'ru',
    'pol',
    'this',
    'en',
    'qua',
    'tor',
    'bel',
    'ni',
  ];
  const vocab = Array.from({ length: 3000 }, () =>
    Array.from(
      { length: 1 + Math.floor(rand() * 3) },
      () => syllables[Math.floor(rand() * syllables.length)],
    ).join(''),
  );
  const word = () => vocab[Math.floor(rand() ** 2 * vocab.length)]!;
  const parts: string[] = [];
  let size = 0;
  let section = 0;
  while (size < approxBytes) {
    if (parts.length % 12 === 0) {
      const heading = `\n## Section ${++section}: ${word()} ${word()}\n`;
      parts.push(heading);
      size += heading.length;
    }
    const sentences = Array.from({ length: 4 + Math.floor(rand() * 5) }, () => {
      const words = Array.from({ length: 6 + Math.floor(rand() * 18) }, word).join(' ');
      return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
    });
    const para = `${sentences.join(' ')}\n`;
    parts.push(para);
    size += para.length + 1;
  }
  return `# Benchmark document\n\n${parts.join('\n')}`;
}

export function pandoc(dir: string, name: string, markdown: string): string {
  const md = join(dir, `${name}.md`);
  const out = join(dir, `${name}.docx`);
  writeFileSync(md, markdown);
  execFileSync('pandoc', [md, '-o', out], { stdio: 'pipe' });
  return out;
}

export function soffice(dir: string, docx: string): string {
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${join(dir, 'lo-profile')}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      docx,
    ],
    { stdio: 'pipe', timeout: 600_000 },
  );
  return docx.replace(/\.docx$/, '.pdf');
}

/** Builds a file of roughly TARGET_BYTES by calibrating output size against Markdown size on a small sample. */
export function buildNear(dir: string, name: string, make: (docx: string) => string): string {
  const sampleMd = 400_000;
  const sample = make(pandoc(dir, `${name}-sample`, prose(sampleMd)));
  const ratio = statSync(sample).size / sampleMd;
  return make(pandoc(dir, name, prose(TARGET_BYTES / ratio, 2)));
}

/** A PNG of random pixels: incompressible, so it keeps its size inside DOCX and PDF like a photo does. */
export function noisePng(side: number, seed: number): Buffer {
  // xorshift32 in 32-bit integer arithmetic (a float LCG loses precision and repeats, and PNG then compresses it).
  let state = seed | 1;
  const raw = Buffer.alloc((side * 3 + 1) * side);
  for (let i = 0; i < raw.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    raw[i] = i % (side * 3 + 1) === 0 ? 0 : state & 0xff;
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A typical 5 MB document: about 60 pages of prose with a dozen photos, the way reports, brochures and
 * portfolios reach that size. The text-only files above are the worst case (a whole book in 5 MB).
 */
export function illustrated(dir: string, name: string, photos = 12): string {
  const images: string[] = [];
  for (let i = 0; i < photos; i++) {
    const file = join(dir, `${name}-img${i}.png`);
    writeFileSync(file, noisePng(360, i + 7));
    images.push(file);
  }
  const text = prose(Math.max(150_000, photos * 3_000), 3).split('\n## ');
  const md = text
    .map((part, i) => (i > 0 && i <= images.length ? `![Figure ${i}](${images[i - 1]})\n\n## ${part}` : part))
    .join('\n');
  return pandoc(dir, name, md);
}

interface Timing {
  wallMs: number;
  pages: number;
  /** ExtractResult.reader, plus the pages read when the word cap stopped it. */
  reader: string;
  /** Process CPU time: on a shared, loaded machine wall time overstates the work, CPU time much less so. */
  cpuMs: number;
}

async function medianTiming(bytes: Uint8Array, filename: string, runs = 3): Promise<Timing> {
  const samples: Timing[] = [];
  for (let i = 0; i < runs; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await extractText(bytes, filename, { timeoutMs: 120_000 });
    const used = process.cpuUsage(cpu);
    samples.push({
      wallMs: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
      pages: result.pages ?? 0,
      reader:
        result.pagesRead !== undefined
          ? `${result.reader} (first ${result.pagesRead} of ${result.pages} pages)`
          : result.reader,
    });
    if (result.blocks.length === 0) throw new Error(`${filename}: nothing extracted`);
  }
  const median = (pick: (t: Timing) => number) =>
    Math.round(samples.map(pick).sort((a, b) => a - b)[runs >> 1]!);
  return {
    wallMs: median((t) => t.wallMs),
    cpuMs: median((t) => t.cpuMs),
    pages: samples[0]?.pages ?? 0,
    reader: samples[0]?.reader ?? '',
  };
}

export async function benchExtract(): Promise<Record<string, number | string>> {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-bench-extract-'));
  try {
    const docxPath = buildNear(dir, 'bench-docx', (docx) => docx);
    const pdfPath = buildNear(dir, 'bench-pdf', (docx) => soffice(dir, docx));
    const docx = new Uint8Array(readFileSync(docxPath));
    const pdf = new Uint8Array(readFileSync(pdfPath));
    const d = await medianTiming(docx, 'bench.docx');
    const p = await medianTiming(pdf, 'bench.pdf');
    const typicalDocxPath = illustrated(dir, 'typical');
    const typicalDocx = new Uint8Array(readFileSync(typicalDocxPath));
    // LibreOffice re-encodes photos as JPEG (about 60 KB each here), so the PDF needs more of them to reach 5 MB.
    const typicalPdf = new Uint8Array(readFileSync(soffice(dir, illustrated(dir, 'typical-pdf', 80))));
    const td = await medianTiming(typicalDocx, 'typical.docx');
    const tp = await medianTiming(typicalPdf, 'typical.pdf');
    // What pdf.js needs for every page of the text-only PDF, without the word cap (one run: it is slow).
    const opts = { ...DEFAULT_OPTIONS, timeoutMs: 300_000 };
    const started = performance.now();
    await readPdfPages(pdf, opts, new Deadline(300_000), Number.POSITIVE_INFINITY);
    const pdfjsMs = Math.round(performance.now() - started);
    return {
      docx5mbMs: d.wallMs,
      pdf5mbMs: p.wallMs,
      docxBytes: docx.length,
      pdfBytes: pdf.length,
      docx5mbCpuMs: d.cpuMs,
      pdf5mbCpuMs: p.cpuMs,
      pdfPages: p.pages,
      typicalDocxMs: td.wallMs,
      typicalDocxCpuMs: td.cpuMs,
      typicalDocxBytes: typicalDocx.length,
      typicalPdfMs: tp.wallMs,
      typicalPdfCpuMs: tp.cpuMs,
      typicalPdfBytes: typicalPdf.length,
      typicalPdfPages: tp.pages,
      docxReader: d.reader,
      pdfReader: p.reader,
      typicalPdfReader: tp.reader,
      pdf5mbPdfjsOnlyMs: pdfjsMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchExtract();
  console.log(JSON.stringify(figures, null, 2));
}

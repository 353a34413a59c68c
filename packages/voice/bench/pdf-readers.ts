/**
 * Issue #25 point 8 (decision 037): the fast reader (pdf-lite, pdf.js for what it cannot read) against pdf.js
 * alone with a word cap (the first pages up to CAP_WORDS, then stop, as a capped reader would), on the PDFs
 * the tests already have, and on a text-only book of ≈ 1,800 pages made with Chromium. Words kept = the share
 * of pdftotext's words (a multiset, lower-cased, punctuation stripped) each reader's text holds. Each reader
 * runs in its own child process per file, so its peak RSS is its own. Needs poppler-utils (pdftotext) and
 * Debian's chromium; measurement only, not part of `npm run bench:voice`:
 * `npx tsx packages/voice/bench/pdf-readers.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getResolvedPDFJS } from 'unpdf';
import { extractText } from '../src/extract/index.js';
import {
  itemsToLines,
  type PageLines,
  type PositionedItem,
  pagesToBlocks,
  removePageFurniture,
} from '../src/extract/layout.js';
import { checkStreamBounds, streamLimit } from '../src/extract/pdf-lite/index.js';
import { blocksToText, DEFAULT_OPTIONS, Deadline } from '../src/extract/types.js';
import { prose } from './extract.js';

/** Analysis samples at most 50,000 tokens (analyze.ts); a capped reader would stop a little past that. */
const CAP_WORDS = 60_000;

const HERE = import.meta.dirname;
const TEST = join(HERE, '..', 'test');

function words(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter((w) => w.length > 0);
}

/** Share of `reference` words (with repeats) found in `got`. */
function kept(reference: string[], got: string[]): number {
  const have = new Map<string, number>();
  for (const w of got) have.set(w, (have.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of reference) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      hit++;
      have.set(w, n - 1);
    }
  }
  return reference.length ? hit / reference.length : 1;
}

/** pdf.js alone, first pages only until CAP_WORDS words, through the same layout as extractText. */
async function readCapped(bytes: Uint8Array): Promise<{ text: string; pagesRead: number; numPages: number }> {
  const opts = DEFAULT_OPTIONS;
  const deadline = new Deadline(300_000);
  checkStreamBounds(bytes, streamLimit(opts), () => deadline.check());
  const { getDocument } = await getResolvedPDFJS();
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
  const pages: PageLines[] = [];
  let count = 0;
  try {
    for (let n = 1; n <= pdf.numPages && count < CAP_WORDS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items = (content.items as object[]).filter(
        (i): i is PositionedItem => 'str' in i && 'transform' in i,
      );
      const [, y0 = 0, , y1 = 0] = page.view;
      const lines = itemsToLines(items);
      pages.push({ page: n, lines, box: { bottom: Math.min(y0, y1), top: Math.max(y0, y1) } });
      for (const l of lines) count += l.text.split(/\s+/).filter(Boolean).length;
    }
    removePageFurniture(pages);
    return { text: blocksToText(pagesToBlocks(pages)), pagesRead: pages.length, numPages: pdf.numPages };
  } finally {
    await pdf.destroy();
  }
}

interface Run {
  text: string;
  ms: number;
  cpuMs: number;
  peakRssMB: number;
  reader: string;
  pagesRead: number;
  numPages: number;
}

/** Child process: one reader on one file, JSON on stdout. */
async function child(reader: string, file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(file));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let out: Omit<Run, 'ms' | 'cpuMs' | 'peakRssMB'>;
  if (reader === 'lite') {
    const r = await extractText(bytes, basename(file), { timeoutMs: 300_000 });
    out = { text: r.text, reader: r.reader, pagesRead: r.pages ?? 0, numPages: r.pages ?? 0 };
  } else {
    const r = await readCapped(bytes);
    out = { ...r, reader: 'pdfjs-capped' };
  }
  const ms = performance.now() - t0;
  const c = process.cpuUsage(cpu0);
  const run: Run = {
    ...out,
    ms: Math.round(ms),
    cpuMs: Math.round((c.user + c.system) / 1000),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  process.stdout.write(JSON.stringify(run));
}

function runChild(reader: string, file: string): Run {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', reader, file],
    { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  return JSON.parse(out) as Run;
}

/** A text-only book of about `bytes` of prose printed to PDF by headless Chromium. */
function chromiumBook(dir: string, bytes: number): string {
  const md = prose(bytes, 2);
  const html = md
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (l.startsWith('#') ? `<h2>${l.replace(/^#+ /, '')}</h2>` : `<p>${l}</p>`))
    .join('\n');
  const src = join(dir, 'book.html');
  writeFileSync(src, `<!doctype html><meta charset="utf-8"><body style="font: 11pt serif">${html}`);
  const out = join(dir, 'book.pdf');
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      pathToFileURL(src).href,
    ],
    { stdio: 'pipe', timeout: 600_000 },
  );
  return out;
}

async function main(): Promise<void> {
  const files = [
    ...readdirSync(join(TEST, 'fixtures/produced/producers')).map((f) =>
      join(TEST, 'fixtures/produced/producers', f),
    ),
    ...readdirSync(join(TEST, 'fixtures/produced/documents'))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(TEST, 'fixtures/produced/documents', f)),
    ...readdirSync(join(TEST, 'extract/tex'))
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(TEST, 'extract/tex', f)),
  ];
  const dir = mkdtempSync(join(tmpdir(), 'pdf-readers-'));
  try {
    if (!process.argv.includes('--corpus-only')) files.push(chromiumBook(dir, 4_200_000));
    console.log(
      '| file | pages | pdftotext words | kept: pdf-lite path (reader) / pdf.js capped (pages read) | ms (CPU) | peak RSS MB |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const file of files) {
      const reference = words(
        execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], {
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        }),
      );
      const lite = runChild('lite', file);
      const capped = runChild('capped', file);
      const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
      console.log(
        `| ${basename(file)} | ${capped.numPages} | ${reference.length} | ${pct(kept(reference, words(lite.text)))} (${lite.reader}) / ${pct(kept(reference, words(capped.text)))} (${capped.pagesRead}) | ${lite.ms} (${lite.cpuMs}) / ${capped.ms} (${capped.cpuMs}) | ${lite.peakRssMB} / ${capped.peakRssMB} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4]!);
else if (import.meta.url === pathToFileURL(process.argv[1]!).href) await main();

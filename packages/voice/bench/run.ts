/**
 * `npm run bench:voice`: every figure issue #4 names, printed as a Markdown block for docs/benchmarks.md.
 * Analysis runs first, on a fresh heap, so its peak-memory figure is not inflated by the extraction run.
 */
import os from 'node:os';
import { benchAnalysis } from './analysis.js';
import { benchBomb } from './bomb.js';
import { benchExtract } from './extract.js';
import { formatManpages, manpages } from './manpages.js';
import { benchMatch, formatMatch } from './match.js';
import { benchUnpunctuated } from './unpunctuated.js';
import { benchValidity } from './validity.js';

const analysis = benchAnalysis();
const unpunctuated = await benchUnpunctuated();
const extraction = await benchExtract();
const bombs = await benchBomb();
const match = benchMatch();
const manuals = manpages();
const validity = await benchValidity();

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const mb = (bytes: number | string | undefined) => (Number(bytes ?? 0) / 1e6).toFixed(1);
const lines = [
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
  `Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  '| figure | value | target |',
  '|---|---|---|',
  ...Object.entries(analysis.throughputMBps).map(
    ([size, mbps]) => `| analysis throughput, ${size} corpus | ${mbps} MB/s | ≥ 1 MB/s, linear |`,
  ),
  `| peak RSS, 10 MB corpus | ${analysis.peakRssMB} MB | ≤ 300 MB |`,
  `| unpunctuated TXT, ${mb(unpunctuated.bytes)} MB (${unpunctuated.words} words, no . ! ?): upload (extraction + sections) / analysis | ${unpunctuated.uploadMs} ms / ${unpunctuated.analyzeMs} ms; ${unpunctuated.sections} sections, largest ${unpunctuated.largestSection} words | linear, ≤ 1 s |`,
  `| voice-match discrimination | ${(analysis.discriminationRate * 100).toFixed(1)}% of ${analysis.pairs} pairs | ≥ 90% |`,
  `| DOCX extraction, typical ${mb(extraction.typicalDocxBytes)} MB (text + 12 photos) | ${extraction.typicalDocxMs} ms wall, ${extraction.typicalDocxCpuMs} ms CPU | ≤ 3 s |`,
  `| PDF extraction, typical ${mb(extraction.typicalPdfBytes)} MB, ${extraction.typicalPdfPages} pages (text + 80 photos) | ${extraction.typicalPdfMs} ms wall, ${extraction.typicalPdfCpuMs} ms CPU | ≤ 3 s |`,
  `| DOCX extraction, text only ${mb(extraction.docxBytes)} MB (worst case) | ${extraction.docx5mbMs} ms wall, ${extraction.docx5mbCpuMs} ms CPU | ≤ 3 s |`,
  `| PDF extraction, text only ${mb(extraction.pdfBytes)} MB, ${extraction.pdfPages} pages (worst case) | ${extraction.pdf5mbMs} ms wall, ${extraction.pdf5mbCpuMs} ms CPU | ≤ 3 s |`,
  `| same PDF read whole, without the word cap (pages only, one run, for comparison) | ${extraction.pdf5mbPdfjsOnlyMs} ms wall | — |`,
  ...bombs.map(
    (b) =>
      `| Flate bomb PDF without startxref, ${mb(b.fileBytes)} MB → ${(b.inflatedBytes / 2 ** 30).toFixed(0)} GiB (child process) | ${b.outcome} in ${b.wallMs} ms, peak RSS ${b.peakRssMB} MB | typed error ≤ 5 s, ≤ 600 MB |`,
  ),
  '',
  `Readers used (ExtractResult.reader): text-only PDF → ${extraction.pdfReader}, typical PDF → ${extraction.typicalPdfReader}, DOCX → ${extraction.docxReader}.`,
  '',
  ...formatMatch(match),
  '',
  ...formatManpages(manuals),
  '',
  ...validity,
];
console.log(lines.join('\n'));
const language = await import('./language.js');
console.log(language.languageTable());
console.log(language.twoSentenceTable());

/**
 * `npm run bench:voice`: every figure issue #4 names, printed as a Markdown block for docs/benchmarks.md.
 * Analysis runs first, on a fresh heap, so its peak-memory figure is not inflated by the extraction run.
 */
import os from 'node:os';
import { benchAnalysis } from './analysis.js';
import { benchExtract } from './extract.js';

const analysis = benchAnalysis();
const extraction = await benchExtract();

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
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
  `| voice-match discrimination | ${(analysis.discriminationRate * 100).toFixed(1)}% of ${analysis.pairs} pairs | ≥ 90% |`,
  `| DOCX extraction, ${(extraction.docxBytes ?? 0) / 1e6} MB | ${extraction.docx5mbMs} ms wall, ${extraction.docx5mbCpuMs} ms CPU | ≤ 3 s |`,
  `| PDF extraction, ${(extraction.pdfBytes ?? 0) / 1e6} MB | ${extraction.pdf5mbMs} ms wall, ${extraction.pdf5mbCpuMs} ms CPU | ≤ 3 s |`,
];
console.log(lines.join('\n'));

/**
 * Analysis benchmark: throughput of analyzeVoice at 1/2/4/8 MB, peak RSS for a 10 MB corpus, and the
 * voice-match discrimination rate on the fixture authors. Run: npx tsx packages/voice/bench/analysis.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeVoice, voiceMatch } from '../src/analysis/index.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/authors');

export interface Author {
  lang: string;
  name: string;
  text: string;
}

export function loadAuthors(dir = FIXTURES): Author[] {
  const out: Author[] = [];
  for (const lang of readdirSync(dir).sort()) {
    for (const f of readdirSync(join(dir, lang)).sort()) {
      if (f.endsWith('.txt'))
        out.push({ lang, name: f.slice(0, -4), text: readFileSync(join(dir, lang, f), 'utf8') });
    }
  }
  return out;
}

/** Profile part (first 2/3 of the paragraphs) and held-out part (the rest). */
export function splitAuthor(text: string): { profile: string; heldOut: string } {
  const paras = text.split(/\n\s*\n/).filter((p) => p.trim());
  const total = paras.reduce((a, p) => a + p.length, 0);
  let acc = 0;
  let cut = paras.length - 1;
  for (let i = 0; i < paras.length; i++) {
    acc += paras[i]!.length;
    if (acc >= (total * 2) / 3) {
      cut = i + 1;
      break;
    }
  }
  cut = Math.min(Math.max(1, cut), paras.length - 1);
  return { profile: paras.slice(0, cut).join('\n\n'), heldOut: paras.slice(cut).join('\n\n') };
}

export interface PairResult {
  lang: string;
  author: string;
  other: string;
  self: number;
  cross: number;
  ok: boolean;
}

/** For every same-language pair (A, B≠A): does A's held-out text match A's profile better than B's? */
export function discrimination(authors = loadAuthors()): { rate: number; pairs: PairResult[] } {
  const parts = authors.map((a) => ({ ...a, ...splitAuthor(a.text) }));
  const pairs: PairResult[] = [];
  for (const a of parts) {
    const profile = analyzeVoice([{ id: a.name, input: a.profile }]).analysis;
    const self = voiceMatch(profile, a.heldOut).score;
    for (const b of parts) {
      if (b.lang !== a.lang || b.name === a.name) continue;
      const cross = voiceMatch(profile, b.heldOut).score;
      pairs.push({ lang: a.lang, author: a.name, other: b.name, self, cross, ok: self > cross });
    }
  }
  return { rate: pairs.length ? pairs.filter((p) => p.ok).length / pairs.length : 0, pairs };
}

/** Builds ~`bytes` of text from the fixtures, varied so that caches and repetition do not flatter timing. */
export function buildCorpus(bytes: number, authors = loadAuthors()): { id: string; input: string }[] {
  const docs: { id: string; input: string }[] = [];
  let size = 0;
  let round = 0;
  while (size < bytes) {
    for (const a of authors) {
      const paras = a.text.split(/\n\s*\n/);
      // Rotate paragraphs and number them so each copy differs.
      const k = round % paras.length;
      const text = [...paras.slice(k), ...paras.slice(0, k)]
        .map((p, i) => (i % 3 === 0 ? `${p} (${round}.${i})` : p))
        .join('\n\n');
      docs.push({ id: `${a.lang}-${a.name}-${round}`, input: text });
      size += Buffer.byteLength(text);
      if (size >= bytes) break;
    }
    round++;
  }
  return docs;
}

export function benchAnalysis(): {
  throughputMBps: Record<string, number>;
  peakRssMB: number;
  discriminationRate: number;
  pairs: number;
} {
  const authors = loadAuthors();
  const throughputMBps: Record<string, number> = {};
  analyzeVoice(buildCorpus(200_000, authors));
  for (const mb of [1, 2, 4, 8]) {
    const corpus = buildCorpus(mb * 1_000_000, authors);
    const bytes = corpus.reduce((a, d) => a + Buffer.byteLength(d.input), 0);
    const t0 = performance.now();
    analyzeVoice(corpus);
    const secs = (performance.now() - t0) / 1000;
    throughputMBps[`${mb}MB`] = Math.round((bytes / 1e6 / secs) * 100) / 100;
  }
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const big = buildCorpus(10_000_000, authors);
  analyzeVoice(big);
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(timer);
  const d = discrimination(authors);
  return {
    throughputMBps,
    peakRssMB: Math.round(peak / 1e6),
    discriminationRate: Math.round(d.rate * 1000) / 1000,
    pairs: d.pairs.length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--pairs')) {
    const d = discrimination();
    for (const p of d.pairs)
      console.log(p.ok ? 'ok  ' : 'FAIL', p.lang, p.author, 'vs', p.other, p.self, p.cross);
    console.log('rate', d.rate);
  } else console.log(JSON.stringify(benchAnalysis(), null, 2));
}

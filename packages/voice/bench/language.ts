/**
 * Language-detection accuracy on 150-word chunks: the five supported languages must come out as
 * themselves, eight neighbouring languages as 'other'. By default it reads the committed fixtures
 * (test/fixtures/languages/<lang>.txt, ~600 words each, 20 evenly spread windows per language). With
 * `--dir DIR` it reads DIR/<lang>.txt instead (one paragraph per line, any length) and cuts consecutive
 * 150-word chunks, at most 300 per language — used for the larger Debian-documentation figures in
 * docs/benchmarks.md. Without `--dir` it also scores the 400 held-out two-sentence texts per language
 * (test/fixtures/two-sentences). Run: npx tsx packages/voice/bench/language.ts [--dir DIR]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { LANGUAGES } from '@inkprint/shared';
import { detectLanguage } from '../src/analysis/index.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/languages');
const TWO_SENTENCES = join(dirname(fileURLToPath(import.meta.url)), '../test/fixtures/two-sentences');
export const INSIDE = LANGUAGES;
export const OUTSIDE = ['sv', 'da', 'nb', 'nl', 'es', 'ca', 'ro', 'cs'] as const;

export interface LanguageScore {
  lang: string;
  expected: string;
  chunks: number;
  correct: number;
  /** What the wrong chunks came out as. */
  confusions: Record<string, number>;
}

function chunksOf(text: string, size: number, fixture: boolean): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < size) return [];
  if (fixture) {
    const count = 20;
    const step = (words.length - size) / (count - 1);
    return Array.from({ length: count }, (_, i) =>
      words.slice(Math.round(i * step), Math.round(i * step) + size).join(' '),
    );
  }
  const out: string[] = [];
  for (let i = 0; i + size <= words.length && out.length < 300; i += size)
    out.push(words.slice(i, i + size).join(' '));
  return out;
}

export function benchLanguage(dir = FIXTURES, size = 150): LanguageScore[] {
  const fixture = dir === FIXTURES;
  const out: LanguageScore[] = [];
  for (const lang of [...INSIDE, ...OUTSIDE]) {
    const file = join(dir, `${lang}.txt`);
    if (!existsSync(file)) continue;
    const expected = (INSIDE as readonly string[]).includes(lang) ? lang : 'other';
    const score: LanguageScore = { lang, expected, chunks: 0, correct: 0, confusions: {} };
    for (const chunk of chunksOf(readFileSync(file, 'utf8'), size, fixture)) {
      const got = detectLanguage(chunk).language;
      score.chunks++;
      if (got === expected) score.correct++;
      else score.confusions[got] = (score.confusions[got] ?? 0) + 1;
    }
    out.push(score);
  }
  return out;
}

/** Markdown rows for docs/benchmarks.md. */
export function languageTable(dir?: string): string {
  const rows = benchLanguage(dir).map((s) => {
    const wrong = Object.entries(s.confusions)
      .map(([l, n]) => `${n} → ${l}`)
      .join(', ');
    const pct = ((100 * s.correct) / Math.max(1, s.chunks)).toFixed(1);
    return `| ${s.lang} | ${s.expected} | ${pct} % of ${s.chunks}${wrong ? ` (${wrong})` : ''} |`;
  });
  return [
    '',
    '| language (150-word chunks) | expected | detected as expected |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Share of the 400 held-out two-sentence texts per language (test/fixtures/two-sentences) detected right. */
export function benchTwoSentences(): LanguageScore[] {
  return INSIDE.map((lang) => {
    const texts = gunzipSync(readFileSync(join(TWO_SENTENCES, `${lang}.txt.gz`)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean);
    const score: LanguageScore = { lang, expected: lang, chunks: texts.length, correct: 0, confusions: {} };
    for (const text of texts) {
      const got = detectLanguage(text).language;
      if (got === lang) score.correct++;
      else score.confusions[got] = (score.confusions[got] ?? 0) + 1;
    }
    return score;
  });
}

export function twoSentenceTable(): string {
  const rows = benchTwoSentences().map((s) => {
    const wrong = Object.entries(s.confusions)
      .map(([l, n]) => `${n} → ${l}`)
      .join(', ');
    return `| ${s.lang} | ${((100 * s.correct) / Math.max(1, s.chunks)).toFixed(1)} % of ${s.chunks}${wrong ? ` (${wrong})` : ''} | ≥ 95 % |`;
  });
  return [
    '',
    '| language (two-sentence texts, held out) | detected right | target |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--dir');
  console.log(languageTable(at > 0 ? process.argv[at + 1] : undefined));
  if (at < 0) console.log(twoSentenceTable());
}

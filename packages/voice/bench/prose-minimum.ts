/**
 * How many words of running prose a profile needs (decision 022): for each language's same-genre authors
 * (test/fixtures/same-genre), a profile from the first N words of one author's whole sentences scores the
 * last 300 words of every author of that language; AUC is the share of (own, other) pairs where the
 * author's own held-out text scores higher. Run: npx tsx packages/voice/bench/prose-minimum.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeVoice, splitSentences, voiceMatch } from '../src/analysis/index.js';
import { tokenizeLower } from '../src/analysis/segment.js';

const DIR = join(import.meta.dirname, '../test/fixtures/same-genre');
const SIZES = [100, 200, 300, 500, 800];
const HELD_OUT = 300;

function sentencesOf(text: string, lang: 'en'): string[] {
  return splitSentences(text.replace(/\s+/g, ' '), lang);
}

function take(sentences: string[], words: number): string {
  const out: string[] = [];
  let n = 0;
  for (const s of sentences) {
    if (n >= words) break;
    out.push(s);
    n += tokenizeLower(s).length;
  }
  return out.join(' ');
}

console.log(
  `held-out ${HELD_OUT} words; AUC of own vs other authors' text, per profile size (words of prose)`,
);
console.log(['lang', ...SIZES.map(String)].join('\t'));
const all = SIZES.map(() => ({ wins: 0, pairs: 0 }));
for (const lang of readdirSync(DIR)) {
  const authors = readdirSync(join(DIR, lang)).map((f) =>
    sentencesOf(readFileSync(join(DIR, lang, f), 'utf8'), 'en'),
  );
  const heldOut = authors.map((ss) =>
    take([...ss].reverse(), HELD_OUT)
      .split(/(?<=[.!?])\s+/)
      .reverse()
      .join(' '),
  );
  const row: string[] = [lang];
  SIZES.forEach((size, si) => {
    let wins = 0;
    let pairs = 0;
    authors.forEach((ss, a) => {
      const { analysis } = analyzeVoice([{ id: 'p', input: take(ss, size) }]);
      const own = voiceMatch(analysis, heldOut[a]!).score;
      heldOut.forEach((text, b) => {
        if (b === a) return;
        const other = voiceMatch(analysis, text).score;
        wins += own > other ? 1 : own === other ? 0.5 : 0;
        pairs++;
      });
    });
    all[si]!.wins += wins;
    all[si]!.pairs += pairs;
    row.push((wins / pairs).toFixed(2));
  });
  console.log(row.join('\t'));
}
console.log(['all', ...all.map((x) => (x.wins / x.pairs).toFixed(2))].join('\t'));

// How far the profile's shown sentence figures are from the author's whole text (mean relative error).
console.log('\nmean relative error of average sentence length and commas per sentence vs the whole text');
console.log(['measure', ...SIZES.map(String)].join('\t'));
const asl = SIZES.map(() => [] as number[]);
const commas = SIZES.map(() => [] as number[]);
for (const lang of readdirSync(DIR))
  for (const f of readdirSync(join(DIR, lang))) {
    const ss = sentencesOf(readFileSync(join(DIR, lang, f), 'utf8'), 'en');
    const whole = analyzeVoice([{ id: 'w', input: ss.join(' ') }]).analysis.writing_style;
    SIZES.forEach((size, si) => {
      const part = analyzeVoice([{ id: 'p', input: take(ss, size) }]).analysis.writing_style;
      asl[si]!.push(Math.abs(part.avg_sentence_length / whole.avg_sentence_length - 1));
      commas[si]!.push(Math.abs(part.comma_frequency / Math.max(0.05, whole.comma_frequency) - 1));
    });
  }
const mean = (xs: number[]) => `${((100 * xs.reduce((a, b) => a + b, 0)) / xs.length).toFixed(0)}%`;
console.log(['sentence length', ...asl.map(mean)].join('\t'));
console.log(['commas', ...commas.map(mean)].join('\t'));

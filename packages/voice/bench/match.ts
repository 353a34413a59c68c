/**
 * Voice-match figures for `npm run bench:voice`: same-genre and cross-genre discrimination per language
 * at 150 and 400 words (report split: held-out parts never used for tuning), close pairs, score levels,
 * time per voiceMatch call (1,000-word text against a stored profile) and the stored voiceprint's size.
 * Run alone: npx tsx packages/voice/bench/match.ts
 */
import { fileURLToPath } from 'node:url';
import { analyzeVoice, voiceMatch } from '../src/analysis/index.js';
import { crossGenre, formatRates, loadWriters, type Rates, sameGenre, scoreLevels } from './same-genre.js';

export interface MatchBench {
  sameGenre: Rates;
  sameGenreClose: Rates;
  crossGenre: Rates;
  levels: Record<string, { own: number; other: number }>;
  perCallMs: number;
  voiceprintBytes: number;
}

/** Median time of one voiceMatch call on a 1,000-word text against a profile parsed from JSON. */
export function timeMatch(): { perCallMs: number; voiceprintBytes: number } {
  const writers = loadWriters();
  const times: number[] = [];
  let bytes = 0;
  for (const w of writers) {
    const { analysis } = analyzeVoice([{ id: w.name, input: w.profile }]);
    bytes = Math.max(bytes, JSON.stringify(analysis.voiceprint).length);
    const stored = JSON.parse(JSON.stringify(analysis));
    const text = `${w.heldOut}\n\n${w.profile}`.split(/\s+/).slice(0, 1000).join(' ');
    for (let i = 0; i < 10; i++) voiceMatch(stored, text);
    const n = 40;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) voiceMatch(stored, text);
    times.push((performance.now() - t0) / n);
  }
  times.sort((a, b) => a - b);
  return { perCallMs: Math.round(times[Math.floor(times.length / 2)]! * 100) / 100, voiceprintBytes: bytes };
}

export function benchMatch(): MatchBench {
  const sg = sameGenre();
  const cg = crossGenre();
  return {
    sameGenre: sg.rates,
    sameGenreClose: sg.close,
    crossGenre: cg.rates,
    levels: scoreLevels(sg.scored),
    ...timeMatch(),
  };
}

/** Markdown lines for docs/benchmarks.md. */
export function formatMatch(m: MatchBench): string[] {
  return [
    'Voice match (report split: profile parts vs held-out parts; constants were tuned only on 3-fold',
    'cross-validation inside the profile parts and on man pages ranked 7–12 — bench/tune-match.ts).',
    'Pairwise rate that a held-out chunk of writer A scores higher against A than a chunk of writer B',
    'does (pairs in brackets).',
    '',
    'Same genre, all writer pairs (5 writers per language):',
    '',
    formatRates(m.sameGenre),
    '',
    'Same genre, close pairs only (same register, different idiolect):',
    '',
    formatRates(m.sameGenreClose),
    '',
    'Cross genre (own held-out vs. the other-genre fixture authors of the language):',
    '',
    formatRates(m.crossGenre),
    '',
    `Median score, 150 / 400 words: own held-out ${m.levels['150']!.own} / ${m.levels['400']!.own}, other same-genre writers ${m.levels['150']!.other} / ${m.levels['400']!.other}.`,
    `voiceMatch, 1,000-word text against a stored profile: ${m.perCallMs} ms per call (median over writers; target ≤ 5 ms). Stored voiceprint: ≤ ${(m.voiceprintBytes / 1000).toFixed(1)} KB of JSON.`,
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  console.log(formatMatch(benchMatch()).join('\n'));

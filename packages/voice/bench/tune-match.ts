/**
 * Tuning harness for voice match (not part of bench:voice). 3-fold cross-validation inside the profile
 * parts of the same-genre writers only — held-out parts are never read — so the report split stays honest.
 * Prints per-signal and combined pairwise rates at ~150 and ~450 words for weight variants.
 * Run: npx tsx packages/voice/bench/tune-match.ts
 */

import { BASE_WEIGHT, combineDistances, type Distances } from '../src/analysis/calibrate.js';
import { analyzeVoice } from '../src/analysis/index.js';
import { textStats } from '../src/analysis/stats.js';
import { styleDistance, vectorFromStats } from '../src/analysis/style-vector.js';
import type { Calibration } from '../src/analysis/types.js';
import {
  COMPONENTS,
  type Component,
  countsOf,
  signalDistances,
  viewOfVoiceprint,
} from '../src/analysis/voiceprint.js';
import { tuningManpages } from './manpages.js';
import { CLOSE_PAIRS, chunkText, loadWriters } from './same-genre.js';

interface Item {
  lang: string;
  author: string;
  fold: number;
  size: number;
  words: number;
  // distances of this chunk against every same-language profile of the same fold
  vs: Map<string, { d: Distances; cal: Calibration | null }>;
}

// --man: tune on installed man pages ranked below the ones bench/manpages.ts reports (disjoint sets).
const MAN = process.argv.includes('--man');
const writers = MAN ? tuningManpages() : loadWriters();
const FOLDS = MAN ? 1 : 3;
function folds(text: string): string[] {
  const paras = text.split(/\n\s*\n/).filter((p) => p.trim());
  const out: string[][] = Array.from({ length: FOLDS }, () => []);
  // Contiguous thirds by paragraphs.
  const per = Math.ceil(paras.length / FOLDS);
  paras.forEach((p, i) => {
    out[Math.min(FOLDS - 1, Math.floor(i / per))]!.push(p);
  });
  return out.map((x) => x.join('\n\n'));
}

const items: Item[] = [];
for (let f = 0; f < FOLDS; f++) {
  const profiles = new Map<string, ReturnType<typeof analyzeVoice>['analysis']>();
  const held = new Map<string, string>();
  for (const w of writers) {
    const parts = folds(w.profile);
    held.set(`${w.lang}/${w.name}`, MAN ? w.heldOut : parts[f]!);
    const train = MAN ? w.profile : parts.filter((_, i) => i !== f).join('\n\n');
    profiles.set(`${w.lang}/${w.name}`, analyzeVoice([{ id: w.name, input: train }]).analysis);
  }
  for (const w of writers) {
    for (const size of [150, 450]) {
      for (const chunk of chunkText(held.get(`${w.lang}/${w.name}`)!, size, w.lang)) {
        const item: Item = { lang: w.lang, author: w.name, fold: f, size, words: 0, vs: new Map() };
        const lang = w.lang as 'en';
        const { stats, tokens, sentences } = textStats(chunk, lang, {
          keepTokens: true,
          keepSentences: true,
        });
        const tv = vectorFromStats(stats, tokens, lang);
        const counts = countsOf(chunk, lang, sentences);
        item.words = counts.words;
        for (const o of writers) {
          if (o.lang !== w.lang) continue;
          const prof = profiles.get(`${o.lang}/${o.name}`)!;
          const vp = prof.voiceprint!;
          const d: Distances = {
            style: styleDistance(prof.style_vector, tv).d,
            ...signalDistances(viewOfVoiceprint(vp), counts),
          };
          item.vs.set(o.name, { d, cal: vp.cal });
        }
        items.push(item);
      }
    }
  }
}

const isClose = (lang: string, a: string, b: string) =>
  CLOSE_PAIRS.some(
    ([x, y]) =>
      (x === `${lang}/${a}` && y === `${lang}/${b}`) || (y === `${lang}/${a}` && x === `${lang}/${b}`),
  );

type Scorer = (e: { d: Distances; cal: Calibration | null }, words: number) => number;
function rate(score: Scorer, size: number, closeOnly = false): string {
  let ok = 0;
  let n = 0;
  for (const a of items) {
    if (a.size !== size) continue;
    const self = score(a.vs.get(a.author)!, a.words);
    for (const b of items) {
      if (b.size !== size || b.lang !== a.lang || b.fold !== a.fold || b.author === a.author) continue;
      if (closeOnly && !isClose(a.lang, a.author, b.author)) continue;
      const cross = score(b.vs.get(a.author)!, b.words);
      n++;
      ok += self < cross ? 1 : self === cross ? 0.5 : 0;
    }
  }
  return `${((100 * ok) / Math.max(1, n)).toFixed(1)}%(${n})`;
}
function report(name: string, score: Scorer) {
  console.log(
    name.padEnd(28),
    '150',
    rate(score, 150),
    'close',
    rate(score, 150, true),
    '| 450',
    rate(score, 450),
    'close',
    rate(score, 450, true),
  );
}
for (const c of COMPONENTS) report(`raw ${c}`, (e) => e.d[c]);
for (const c of COMPONENTS) report(`z ${c}`, (e, w) => combineDistances(e.d, w, e.cal).z[c]);
report('combined (BASE_WEIGHT)', (e, w) => combineDistances(e.d, w, e.cal).D);
const variants: Record<string, Record<Component, number>> = {
  equal: { style: 1, grams: 1, fw: 1, hist: 1, punct: 1, sig: 1 },
  noSig: { ...BASE_WEIGHT, sig: 0 },
  noHist: { ...BASE_WEIGHT, hist: 0 },
  gramsHeavy: { ...BASE_WEIGHT, grams: 2 },
  styleHeavy: { ...BASE_WEIGHT, style: 2 },
  punctHeavy: { ...BASE_WEIGHT, punct: 2 },
  fwHeavy: { ...BASE_WEIGHT, fw: 2 },
};
for (const [k, w] of Object.entries(variants))
  report(`combined ${k}`, (e, n) => combineDistances(e.d, n, e.cal, w).D);
// Own/other levels for the score mapping.
const lv = (size: number) => {
  const own: number[] = [];
  const oth: number[] = [];
  for (const a of items) {
    if (a.size !== size) continue;
    for (const [name, e] of a.vs)
      (name === a.author ? own : oth).push(combineDistances(e.d, a.words, e.cal).D);
  }
  const med = (x: number[]) => x.sort((p, q) => p - q)[Math.floor(x.length / 2)]!.toFixed(2);
  return `own D median ${med(own)}, others ${med(oth)}`;
};
console.log('150:', lv(150), '| 450:', lv(450));
const cal = [...items[0]!.vs.values()][0]!.cal;
console.log('sample cal', JSON.stringify(cal));
// Mean calibration over profiles that have one (for GLOBAL_CAL) and how many fell back.
{
  const cals = items.flatMap((i) => [...i.vs.values()].map((e) => e.cal));
  const real = cals.filter((c): c is Calibration => !!c);
  console.log('profiles with cal', real.length, 'without', cals.length - real.length);
  const avg = (pick: (c: Calibration) => number) =>
    (real.reduce((a, c) => a + pick(c), 0) / real.length).toFixed(3);
  for (const c of COMPONENTS)
    console.log(
      c,
      'own',
      [0, 1, 2, 3].map((k) => avg((x) => x.own[c][k]!)).join(','),
      'other',
      [0, 1, 2, 3].map((k) => avg((x) => x.other[c][k]!)).join(','),
    );
  console.log(
    'words',
    avg((x) => x.words[0]),
    avg((x) => x.words[1]),
  );
}
// Coarse weight grid (0, 0.5, 1, 2 per signal), scored on all + close pairs at 150 words.
if (process.argv.includes('--grid')) {
  const vals = [0, 0.5, 1, 2];
  const res: { w: Record<Component, number>; all: number; close: number; long: number }[] = [];
  const num = (s: string) => Number.parseFloat(s);
  for (let i = 0; i < vals.length ** COMPONENTS.length; i++) {
    const w = {} as Record<Component, number>;
    let k = i;
    for (const c of COMPONENTS) {
      w[c] = vals[k % vals.length]!;
      k = Math.floor(k / vals.length);
    }
    if (Object.values(w).every((x) => x === 0)) continue;
    const sc: Scorer = (e, n) => combineDistances(e.d, n, e.cal, w).D;
    res.push({ w, all: num(rate(sc, 150)), close: num(rate(sc, 150, true)), long: num(rate(sc, 450)) });
  }
  if (process.argv.includes('--json')) {
    for (const r of res) console.log(`GRID ${JSON.stringify(r)}`);
  }
  res.sort((a, b) => b.all + b.close - (a.all + a.close));
  for (const r of res.slice(0, 12)) console.log(JSON.stringify(r.w), r.all, r.close);
}
{
  const med = (x: number[]) => x.sort((p, q) => p - q)[Math.floor(x.length / 2)]!.toFixed(2);
  for (const size of [150, 450]) {
    const own: number[] = [];
    const oth: number[] = [];
    for (const a of items) {
      if (a.size !== size) continue;
      for (const [name, e] of a.vs)
        if (e.cal) (name === a.author ? own : oth).push(combineDistances(e.d, a.words, e.cal).D);
    }
    console.log(
      size,
      'calibrated profiles: own D median',
      med(own),
      'others',
      med(oth),
      own.length,
      oth.length,
    );
  }
}

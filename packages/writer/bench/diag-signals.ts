/**
 * Per voice: the mean weighted share of each voiceprint signal in voiceMatch's combined distance over the
 * benchmark drafts, and the function words and punctuation marks whose rates differ most from the profile.
 * `npx tsx packages/writer/bench/diag-signals.ts [lang]`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@inkprint/shared';
import {
  analyzeVoice,
  COMPONENTS,
  combineDistances,
  countsOf,
  PUNCT_KEYS,
  STOPWORDS,
  signalDistances,
  viewOfVoiceprint,
  voiceMatch,
} from '@inkprint/voice';
import { writeDraft } from '../src/index.js';
import { promptsFor } from './prompts.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const lang of LANGUAGES) {
  if (only && only !== lang) continue;
  const dir = join(here, 'fixtures', lang);
  const stop = [...STOPWORDS[lang]];
  const files = readdirSync(dir)
    .filter((x) => x.endsWith('.txt'))
    .sort();
  for (const [vi, f] of files.entries()) {
    const text = readFileSync(join(dir, f), 'utf8');
    // biome-ignore lint/suspicious/noExplicitAny: diagnostic script
    const a = analyzeVoice([{ id: f, input: text }]).analysis as any;
    const vp = a.voiceprint;
    const view = viewOfVoiceprint(vp);
    const share: Record<string, number> = {};
    const fwGap = new Map<number, number>();
    const fwText = new Map<number, number>();
    const pGap = new Array(PUNCT_KEYS.length).fill(0);
    const pText = new Array(PUNCT_KEYS.length).fill(0);
    const scores: number[] = [];
    const prompts = promptsFor(lang as Language);
    prompts.forEach((p, pi) => {
      const r = writeDraft(
        {
          prompt: p.prompt,
          contentType: p.contentType,
          length: p.length,
          language: lang as Language,
          seed: 1000 + pi * 10 + vi,
        },
        { analysis: a, passages: [{ text, language: lang }] },
      );
      scores.push(voiceMatch(a, r.text).score);
      if (process.env.LIST)
        console.log(
          `   ${pi} ${p.contentType} ${p.length} ${voiceMatch(a, r.text).score} ${JSON.stringify(voiceMatch(a, r.text).differences.map((d) => d.feature))}`,
        );
      const c = countsOf(r.text, vp.language);
      // The style signal's distance is not exported: it counts as 0 here, so its share shows as negative.
      const dist = { style: 0, ...signalDistances(view, c) };
      const comb = combineDistances(dist as never, c.words, vp.cal);
      let wsum = 0;
      for (const k of COMPONENTS) wsum += comb.weight[k];
      for (const k of COMPONENTS)
        share[k] = (share[k] ?? 0) + (comb.weight[k] * comb.z[k]) / wsum / prompts.length;
      const pTotal = view.fw.reduce((x, y) => x + y, 0) || 1;
      for (let i = 0; i < c.fw.length - 1; i++) {
        const pr = (1000 * view.fw[i]!) / pTotal;
        const tr = (1000 * c.fw[i]!) / Math.max(1, c.words);
        fwGap.set(i, (fwGap.get(i) ?? 0) + (tr - pr) / prompts.length);
        fwText.set(i, (fwText.get(i) ?? 0) + tr / prompts.length);
      }
      for (let i = 0; i < PUNCT_KEYS.length; i++) {
        const tr = c.chars ? (1000 * c.punct[i]!) / c.chars : 0;
        pGap[i] += Math.log((tr + 0.5) / (view.punct[i]! + 0.5)) / prompts.length;
        pText[i] += tr / prompts.length;
      }
    });
    scores.sort((x, y) => x - y);
    console.log(`${lang} ${f} median ${scores[10]} scores ${scores.join(' ')}`);
    console.log(
      '  share of D (style omitted):',
      Object.entries(share)
        .map(([k, v]) => `${k} ${v.toFixed(3)}`)
        .join(', '),
    );
    const pTotal = view.fw.reduce((x, y) => x + y, 0) || 1;
    const fws = [...fwGap]
      .sort(
        (x, y) =>
          Math.abs(y[1]) / Math.sqrt((1000 * view.fw[y[0]]!) / pTotal + 2) -
          Math.abs(x[1]) / Math.sqrt((1000 * view.fw[x[0]]!) / pTotal + 2),
      )
      .slice(0, 14);
    console.log(
      '  fw (word profile→text /1000w):',
      fws
        .map(([i]) => `${stop[i]} ${((1000 * view.fw[i]!) / pTotal).toFixed(1)}→${fwText.get(i)!.toFixed(1)}`)
        .join(', '),
    );
    const ps = pGap
      .map((g, i) => [i, g] as const)
      .sort((x, y) => Math.abs(y[1]) - Math.abs(x[1]))
      .slice(0, 6);
    console.log(
      '  punct (/1000 chars):',
      ps.map(([i]) => `${PUNCT_KEYS[i]} ${view.punct[i]!.toFixed(2)}→${pText[i].toFixed(2)}`).join(', '),
    );
    console.log('  hist profile:', [...view.hist].map((x) => x.toFixed(2)).join(' '));
  }
}

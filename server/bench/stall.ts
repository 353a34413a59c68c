/**
 * bench:stall — issue #20 point 1: how long another user's small generation takes while one account does
 * its worst. The server in this process (test/helpers `startServer`: PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), the built-in engine drafting in the worker pool, clients over loopback HTTP. A heavy account stores
 * HEAVY_WORDS words (default 489,600, under the 500,000 limit) and analyses them; a light account has a
 * small profile. Then: each step alone (heavy analysis, heavy generation, light generation), and the light
 * generation while the heavy account runs GENERATIONS parallel generations and ANALYSES analyses. Medians
 * of BENCH_ROUNDS rounds (default 3). Prints JSON.
 */

import { txt } from '../test/documents.js';
import { userWithProfile } from '../test/generation.js';
import { dbTargets, signedInClient, startServer } from '../test/helpers.js';
import { machineName } from './machine.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const HEAVY_WORDS = Number(process.env.HEAVY_WORDS ?? 489_600);
const GENERATIONS = Number(process.env.GENERATIONS ?? 3);
const ANALYSES = Number(process.env.ANALYSES ?? 2);
const SENTENCE = 'Plain words here. Our team ships small changes every week, and we write about each one. ';

function wordsTxt(words: number) {
  const n = Math.ceil(words / 16);
  return txt(Array.from({ length: n }, (_, i) => (i % 5 === 4 ? `${SENTENCE}\n\n` : SENTENCE)).join(''));
}
const small = {
  prompt: 'A short note to our readers about the new opening hours',
  content_type: 'email',
  length: 'small',
  language: 'English',
};
const heavyBrief = { ...small, length: 'large', prompt: 'Plain words about our team' };
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await f();
  return [Math.round(performance.now() - t), out];
}

const target = dbTargets.at(-1)!;
const server = await startServer(target, { DAILY_GENERATION_LIMIT: '1000' });
try {
  const heavy = await signedInClient(server);
  const half = Math.floor(HEAVY_WORDS / 2);
  const [uploadMs, up] = await timed(() =>
    heavy.client.upload([
      { name: 'one.txt', bytes: wordsTxt(half) },
      { name: 'two.txt', bytes: wordsTxt(HEAVY_WORDS - half) },
    ]),
  );
  if (up.status !== 201) throw new Error(`upload ${up.status} ${JSON.stringify(up.body)}`);
  const light = await userWithProfile(server);
  await light.client.post('/content/generate', small); // the draft threads start on the first draft
  const alone = {
    heavyAnalysis: [] as number[],
    heavyGeneration: [] as number[],
    lightGeneration: [] as number[],
  };
  const loaded: number[] = [];
  const statuses: number[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    alone.heavyAnalysis.push((await timed(() => heavy.client.post('/voice-profile/analyze')))[0]);
    alone.heavyGeneration.push((await timed(() => heavy.client.post('/content/generate', heavyBrief)))[0]);
    alone.lightGeneration.push((await timed(() => light.client.post('/content/generate', small)))[0]);
    const worst = [
      ...Array.from({ length: GENERATIONS }, () => heavy.client.post('/content/generate', heavyBrief)),
      ...Array.from({ length: ANALYSES }, () => heavy.client.post('/voice-profile/analyze')),
    ];
    const [ms, mine] = await timed(() => light.client.post('/content/generate', small));
    if (mine.status !== 201) throw new Error(`light generation ${mine.status}`);
    loaded.push(ms);
    statuses.push((await Promise.all(worst)).map((r) => r.status));
  }
  console.log(
    JSON.stringify(
      {
        machine: machineName(),
        database: target,
        heavyWords: HEAVY_WORDS,
        uploadMs,
        rounds: ROUNDS,
        medianMs: {
          heavyAnalysisAlone: median(alone.heavyAnalysis),
          heavyGenerationAlone: median(alone.heavyGeneration),
          lightGenerationAlone: median(alone.lightGeneration),
          lightGenerationUnderLoad: median(loaded),
        },
        lightGenerationUnderLoadMs: loaded,
        heavyStatuses: statuses,
      },
      null,
      2,
    ),
  );
} finally {
  await server.close();
}

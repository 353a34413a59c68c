/**
 * bench:generic — what the generic baseline (generation/generic.ts, decision 023 "Update") adds to a
 * generation, through the real draft pool (worker threads) as the server runs it: per output size, the
 * built-in engine's draft alone against the draft with the baseline beside it (the offline engine's case:
 * both in the pool at once), and the baseline alone (what it adds at most after a model's draft, when
 * the model answered faster than the baseline; beside a model of seconds it adds nothing). Median over
 * BENCH_ROUNDS (default 20) seeds after two warm-up rounds; in-process CPU time of the baseline too.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { OUTPUT_SIZES, type OutputSize } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import { loadConfig } from '../src/config.js';
import { type GenericInput, scoreGenericCopy } from '../src/engines/generic.js';
import type { GenerationInput } from '../src/engines/types.js';
import { createWorkerPool } from '../src/worker-pool/pool.js';
import { samText } from '../test/generation/voice-fixture.js';
import { machineName } from './machine.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const WARM_UP = 2;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0)}`;

/** A 15,000-word profile of the test writer, as bench:engine uses. */
function voice(): GenerationInput['voice'] {
  const topics = ['garden', 'cycling', 'coffee'] as const;
  const docs = Array.from({ length: 10 }, (_, i) => ({
    id: `d${i}`,
    input: samText(topics[i % 3]!, 1500, i + 1),
  }));
  const { analysis } = analyzeVoice(docs);
  const passages = docs.flatMap((d) =>
    buildSections(d.input).map((s) => ({ text: s.text, language: s.language })),
  );
  return { analysis, passages };
}

async function timed<T>(f: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

async function main() {
  const config = loadConfig({ DATA_DIR: os.tmpdir() });
  const pool = createWorkerPool(config.voice);
  const v = voice();
  console.log(
    `${machineName()}, Node ${process.version}, draft pool of ${config.voice.workers} threads, ${ROUNDS} rounds, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| size | built-in draft alone | draft + baseline beside it | added | baseline alone (pool) | baseline CPU in-process | generic score / draft score |',
  );
  console.log('|---|---|---|---|---|---|---|');
  try {
    for (const length of Object.keys(OUTPUT_SIZES) as OutputSize[]) {
      const alone: number[] = [];
      const both: number[] = [];
      const base: number[] = [];
      const cpu: number[] = [];
      const scores: [number, number][] = [];
      for (let i = 0; i < ROUNDS + WARM_UP; i++) {
        const draftInput = {
          prompt: 'Tell our readers about the new community garden on Elm Street',
          contentType: 'blog_post' as const,
          length,
          language: 'en' as const,
          seed: 1000 + i,
          voice: v,
        };
        const genericInput: GenericInput = { ...draftInput, analysis: v.analysis };
        const a = await timed(() => pool.write(draftInput));
        let pair:
          | [Awaited<ReturnType<typeof pool.write>>, Awaited<ReturnType<typeof pool.generic>>]
          | undefined;
        const b = await timed(async () => {
          pair = await Promise.all([pool.write(draftInput), pool.generic(genericInput)]);
        });
        const g = await timed(() => pool.generic(genericInput));
        const c0 = process.cpuUsage();
        scoreGenericCopy(genericInput);
        const c = process.cpuUsage(c0);
        if (i < WARM_UP) continue;
        alone.push(a);
        both.push(b);
        base.push(g);
        cpu.push((c.user + c.system) / 1000);
        if (pair) scores.push([pair[1].voiceMatch, pair[0].output.voiceMatch]);
      }
      console.log(
        `| ${length} (${OUTPUT_SIZES[length]} words) | ${ms(median(alone))} ms | ${ms(median(both))} ms | ${ms(median(both) - median(alone))} ms | ${ms(median(base))} ms | ${ms(median(cpu))} ms | ${median(scores.map((s) => s[0])).toFixed(0)} / ${median(scores.map((s) => s[1])).toFixed(0)} |`,
      );
    }
  } finally {
    await pool.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

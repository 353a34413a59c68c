/**
 * bench:engine — what the model engine adds around a model (issue #13, "Measured"), in this process with
 * no HTTP route in between: the voice prompt's cost for a 15,000- and a 90,000-word profile, the check's cost
 * per output size, and, against the local mock model (test/support/mock-llm.ts) streaming one word every
 * CHUNK_MS (default 10) in its own process (bench/mock-llm-server.ts), the engine's time to the first streamed word and its total time next to the same stream read
 * by a bare fetch (the model alone). The route's own cost (SSE, quota, storage) is measured by bench:generate.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { OUTPUT_SIZES, type OutputSize } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import { assessDraft } from '../src/engines/check.js';
import { modelEngine } from '../src/engines/model-engine.js';
import { buildVoicePrompt } from '../src/engines/prompt.js';
import type { GenerationInput } from '../src/engines/types.js';
import { input, samText } from '../test/generation/voice-fixture.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 10);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The mock model in a child process, streaming `words` words. */
async function startMock(words: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/mock-llm-server.ts'], {
    cwd: serverDir,
    env: { ...process.env, WORDS: String(words), CHUNK_MS: String(CHUNK_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout!, 'data')) as [Buffer];
  return {
    url: line.toString().trim(),
    close: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

function voiceOf(documents: number): { voice: GenerationInput['voice']; words: number } {
  const topics = ['garden', 'cycling', 'coffee'] as const;
  const docs = Array.from({ length: documents }, (_, i) => ({
    id: `d${i}`,
    input: samText(topics[i % 3]!, 1500, i + 1),
  }));
  const { analysis } = analyzeVoice(docs);
  const passages = docs.flatMap((d) =>
    buildSections(d.input).map((s) => ({ text: s.text, language: s.language })),
  );
  return { voice: { analysis, passages }, words: analysis.total_words };
}

function timed(f: () => void, rounds = ROUNDS * 3): number {
  for (let i = 0; i < 3; i++) f();
  const xs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    f();
    xs.push(performance.now() - t);
  }
  return median(xs);
}

/** The mock's stream read by a bare fetch: time to the first content chunk and to [DONE]. */
async function modelAlone(url: string): Promise<{ first: number; total: number }> {
  const t = performance.now();
  const res = await fetch(`${url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', stream: true, messages: [{ role: 'user', content: 'x' }] }),
  });
  let first = 0;
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    const text = decoder.decode(chunk as Uint8Array);
    if (!first && text.includes('"content":"') && !text.includes('"content":""'))
      first = performance.now() - t;
  }
  return { first, total: performance.now() - t };
}

async function main() {
  console.log(`Node ${process.version}, rounds ${ROUNDS}, mock model: one word every ${CHUNK_MS} ms\n`);
  for (const documents of [10, 60]) {
    const { voice, words } = voiceOf(documents);
    const prompt = timed(() => buildVoicePrompt(input(voice)));
    console.log(
      `voice prompt, profile of ${words} words in ${voice.passages.length} passages: ${ms(prompt)}`,
    );
  }
  const { voice } = voiceOf(10);
  for (const size of Object.keys(OUTPUT_SIZES) as OutputSize[]) {
    const text = samText('cycling', OUTPUT_SIZES[size], 77);
    console.log(
      `check of a ${size} draft: ${ms(timed(() => assessDraft(input(voice, { length: size }), text)))}`,
    );
  }
  console.log(
    '\n| size | model alone: first word / total | engine: first word / total | added: first word / total |',
  );
  console.log('|---|---|---|---|');
  for (const size of Object.keys(OUTPUT_SIZES) as OutputSize[]) {
    const mock = await startMock(OUTPUT_SIZES[size]);
    const engine = modelEngine(
      { provider: 'openai', model: 'm', baseUrl: mock.url, apiKey: 'k', timeoutMs: 600_000 },
      { maxRetries: 0 },
    );
    const alone: { first: number; total: number }[] = [];
    const viaEngine: { first: number; total: number }[] = [];
    for (let i = 0; i < ROUNDS + 1; i++) {
      const a = await modelAlone(mock.url);
      const t = performance.now();
      let first = 0;
      await engine.generate(input(voice, { length: size }), {
        onDelta: () => {
          if (!first) first = performance.now() - t;
        },
      });
      const e = { first, total: performance.now() - t };
      if (i > 0) {
        alone.push(a);
        viaEngine.push(e);
      }
    }
    await mock.close();
    const af = median(alone.map((x) => x.first));
    const at = median(alone.map((x) => x.total));
    const ef = median(viaEngine.map((x) => x.first));
    const et = median(viaEngine.map((x) => x.total));
    console.log(
      `| ${size} | ${ms(af)} / ${ms(at)} | ${ms(ef)} / ${ms(et)} | ${ms(ef - af)} / ${ms(et - at)} (${((100 * (et - at)) / at).toFixed(1)}%) |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

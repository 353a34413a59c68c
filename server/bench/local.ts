/**
 * bench:local — the local engine (issue #22, "Measured"). With `BENCH_MODEL=<gguf>` any model file; without
 * it the generated test model (server/test/support/test-model.ts: random weights, a byte vocabulary, so
 * its tokens are bytes and its figures are the runtime's, not a real model's). Prints:
 *   - threads: the time of 60 tokens at 1 and at 2 threads (what `defaultThreads()` rests on);
 *   - load time (first load with the native binary, and a reload after an unload);
 *   - the local prompt per output size: characters and tokens, and the context it needs with the output;
 *   - per size: time to the first token (median of 6) with a fresh sequence and with the writer's voice
 *     prefix still evaluated in it (a second brief by the same writer), the tokens reused, tokens per
 *     second of one whole draft, and the first token of its revision (the draft kept in the sequence);
 *   - RSS before loading, loaded, after an unload, and the peak;
 *   - the idle RSS of a whole server (the app factory, PGlite, the real engine wiring) with `builtin`,
 *     with `LLM_PROVIDER=local` and its file checked but not loaded, and after a generation and an idle
 *     unload; each in its own process, three processes each (median).
 * Env: BENCH_MODEL, BENCH_THREADS (default defaultThreads()), BENCH_MAX_TOKENS (a cap per generation),
 * BENCH_ONLY=rss (only the servers' idle RSS).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { OutputSize } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import type { ChatHistoryItem } from 'node-llama-cpp';
import { LOCAL_CONTEXT_SIZE, type localEngine } from '../src/engines/local/engine.js';
import { buildLocalPrompt } from '../src/engines/local/prompt.js';
import { defaultThreads, LocalRuntime } from '../src/engines/local/runtime.js';
import type { LocalModelSource } from '../src/engines/local/source.js';
import { LocalModelStatus } from '../src/engines/local/status.js';
import type { GenerationInput } from '../src/engines/types.js';
import { input, samText } from '../test/generation/voice-fixture.js';
import { writeTestModel } from '../test/support/test-model.js';
import { machineName } from './machine.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THREADS = Number(process.env.BENCH_THREADS ?? defaultThreads());
const MAX_TOKENS = process.env.BENCH_MAX_TOKENS ? Number(process.env.BENCH_MAX_TOKENS) : undefined;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function source(file: string): LocalModelSource {
  return {
    name: path.basename(file),
    status: new LocalModelStatus({ state: 'ready', progress: 1, detail: null }),
    path: () => file,
    start() {},
    async close() {},
  };
}

/** A writer's voice from `documents` documents of about 600 words (the topics rotate). */
function voiceOf(documents: number, seed: number): GenerationInput['voice'] {
  const topics = ['garden', 'cycling', 'coffee'] as const;
  const docs = Array.from({ length: documents }, (_, i) => ({
    id: `d${i}`,
    input: samText(topics[i % 3]!, 600, seed * 100 + i + 1),
  }));
  const { analysis } = analyzeVoice(docs);
  const passages = docs.flatMap((d) =>
    buildSections(d.input).map((s) => ({ text: s.text, language: s.language })),
  );
  return { analysis, passages };
}

async function serverPart(kind: string, modelFile: string): Promise<void> {
  const { startServer } = await import('../test/helpers.js');
  // The real wiring: LLM_PROVIDER=local with LLM_MODEL_FILE (the source checks the file when the app is
  // ready), or builtin.
  const env: Record<string, string> =
    kind === 'builtin'
      ? { LLM_PROVIDER: 'builtin' }
      : {
          LLM_PROVIDER: 'local',
          LLM_MODEL_FILE: modelFile,
          LLM_THREADS: String(THREADS),
          LLM_IDLE_UNLOAD_S: kind === 'local-unloaded' ? '1' : '300',
        };
  const server = await startServer('pglite', env);
  const engine = server.app.ctx.engine as ReturnType<typeof localEngine>;
  if (kind !== 'builtin') {
    while (engine.status().state !== 'ready') await new Promise((r) => setTimeout(r, 50));
  }
  if (kind === 'local-unloaded') {
    await engine.generate(input(voiceOf(3, 1), { length: 'small' }));
    while (engine.runtime.loaded) await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 2000));
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const rss = process.memoryUsage().rss;
  process.stdout.write(`${JSON.stringify({ kind, rss })}\n`);
  await server.close();
  process.exit(0);
}

async function serverRss(kind: string, modelFile: string): Promise<number> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/local.ts'], {
    cwd: serverDir,
    env: { ...process.env, BENCH_PART: kind, BENCH_MODEL_FILE: modelFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((r) => child.on('exit', r));
  const line = out.trim().split('\n').pop() ?? '';
  return (JSON.parse(line) as { rss: number }).rss;
}

/** Idle RSS of whole servers, three processes per kind (median). */
async function serverRows(modelFile: string) {
  const rss: Record<string, number[]> = { builtin: [], 'local-idle': [], 'local-unloaded': [] };
  for (let round = 0; round < 3; round++) {
    for (const kind of Object.keys(rss)) rss[kind]!.push(await serverRss(kind, modelFile));
  }
  const builtin = median(rss.builtin!);
  const idle = median(rss['local-idle']!);
  const unloaded = median(rss['local-unloaded']!);
  console.log(
    `server idle RSS (app factory, PGlite): builtin ${mb(builtin)}, local configured not loaded ${mb(idle)}, local after a generation and an idle unload ${mb(unloaded)}`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-local-'));
  try {
    const modelFile = process.env.BENCH_MODEL ?? writeTestModel(path.join(dir, 'test-model.gguf'));
    const isTestModel = !process.env.BENCH_MODEL;
    console.log(`# bench:local — ${new Date().toISOString()}`);
    console.log(
      `machine: ${machineName()}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `model: ${isTestModel ? 'the generated test model' : path.basename(modelFile)} (${mb(statSync(modelFile).size)}), threads ${THREADS}, context ${LOCAL_CONTEXT_SIZE} per sequence`,
    );

    if (process.env.BENCH_ONLY === 'rss') {
      await serverRows(modelFile);
      return;
    }
    // Threads: the same 60 tokens at 1 and 2 threads, three rounds each (median).
    const short = [
      { type: 'system' as const, text: 'You write.' },
      { type: 'user' as const, text: 'Write about the garden.' },
      { type: 'model' as const, response: [] },
    ];
    for (const threads of [1, 2]) {
      const rt = new LocalRuntime({
        source: source(modelFile),
        parallel: 1,
        threads,
        idleUnloadMs: 0,
        preload: false,
        contextSize: 512,
        gpu: false,
      });
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const lease = await rt.acquire();
        const t0 = performance.now();
        await lease.generate(short, { maxTokens: 60, temperature: 0.7, seed: i + 1 });
        times.push(performance.now() - t0);
        lease.release();
      }
      await rt.close();
      console.log(`threads ${threads}: 60 tokens in ${ms(median(times))} (median of 3)`);
    }

    const rssBefore = process.memoryUsage().rss;
    const runtime = new LocalRuntime({
      source: source(modelFile),
      parallel: 1,
      threads: THREADS,
      idleUnloadMs: 0,
      preload: false,
      contextSize: LOCAL_CONTEXT_SIZE,
    });
    let t0 = performance.now();
    await runtime.ensureLoaded();
    const firstLoad = performance.now() - t0;
    const rssLoaded = process.memoryUsage().rss;
    await runtime.unload();
    t0 = performance.now();
    await runtime.ensureLoaded();
    const reload = performance.now() - t0;
    console.log(`load: ${ms(firstLoad)} (this process's first), reload after an unload ${ms(reload)}`);

    const voices = [voiceOf(9, 1), voiceOf(9, 2)];
    const briefs = [
      'A note to the team about fixing the bike brakes before the hill route',
      'Why the coffee grinder on the counter needs a new burr before the weekend',
    ];
    /** One generation in the runtime's one slot: time to the first token, tokens/s, tokens reused. */
    async function run(history: ChatHistoryItem[], prefixKey: string, maxTokens: number) {
      const lease = await runtime.acquire({ prefixKey });
      let first = 0;
      let tokens = 0;
      const start = performance.now();
      const text = await lease.generate(history, {
        maxTokens,
        temperature: 0.7,
        seed: 1,
        onTokens: (n) => {
          if (!first) first = performance.now();
          tokens += n;
        },
      });
      const end = performance.now();
      lease.release();
      return {
        text,
        ttft: first - start,
        rate: (tokens - 1) / ((end - first) / 1000),
        reused: lease.reusedTokens,
      };
    }
    const draftHistory = (p: ReturnType<typeof buildLocalPrompt>): ChatHistoryItem[] => [
      { type: 'system', text: p.system },
      { type: 'user', text: p.user },
      { type: 'model', response: [] },
    ];
    console.log(
      '\n| size | prompt chars | prompt tokens | max output | context needed | first token, fresh | first token, voice prefix kept | tokens reused | tokens/s | first token of the revision |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const size of ['small', 'medium', 'large'] as OutputSize[]) {
      const prompts = voices.map((v) =>
        briefs.map((brief) =>
          buildLocalPrompt(input(v, { length: size, prompt: brief, contentType: 'blog_post' })),
        ),
      );
      const p0 = prompts[0]![0]!;
      const probe = await runtime.acquire();
      const promptTokens = probe.countTokens(p0.system) + probe.countTokens(p0.user);
      probe.release();
      const maxOut = Math.min(p0.maxOutputTokens, MAX_TOKENS ?? Number.POSITIVE_INFINITY);
      // Time to the first token: three rounds of (writer A fresh, A again, writer B fresh, B again); each
      // "fresh" run finds the other writer's prompt in the slot. Four tokens each.
      const fresh: number[] = [];
      const kept: number[] = [];
      let reused = 0;
      for (let round = 0; round < 3; round++) {
        for (const [a, b] of prompts as [typeof p0, typeof p0][]) {
          fresh.push((await run(draftHistory(a), a.prefixKey, 4)).ttft);
          const again = await run(draftHistory(b), b.prefixKey, 4);
          kept.push(again.ttft);
          reused = again.reused;
        }
      }
      // One whole draft for tokens/s, then the revision's first token (the draft stays evaluated).
      const full = await run(draftHistory(p0), p0.prefixKey, maxOut);
      const revision = await run(
        [
          { type: 'system', text: p0.system },
          { type: 'user', text: p0.user },
          { type: 'model', response: [full.text] },
          {
            type: 'user',
            text: 'Your sentences average 24 words; this writer’s average 13. Rewrite the text.',
          },
          { type: 'model', response: [] },
        ],
        p0.prefixKey,
        4,
      );
      const chars = p0.system.length + p0.user.length;
      const row = [
        size,
        String(chars),
        String(promptTokens),
        String(maxOut),
        String(promptTokens + maxOut),
        ms(median(fresh)),
        ms(median(kept)),
        String(reused),
        full.rate.toFixed(0),
        ms(revision.ttft),
      ];
      console.log(`| ${row.join(' | ')} |`);
    }
    const rssAfterRuns = process.memoryUsage().rss;
    await runtime.unload();
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 500));
    const rssUnloaded = process.memoryUsage().rss;
    const peak = process.resourceUsage().maxRSS * 1024;
    await runtime.close();
    console.log(
      `\nRSS: before loading ${mb(rssBefore)}, loaded ${mb(rssLoaded)}, after the runs ${mb(rssAfterRuns)}, after an unload ${mb(rssUnloaded)}, peak ${mb(peak)}`,
    );

    await serverRows(modelFile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const part = process.env.BENCH_PART;
if (part) await serverPart(part, process.env.BENCH_MODEL_FILE!);
else await main();

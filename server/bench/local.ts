/**
 * bench:local — the local engine (issue #22, "Measured"). With `BENCH_MODEL=<gguf>` any model file; without
 * it the generated test model (server/test/support/test-model.ts: random weights, a byte vocabulary, so
 * its tokens are bytes and its figures are the runtime's, not a real model's). Prints:
 *   - threads: the time of 60 tokens at 1 and at 2 threads (what `defaultThreads()` rests on);
 *   - load time (first load with the native binary, and a reload after an unload);
 *   - the local prompt per output size: characters and tokens, and the context it needs with the output;
 *   - per size: time to the first token and tokens per second, with a fresh sequence and with the user's
 *     voice prefix still evaluated in it (a second brief by the same writer), and the tokens reused;
 *   - RSS before loading, loaded, after an unload, and the peak;
 *   - the idle RSS of a whole server (the app factory, PGlite) with `builtin`, with the local engine
 *     configured but not loaded, and with the local engine after a generation and an idle unload; each
 *     in its own process.
 * Env: BENCH_MODEL, BENCH_THREADS (default defaultThreads()), BENCH_MAX_TOKENS (a cap per generation).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { OutputSize } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import { builtinEngine } from '../src/generation/builtin.js';
import { LOCAL_CONTEXT_SIZE, localEngine } from '../src/generation/local/engine.js';
import { buildLocalPrompt } from '../src/generation/local/prompt.js';
import { defaultThreads, LocalRuntime } from '../src/generation/local/runtime.js';
import type { LocalModelSource } from '../src/generation/local/source.js';
import { LocalModelStatus } from '../src/generation/local/status.js';
import type { GenerationEngine, GenerationInput } from '../src/generation/types.js';
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
  let engine: (GenerationEngine & { close?(): Promise<void> }) | undefined;
  let local: ReturnType<typeof localEngine> | undefined;
  if (kind !== 'builtin') {
    local = localEngine({
      source: source(modelFile),
      fallback: builtinEngine(),
      parallel: 2,
      threads: THREADS,
      idleUnloadMs: 300,
      preload: false,
      timeoutMs: 120_000,
      maxOutputTokens: 32,
    });
    engine = local;
  }
  const server = await startServer('pglite', {}, undefined, engine ? { deps: { engine } } : {});
  if (kind === 'local-unloaded' && local) {
    await local.generate(input(voiceOf(3, 1), { length: 'small' }));
    while (local.runtime.loaded) await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 2000));
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 500));
  const rss = process.memoryUsage().rss;
  process.stdout.write(`${JSON.stringify({ kind, rss })}\n`);
  await server.close();
  await local?.close();
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
    const sizes: OutputSize[] = ['small', 'medium', 'large'];
    console.log(
      '\n| size | prompt chars | prompt tokens | max output | context needed | first token (fresh) | first token (prefix kept) | reused tokens | tokens/s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [i, size] of sizes.entries()) {
      const voice = voices[i % 2]!;
      const row: string[] = [];
      let promptTokens = 0;
      let chars = 0;
      let maxOut = 0;
      const ttft: number[] = [];
      let reused = 0;
      let rate = 0;
      for (const brief of [
        'A note to the team about fixing the bike brakes before the hill route',
        'Why the coffee grinder on the counter needs a new burr before the weekend',
      ]) {
        const inp = input(voice, { length: size, prompt: brief, contentType: 'blog_post' });
        const prompt = buildLocalPrompt(inp);
        const lease = await runtime.acquire({ prefixKey: prompt.prefixKey });
        promptTokens = lease.countTokens(prompt.system) + lease.countTokens(prompt.user);
        chars = prompt.system.length + prompt.user.length;
        maxOut = Math.min(prompt.maxOutputTokens, MAX_TOKENS ?? Number.POSITIVE_INFINITY);
        let first = 0;
        let tokens = 0;
        const start = performance.now();
        await lease.generate(
          [
            { type: 'system', text: prompt.system },
            { type: 'user', text: prompt.user },
            { type: 'model', response: [] },
          ],
          {
            maxTokens: maxOut,
            temperature: 0.7,
            seed: 1,
            onTokens: (n) => {
              if (!first) first = performance.now();
              tokens += n;
            },
          },
        );
        const end = performance.now();
        ttft.push(first - start);
        reused = lease.reusedTokens;
        rate = (tokens - 1) / ((end - first) / 1000);
        lease.release();
      }
      row.push(
        size,
        String(chars),
        String(promptTokens),
        String(maxOut),
        String(promptTokens + maxOut),
        ms(ttft[0]!),
        ms(ttft[1]!),
        String(reused),
        rate.toFixed(0),
      );
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

    const builtin = await serverRss('builtin', modelFile);
    const idle = await serverRss('local-idle', modelFile);
    const unloaded = await serverRss('local-unloaded', modelFile);
    console.log(
      `server idle RSS (app factory, PGlite): builtin ${mb(builtin)}, local configured not loaded ${mb(idle)}, local after a generation and an idle unload ${mb(unloaded)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const part = process.env.BENCH_PART;
if (part) await serverPart(part, process.env.BENCH_MODEL_FILE!);
else await main();

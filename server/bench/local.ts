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
 *
 * `--shaped` (`npm run bench:local -- --shaped`): the default model's shape and tensor types with random
 * weights and the real vocabulary (shaped-model.ts, generated into a cache on first use), so the figures are
 * the default model's cost on this machine. Its parts, all by default, or some with BENCH_ONLY (comma list):
 *   - tokens: the local prompt per size and per language, and prose tokens per word per language;
 *   - bare: node-llama-cpp alone at 1 and 2 threads (a fresh context each): load time, RSS, prompt
 *     evaluation and generation tokens/s, and a medium English draft's time (its prompt, then as many tokens
 *     as the product's medium draft wrote in this run, else BENCH_DRAFT_TOKENS or its token budget);
 *   - context: generation tokens/s with 200, 1,000, 2,000 and 3,000 tokens already in the context;
 *   - first-word, sizes, german (together: product): through localEngine at BENCH_THREADS — time to the
 *     first word fresh and with the voice prefix kept, small / medium / large English drafts to the
 *     correction pass and to the end (BENCH_SIZES to pick), a large German draft; random words never pass
 *     the engine's early language check, so each draft here is stopped after its first words and started
 *     once more (`onRevising`): the second stage is the draft a real model writes, the first one extra;
 *   - parallel: RSS of a fresh process with the model loaded with `parallel: 2`.
 * Progress goes to stderr with the elapsed time and load average; the whole run takes 20–40 minutes on 2
 * cores. Random weights write random tokens, so the product's drafts run to their limits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { countWords, type Language, type OutputSize } from '@inkprint/shared';
import { analyzeVoice, buildSections } from '@inkprint/voice';
import type { ChatHistoryItem } from 'node-llama-cpp';
import { DEFAULT_LOCAL_MODEL } from '../src/engines/local/default-model.js';
import { LOCAL_CONTEXT_SIZE, type LocalEngine, localEngine } from '../src/engines/local/engine.js';
import { buildLocalPrompt, type LocalPrompt } from '../src/engines/local/prompt.js';
import { defaultThreads, LocalRuntime } from '../src/engines/local/runtime.js';
import type { LocalModelSource } from '../src/engines/local/source.js';
import { LocalModelStatus } from '../src/engines/local/status.js';
import { TOKENS_PER_WORD } from '../src/engines/prompt.js';
import type { GenerationEngine, GenerationInput, GenerationOutput } from '../src/engines/types.js';
import { input, samText } from '../test/generation/voice-fixture.js';
import { writeTestModel } from '../test/support/test-model.js';
import { machineName } from './machine.js';
import { ensureShapedModel } from './shaped-model.js';

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

// ─── --shaped: the default model's shape with random weights (shaped-model.ts) ───────────────────────────

/** Parts of the shaped run (`BENCH_ONLY=bare,product`; `product` is first-word, sizes and german). */
const SHAPED_PARTS = ['tokens', 'bare', 'context', 'first-word', 'sizes', 'german', 'parallel'] as const;
type ShapedPart = (typeof SHAPED_PARTS)[number];
/** Tokens written for the bare generation speed. */
const BARE_GEN_TOKENS = 128;

/** Prose of about 95 words per language (written for this bench), for tokens per word. */
const PROSE: Record<Language, string> = {
  en: 'Last Saturday we finally cleared the old shed behind the house. It took most of the morning, because every box held something we had forgotten about: letters from school, a broken radio, three tins of paint that had dried years ago. My sister wanted to keep almost everything, and I wanted to throw almost everything away, so we agreed on a simple rule. If nobody had touched it since we moved in, it went to the recycling centre. By lunch the car was full twice, and the shed finally had room for the bicycles again.',
  de: 'Letzten Samstag haben wir endlich den alten Schuppen hinter dem Haus ausgeräumt. Das hat fast den ganzen Vormittag gedauert, weil in jeder Kiste etwas lag, das wir längst vergessen hatten: Briefe aus der Schulzeit, ein kaputtes Radio und drei Dosen Farbe, die seit Jahren eingetrocknet waren. Meine Schwester wollte fast alles behalten, ich wollte fast alles wegwerfen, also haben wir uns auf eine einfache Regel geeinigt. Was seit dem Einzug niemand angefasst hatte, kam zum Wertstoffhof. Bis zum Mittag war das Auto zweimal voll, und im Schuppen ist endlich wieder Platz für die Fahrräder.',
  fr: "Samedi dernier, nous avons enfin vidé le vieux cabanon derrière la maison. Cela nous a pris presque toute la matinée, parce que chaque carton contenait quelque chose que nous avions oublié : des lettres de l'école, une radio cassée, trois pots de peinture séchée depuis des années. Ma sœur voulait presque tout garder, et moi presque tout jeter, alors nous nous sommes mis d'accord sur une règle simple. Ce que personne n'avait touché depuis notre arrivée partait à la déchetterie. À midi, la voiture avait été remplie deux fois, et le cabanon avait de nouveau de la place pour les vélos.",
  it: "Sabato scorso abbiamo finalmente svuotato il vecchio capanno dietro casa. Ci è voluta quasi tutta la mattina, perché ogni scatola conteneva qualcosa che avevamo dimenticato: lettere della scuola, una radio rotta, tre barattoli di vernice secca da anni. Mia sorella voleva tenere quasi tutto, io volevo buttare quasi tutto, così ci siamo messi d'accordo su una regola semplice. Quello che nessuno aveva toccato dal trasloco finiva all'isola ecologica. Per pranzo la macchina era stata riempita due volte, e nel capanno c'era di nuovo posto per le biciclette.",
  pt: 'No sábado passado, finalmente esvaziámos o velho barracão atrás de casa. Demorou quase a manhã inteira, porque cada caixa guardava alguma coisa de que já nos tínhamos esquecido: cartas da escola, um rádio avariado, três latas de tinta secas há anos. A minha irmã queria guardar quase tudo, e eu queria deitar fora quase tudo, por isso combinámos uma regra simples. O que ninguém tinha tocado desde a mudança ia para o ecoponto. Ao almoço, o carro já tinha sido enchido duas vezes, e o barracão voltou a ter espaço para as bicicletas.',
};

interface Memory {
  rss: number;
  peak: number;
  anon: number;
  file: number;
}

/** The process's memory from /proc/self/status (resident, peak, anonymous and file-backed), in bytes. */
function memory(): Memory {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile') };
  } catch {
    const rss = process.memoryUsage().rss;
    return { rss, peak: process.resourceUsage().maxRSS * 1024, anon: rss, file: 0 };
  }
}

/** Resets the peak (VmHWM) so each part's own peak shows; a no-op where Linux does not allow it. */
function resetPeak() {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {}
}

/** Busy and total CPU ticks of the whole machine (/proc/stat), or null off Linux. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const n = f.map(Number);
    const idle = n[3]! + (n[4] ?? 0);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Starts a CPU window; its end gives the cores this process used on average and those everything else on
 * the machine used (the machine is shared: another process's work slows llama.cpp's threads down).
 */
function cpuWindow(): () => string {
  const ticks = machineTicks();
  const own = process.cpuUsage();
  const t0 = performance.now();
  return () => {
    const wallS = (performance.now() - t0) / 1000;
    const used = process.cpuUsage(own);
    const ownCores = (used.user + used.system) / 1e6 / wallS;
    const now = machineTicks();
    if (!ticks || !now) return `${ownCores.toFixed(2)} cores`;
    const cores = os.availableParallelism();
    const machineCores = ((now.busy - ticks.busy) / (now.total - ticks.total)) * cores;
    return `${ownCores.toFixed(2)} cores, others ${Math.max(0, machineCores - ownCores).toFixed(2)}`;
  };
}

const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;
const sec = (x: number) => `${(x / 1000).toFixed(1)} s`;
const load = () => os.loadavg()[0]!.toFixed(2);
const memLine = (m: Memory) => `${gb(m.rss)} (anonymous ${gb(m.anon)}, file ${gb(m.file)})`;
const started = performance.now();
function progress(line: string) {
  const s = Math.round((performance.now() - started) / 1000);
  process.stderr.write(
    `[+${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s, load ${load()}] ${line}\n`,
  );
}

/** The shaped run's writers and briefs (the same voices as the test-model run). */
function shapedFixtures() {
  const voices = [voiceOf(9, 1), voiceOf(9, 2)] as const;
  const briefs = [
    'A note to the team about fixing the bike brakes before the hill route',
    'Why the coffee grinder on the counter needs a new burr before the weekend',
  ] as const;
  const draftInput = (v: 0 | 1, size: OutputSize, language: Language = 'en', brief: 0 | 1 = 0) =>
    input(voices[v], { length: size, prompt: briefs[brief], contentType: 'blog_post', language });
  return { draftInput };
}

/** Tokens: the local prompt per size and per language, and prose per language (the vocabulary alone). */
async function shapedTokens(file: string) {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const llama = await getLlama({ build: 'never', gpu: false, logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath: file, vocabOnly: true });
  const count = (text: string) => model.tokenize(text, false).length;
  const { draftInput } = shapedFixtures();
  const promptRow = (p: LocalPrompt, label: string) =>
    `| ${label} | ${p.system.length + p.user.length} | ${count(p.system) + count(p.user)} | ${p.maxOutputTokens} | ${p.examples} |`;
  console.log(
    '\n| local prompt (writer A, blog post) | characters | tokens (system + user) | max output tokens | samples |',
  );
  console.log('|---|---|---|---|---|');
  for (const size of ['small', 'medium', 'large'] as OutputSize[]) {
    console.log(promptRow(buildLocalPrompt(draftInput(0, size)), `${size}, en`));
  }
  for (const lang of ['de', 'fr', 'it', 'pt'] as Language[]) {
    console.log(promptRow(buildLocalPrompt(draftInput(0, 'medium', lang)), `medium, ${lang}`));
  }
  console.log('\n| prose | words | tokens | tokens per word | TOKENS_PER_WORD (prompt.ts) |');
  console.log('|---|---|---|---|---|');
  for (const lang of Object.keys(PROSE) as Language[]) {
    const words = countWords(PROSE[lang], lang);
    const tokens = count(PROSE[lang]);
    console.log(
      `| ${lang} | ${words} | ${tokens} | ${(tokens / words).toFixed(2)} | ${TOKENS_PER_WORD[lang]} |`,
    );
  }
  await model.dispose();
}

/**
 * Bare node-llama-cpp at 1 and 2 threads (a fresh context each): the medium English prompt rendered through
 * the chat template as the engine renders it (no-think form), evaluated, then `draftTokens` written
 * (`sequence.evaluate`: no chat wrapper, no check). Generation speed is over the first BARE_GEN_TOKENS.
 */
async function shapedBare(file: string, draftTokens: number, draftTokensFrom: string) {
  const { getLlama, LlamaChat, LlamaLogLevel, resolveChatWrapper } = await import('node-llama-cpp');
  resetPeak();
  const before = memory();
  let t0 = performance.now();
  const llama = await getLlama({ build: 'never', gpu: false, logLevel: LlamaLogLevel.error });
  const binaryMs = performance.now() - t0;
  t0 = performance.now();
  const model = await llama.loadModel({ modelPath: file });
  const modelMs = performance.now() - t0;
  const modelLoaded = memory();
  progress(`bare: model loaded in ${sec(modelMs)}`);
  const p = buildLocalPrompt(shapedFixtures().draftInput(0, 'medium'));
  const rows: string[] = [];
  let contextLine = '';
  for (const threads of [1, 2]) {
    t0 = performance.now();
    const context = await model.createContext({
      contextSize: LOCAL_CONTEXT_SIZE,
      sequences: 1,
      threads,
      batchSize: Math.min(512, LOCAL_CONTEXT_SIZE),
    });
    const contextMs = performance.now() - t0;
    const loaded = memory();
    if (!contextLine) {
      contextLine = `context ${context.contextSize} tokens created in ${ms(contextMs)}; loaded ${memLine(loaded)}`;
    }
    const sequence = context.getSequence();
    const chat = new LlamaChat({
      contextSequence: sequence,
      autoDisposeSequence: false,
      chatWrapper: resolveChatWrapper(model, {
        customWrapperSettings: { jinjaTemplate: { reasoning: false } },
      }),
    });
    const { contextText } = chat.chatWrapper.generateContextState({
      chatHistory: [
        { type: 'system', text: p.system },
        { type: 'user', text: p.user },
        { type: 'model', response: [] },
      ],
    });
    const tokens = contextText.tokenize(model.tokenizer);
    const total = Math.max(BARE_GEN_TOKENS + 1, draftTokens);
    const loadAtStart = load();
    progress(`bare, ${threads} thread(s): evaluating ${tokens.length} prompt tokens, then writing ${total}`);
    const cpu = cpuWindow();
    let written = 0;
    let first = 0;
    let atGen = 0;
    let atDraft = 0;
    const start = performance.now();
    for await (const _ of sequence.evaluate(tokens, { temperature: 0.7, seed: 1 })) {
      written++;
      const now = performance.now();
      if (written === 1) first = now;
      if (written === BARE_GEN_TOKENS + 1) atGen = now;
      if (written === draftTokens) atDraft = now;
      if (written % 100 === 0) progress(`bare, ${threads} thread(s): ${written} of ${total} tokens`);
      if (written >= total) break;
    }
    const promptMs = first - start;
    rows.push(
      `| ${threads} | ${tokens.length} | ${sec(promptMs)} | ${((tokens.length / promptMs) * 1000).toFixed(1)} | ${((BARE_GEN_TOKENS / (atGen - first)) * 1000).toFixed(2)} | ${draftTokens} (${draftTokensFrom}) | ${sec(atDraft - start)} | ${cpu()} | ${loadAtStart} → ${load()} |`,
    );
    progress(`bare, ${threads} thread(s): ${rows.at(-1)}`);
    chat.dispose({ disposeSequence: true });
    await context.dispose();
  }
  const peak = memory().peak;
  await model.dispose();
  console.log(
    `\nbare: native binary ${ms(binaryMs)}, model load ${ms(modelMs)} (file in the page cache); RSS before ${memLine(before)}, model loaded ${memLine(modelLoaded)}, ${contextLine}; peak ${gb(peak)}`,
  );
  console.log(
    '\n| threads | prompt tokens (medium en, rendered) | prompt evaluation | prompt tokens/s | generation tokens/s (128) | bare draft tokens | bare draft (prompt + tokens) | CPU: this process, others | load average (start → end) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

/**
 * Generation speed by the tokens already in the context (a large draft writes from ≈ 1,000 to ≈ 3,000):
 * a fresh sequence per length, prose as the prompt, then 64 tokens, at BENCH_THREADS.
 */
async function shapedContext(file: string) {
  const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
  const llama = await getLlama({ build: 'never', gpu: false, logLevel: LlamaLogLevel.error });
  const model = await llama.loadModel({ modelPath: file });
  const context = await model.createContext({
    contextSize: LOCAL_CONTEXT_SIZE,
    sequences: 1,
    threads: THREADS,
    batchSize: Math.min(512, LOCAL_CONTEXT_SIZE),
  });
  const prose = model.tokenize(PROSE.en.repeat(40), false);
  const rows: string[] = [];
  for (const length of [200, 1000, 2000, 3000]) {
    const sequence = context.getSequence();
    const cpu = cpuWindow();
    const loadAtStart = load();
    let written = 0;
    let first = 0;
    const start = performance.now();
    for await (const _ of sequence.evaluate(prose.slice(0, length), { temperature: 0.7, seed: 1 })) {
      if (written++ === 0) first = performance.now();
      if (written > 64) break;
    }
    const end = performance.now();
    rows.push(
      `| ${length} | ${((length / (first - start)) * 1000).toFixed(1)} | ${((64 / (end - first)) * 1000).toFixed(2)} | ${cpu()} | ${loadAtStart} → ${load()} |`,
    );
    progress(`context ${length}: ${rows.at(-1)}`);
    sequence.dispose();
  }
  await context.dispose();
  await model.dispose();
  console.log(
    `
| tokens in the context (threads ${THREADS}) | prompt tokens/s | generation tokens/s | CPU: this process, others | load average |`,
  );
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

/** What one generation through the engine did: times from the call, pieces streamed per stage. */
interface Timed {
  firstWordMs: number | null;
  revisingMs: number | null;
  totalMs: number;
  draftPieces: number;
  revisionPieces: number;
  draftWords: number;
  output: GenerationOutput | null;
  estimates: string[];
  loadAverage: string;
  cpu: string;
}

/**
 * One generation through the engine, stopped by the bench after the first word (`first`) or when the
 * correction pass starts (`revising`), or run to its end.
 */
async function timedGeneration(
  engine: LocalEngine,
  inp: GenerationInput,
  stopAt: 'first' | 'revising' | 'end',
  label: string,
): Promise<Timed> {
  const ac = new AbortController();
  const loadAtStart = load();
  const t0 = performance.now();
  const r: Timed = {
    firstWordMs: null,
    revisingMs: null,
    totalMs: 0,
    draftPieces: 0,
    revisionPieces: 0,
    draftWords: 0,
    output: null,
    estimates: [],
    loadAverage: '',
    cpu: '',
  };
  const cpu = cpuWindow();
  let draft = '';
  const ticker = setInterval(
    () => progress(`${label}: ${r.draftPieces} draft pieces, ${r.revisionPieces} revision pieces so far`),
    30_000,
  );
  try {
    r.output = await engine.generate(inp, {
      signal: ac.signal,
      onDelta: (d) => {
        r.firstWordMs ??= performance.now() - t0;
        if (r.revisingMs === null) {
          r.draftPieces++;
          draft += d;
        } else r.revisionPieces++;
        if (stopAt === 'first') ac.abort();
      },
      onRevising: () => {
        r.revisingMs = performance.now() - t0;
        if (stopAt === 'revising') ac.abort();
      },
      onEstimate: (e) => r.estimates.push(`${e.stage} ${e.seconds.toFixed(0)} s (${e.targetWords} words)`),
    });
  } catch (err) {
    if (!ac.signal.aborted) throw err;
  } finally {
    clearInterval(ticker);
  }
  r.totalMs = performance.now() - t0;
  r.draftWords = countWords(draft, inp.language);
  r.loadAverage = `${loadAtStart} → ${load()}`;
  r.cpu = cpu();
  return r;
}

/** The engine with the shaped model (its own fallback never writes here: the file is always ready). */
function shapedEngine(file: string, parallel: number): LocalEngine {
  const fallback: GenerationEngine = {
    provider: 'builtin',
    model: 'none',
    offline: true,
    generate: () => Promise.reject(new Error('the bench never uses the fallback')),
  };
  return localEngine({
    source: source(file),
    fallback,
    parallel,
    threads: THREADS,
    idleUnloadMs: 0,
    preload: false,
    gpu: false,
    log: { warn: (obj, msg) => progress(`engine warn: ${msg ?? ''} ${JSON.stringify(obj)}`) },
  });
}

/**
 * Through the product: time to the first word (fresh, and with the writer's voice prefix kept), small /
 * medium / large English drafts with their correction pass, a large German draft. Returns the pieces the
 * medium English draft streamed (≈ its tokens), for the bare comparison.
 */
async function shapedProduct(file: string, parts: Set<ShapedPart>): Promise<number | undefined> {
  const { draftInput } = shapedFixtures();
  const engine = shapedEngine(file, 1);
  resetPeak();
  const before = memory();
  progress('product: loading');
  await engine.runtime.ensureLoaded();
  const loaded = memory();
  console.log(
    `\nproduct (threads ${THREADS}, parallel 1): load ${ms(engine.runtime.lastLoadMs)}; RSS before ${memLine(before)}, loaded ${memLine(loaded)}`,
  );
  let mediumPieces: number | undefined;
  try {
    if (parts.has('first-word')) {
      // Writer A fresh (the slot holds B or nothing), A again with another brief (A's voice prefix kept),
      // then the same for B; twice.
      const fresh: number[] = [];
      const kept: number[] = [];
      for (let round = 0; round < 2; round++) {
        for (const v of [0, 1] as const) {
          const a = await timedGeneration(engine, draftInput(v, 'small', 'en', 0), 'first', 'first word');
          const b = await timedGeneration(engine, draftInput(v, 'small', 'en', 1), 'first', 'first word');
          fresh.push(a.firstWordMs ?? Number.NaN);
          kept.push(b.firstWordMs ?? Number.NaN);
          progress(`first word: fresh ${ms(a.firstWordMs ?? 0)}, prefix kept ${ms(b.firstWordMs ?? 0)}`);
        }
      }
      console.log(
        `\nfirst word (small en): fresh ${ms(median(fresh))} (${fresh.map(ms).join(', ')}), voice prefix kept ${ms(median(kept))} (${kept.map(ms).join(', ')}); load ${load()}`,
      );
    }
    const rows: string[] = [];
    const row = (label: string, r: Timed) => {
      const o = r.output;
      rows.push(
        `| ${label} | ${r.firstWordMs === null ? '–' : sec(r.firstWordMs)} | ${sec(r.revisingMs ?? r.totalMs)} | ${r.draftPieces} | ${r.draftWords} | ${r.revisingMs === null ? 'none' : `${sec(r.totalMs - r.revisingMs)}, ${r.revisionPieces} pieces`} | ${o ? sec(r.totalMs) : 'stopped'} | ${o ? `${o.wordCount} words${o.revised ? ', revised' : ''}` : '–'} | ${r.estimates.join('; ') || '–'} | ${r.cpu} | ${r.loadAverage} |`,
      );
      progress(`${label}: ${rows.at(-1)}`);
    };
    let writer: 0 | 1 = 0;
    if (parts.has('sizes')) {
      const sizes = (process.env.BENCH_SIZES ?? 'small,medium,large').split(',') as OutputSize[];
      for (const size of sizes) {
        // Writers alternate, so each draft finds the other writer's prompt in the slot (a fresh prompt).
        progress(`product: ${size} en draft and its correction pass`);
        const r = await timedGeneration(engine, draftInput(writer, size), 'end', `${size} en`);
        writer = writer === 0 ? 1 : 0;
        // The stage whose text was kept wrote the draft (random words fail the language check, so the
        // first stage stops after the first words and the draft is the second).
        if (size === 'medium') mediumPieces = r.revisingMs === null ? r.draftPieces : r.revisionPieces;
        row(`${size} en`, r);
      }
    }
    if (parts.has('german')) {
      progress('product: large de draft');
      row('large de', await timedGeneration(engine, draftInput(writer, 'large', 'de'), 'end', 'large de'));
    }
    if (rows.length) {
      console.log(
        '\n| draft | first word | first stage (to onRevising, or the end) | its pieces (≈ tokens) | its words | after onRevising (time, pieces) | total | kept | estimates (onEstimate) | CPU: this process, others | load average |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      for (const r of rows) console.log(r);
    }
    console.log(`\nproduct RSS after the runs ${memLine(memory())}, peak ${gb(memory().peak)}`);
  } finally {
    await engine.close();
  }
  return mediumPieces;
}

/** In a child process: the engine's model loaded with `parallel: 2`, and its RSS (one JSON line). */
async function shapedParallelChild(file: string) {
  const engine = shapedEngine(file, 2);
  const before = memory();
  await engine.runtime.ensureLoaded();
  await new Promise((r) => setTimeout(r, 500));
  process.stdout.write(
    `${JSON.stringify({ before, loaded: memory(), loadMs: engine.runtime.lastLoadMs })}\n`,
  );
  await engine.close();
  process.exit(0);
}

async function shapedParallel(file: string) {
  progress('parallel 2: loading in a child process');
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/local.ts', '--shaped'], {
    cwd: serverDir,
    env: { ...process.env, BENCH_SHAPED_PART: 'parallel', BENCH_MODEL_FILE: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  await new Promise((r) => child.on('exit', r));
  const r = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    before: Memory;
    loaded: Memory;
    loadMs: number;
  };
  console.log(
    `\nparallel 2 (a fresh process, threads ${THREADS}): load ${ms(r.loadMs)}; RSS before ${memLine(r.before)}, loaded ${memLine(r.loaded)}, peak ${gb(r.loaded.peak)}`,
  );
}

async function shapedMain() {
  const only = process.env.BENCH_ONLY?.split(',').flatMap((p) =>
    p === 'product' ? ['first-word', 'sizes', 'german'] : [p],
  );
  const unknown = only?.filter((p) => !(SHAPED_PARTS as readonly string[]).includes(p)) ?? [];
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; parts: product, ${SHAPED_PARTS.join(', ')}`,
    );
  const parts = new Set<ShapedPart>((only as ShapedPart[] | undefined) ?? SHAPED_PARTS);
  const startMemory = memory();
  const file = await ensureShapedModel((line) => progress(line));
  console.log(`# bench:local --shaped — ${new Date().toISOString()}`);
  console.log(
    `machine: ${machineName()}, load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `model: ${path.basename(file)} (${gb(statSync(file).size)}; the real SmolLM3-3B Q4_K_M is ${gb(DEFAULT_LOCAL_MODEL.size)}), context ${LOCAL_CONTEXT_SIZE} per sequence, parts ${[...parts].join(', ')}; RSS at start ${memLine(startMemory)}`,
  );
  if (parts.has('tokens')) await shapedTokens(file);
  let draftTokens: number | undefined;
  if (parts.has('first-word') || parts.has('sizes') || parts.has('german')) {
    draftTokens = await shapedProduct(file, parts);
  }
  if (parts.has('bare')) {
    // Without the product's medium draft in this run: BENCH_DRAFT_TOKENS, else the draft's token budget
    // (what a random model writes when nothing stops it earlier).
    const budget = buildLocalPrompt(shapedFixtures().draftInput(0, 'medium')).maxOutputTokens;
    const given = process.env.BENCH_DRAFT_TOKENS ? Number(process.env.BENCH_DRAFT_TOKENS) : undefined;
    await shapedBare(
      file,
      draftTokens ?? given ?? budget,
      draftTokens ? "the product's medium draft" : given ? 'BENCH_DRAFT_TOKENS' : 'the medium budget',
    );
  }
  if (parts.has('context')) await shapedContext(file);
  if (parts.has('parallel')) await shapedParallel(file);
  console.log(
    `\npeak RSS of the run's last part ${gb(memory().peak)}; load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

const part = process.env.BENCH_PART;
if (part) await serverPart(part, process.env.BENCH_MODEL_FILE!);
else if (process.env.BENCH_SHAPED_PART === 'parallel')
  await shapedParallelChild(process.env.BENCH_MODEL_FILE!);
else if (process.argv.includes('--shaped')) await shapedMain();
else await main();

/**
 * bench:generate — what a generation costs through the real HTTP route, with the built-in engine: the real
 * server in its own process (`node --import tsx src/main.ts`, PGlite in a temporary DATA_DIR), a signed-in
 * client on loopback that uploads generated prose, analyses it, then streams generations
 * (`Accept: text/event-stream`) of each size: time from sending the request to the first `delta` event
 * that carries a word, and to the `done` event; plus the JSON answer's total time. Medians (and range) of
 * BENCH_ROUNDS rounds per size (default 7), English, blog posts, a fresh seed each time.
 * BENCH_DATABASE_URL=postgres://… runs the server on that PostgreSQL database instead of PGlite.
 *
 * Then the time THE SERVER adds over a model alone (issue #13: < 20 ms to the first word, < 5% of the
 * total): the mock model (bench/mock-llm-server.ts) in its own process, streaming the OpenAI protocol at one
 * word per CHUNK_MS (default 5) with as many words as the prompt asks for, and the server restarted on the
 * same data with LLM_PROVIDER=openai-compatible and LLM_BASE_URL at the mock. Per size and round
 * (BENCH_MOCK_ROUNDS, default 5): a bare streamed fetch of the mock (first content word, `[DONE]`) and a
 * streamed generation through POST /api/content/generate as above, for a second user whose corpus is the
 * mock's own writer (so the draft passes the check and no correction pass is made; `revised` is counted).
 * BENCH_BUILTIN=0 / BENCH_MOCK=0 skip a part.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8 } from 'fflate';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { prose } from '../test/documents.js';
import { samText } from '../test/generation/voice-fixture.js';
import { machineName } from './machine.js';
import { benchServerEnv, freePort, signIn, waitFor } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const MOCK_ROUNDS = Number(process.env.BENCH_MOCK_ROUNDS ?? 5);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 5);
const WORDS = { small: 100, medium: 300, large: 1000 } as const;
const SIZES = ['small', 'medium', 'large'] as const;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const f1 = (x: number) => +x.toFixed(1);
const summary = (xs: number[]) => ({
  median: f1(median(xs)),
  min: f1(Math.min(...xs)),
  max: f1(Math.max(...xs)),
});

/** One streamed generation: ms to the first delta with a word, ms to `done`, and the item's word count. */
async function streamed(base: string, cookie: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(`${base}/api/content/generate`, {
    method: 'POST',
    headers: { accept: 'text/event-stream', 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstWord: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error('stream ended without done');
    buffer += decoder.decode(value, { stream: true });
    for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1];
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const parsed = JSON.parse(data);
      if (event === 'delta' && firstWord === undefined && /\p{L}/u.test(parsed.text)) {
        firstWord = performance.now() - started;
      } else if (event === 'done') {
        const total = performance.now() - started;
        await reader.cancel();
        return {
          firstWord: firstWord ?? total,
          total,
          words: parsed.content.word_count as number,
          revised: parsed.content.revised as boolean,
        };
      } else if (event === 'error') {
        throw new Error(`error event: ${data}`);
      }
    }
  }
}

/** The mock model alone, as a bare client reads it: ms to the first content chunk with a word, to `[DONE]`. */
async function bareModel(mockUrl: string, words: number) {
  const started = performance.now();
  const res = await fetch(`${mockUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'bench-model',
      stream: true,
      messages: [{ role: 'user', content: `About ${words} words.` }],
    }),
  });
  if (!res.ok || !res.body) throw new Error(`mock: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstWord: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error('mock stream ended without [DONE]');
    buffer += decoder.decode(value, { stream: true });
    for (let cut = buffer.indexOf('\n'); cut >= 0; cut = buffer.indexOf('\n')) {
      const line = buffer.slice(0, cut).trim();
      buffer = buffer.slice(cut + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        const total = performance.now() - started;
        await reader.cancel();
        return { firstWord: firstWord ?? total, total };
      }
      const text = JSON.parse(data).choices?.[0]?.delta?.content ?? '';
      if (firstWord === undefined && /\p{L}/u.test(text)) firstWord = performance.now() - started;
    }
  }
}

interface Server {
  base: string;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: benchServerEnv(port, { DAILY_GENERATION_LIMIT: '100000', ...env }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((res) => child.once('exit', res));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${base}/api/health`, { tries: 300 });
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

async function startMock(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/mock-llm-server.ts'], {
    cwd: serverDir,
    env: { ...process.env, WORDS: '', CHUNK_MS: String(CHUNK_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((res) => child.once('exit', res));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('http'));
      if (line) resolve(line.trim());
    });
    child.once('exit', () => reject(new Error('mock model exited')));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function uploadAndAnalyse(base: string, cookie: string, files: string[]) {
  const form = new FormData();
  files.forEach((text, i) => {
    form.append('files', new Blob([strToU8(text) as Uint8Array<ArrayBuffer>]), `w-${i}.txt`);
  });
  const up = await fetch(`${base}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
  if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
  const analysed = await fetch(`${base}/api/voice-profile/analyze`, { method: 'POST', headers: { cookie } });
  if (analysed.status !== 201) throw new Error(`analyse: ${analysed.status} ${await analysed.text()}`);
}

const prompt = 'Tell our readers why we moved the workshop to Saturdays';

async function builtinPart(base: string, cookie: string) {
  // One warm-up generation per size (module loading, the draft pool's first thread, first queries).
  for (const length of SIZES) await streamed(base, cookie, { prompt, length, language: 'en' });
  const results: Record<string, unknown> = {};
  for (const length of SIZES) {
    const first: number[] = [];
    const total: number[] = [];
    const json: number[] = [];
    const words: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const s = await streamed(base, cookie, { prompt, length, language: 'en' });
      first.push(s.firstWord);
      total.push(s.total);
      words.push(s.words);
      const started = performance.now();
      const res = await fetch(`${base}/api/content/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ prompt, length, language: 'en' }),
      });
      await res.json();
      if (res.status !== 201) throw new Error(`json: ${res.status}`);
      json.push(performance.now() - started);
    }
    results[length] = {
      words: summary(words),
      sseFirstWordMs: summary(first),
      sseTotalMs: summary(total),
      jsonTotalMs: summary(json),
    };
    console.error(`builtin ${length}: ${JSON.stringify(results[length])}`);
  }
  return results;
}

async function mockPart(base: string, cookie: string, mockUrl: string) {
  for (const length of SIZES) {
    await bareModel(mockUrl, WORDS[length]);
    await streamed(base, cookie, { prompt, length, language: 'en' });
  }
  const results: Record<string, unknown> = { chunkMs: CHUNK_MS, rounds: MOCK_ROUNDS };
  for (const length of SIZES) {
    const bare = { first: [] as number[], total: [] as number[] };
    const server = { first: [] as number[], total: [] as number[] };
    const words: number[] = [];
    let revised = 0;
    // Alternating, so a change in the machine's load touches both alike.
    for (let round = 0; round < MOCK_ROUNDS; round++) {
      const b = await bareModel(mockUrl, WORDS[length]);
      bare.first.push(b.firstWord);
      bare.total.push(b.total);
      const s = await streamed(base, cookie, { prompt, length, language: 'en' });
      server.first.push(s.firstWord);
      server.total.push(s.total);
      words.push(s.words);
      if (s.revised) revised++;
    }
    const addedFirst = median(server.first) - median(bare.first);
    const addedTotal = median(server.total) - median(bare.total);
    results[length] = {
      words: summary(words),
      revised,
      modelFirstWordMs: summary(bare.first),
      modelTotalMs: summary(bare.total),
      serverFirstWordMs: summary(server.first),
      serverTotalMs: summary(server.total),
      addedFirstWordMs: f1(addedFirst),
      addedTotalMs: f1(addedTotal),
      addedTotalPct: f1((100 * addedTotal) / median(bare.total)),
    };
    console.error(`mock ${length}: ${JSON.stringify(results[length])}`);
  }
  return results;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-generate-'));
  const suffix = newId().slice(0, 8);
  const password = 'Bench!Pass1';
  const proseUser = `bench-generate-${suffix}@example.com`;
  const samUser = `bench-generate-sam-${suffix}@example.com`;
  // The accounts are made before the server opens the embedded database (one process at a time).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ dataDir, databaseUrl });
  for (const email of [proseUser, samUser]) {
    await database.db
      .insert(users)
      .values({ id: newId(), email, passwordHash: await hashPassword(password), emailConfirmed: true });
  }
  await database.close();
  console.error(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  const common = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };

  const results: Record<string, unknown> = {
    database: databaseUrl ? 'postgres' : 'pglite',
    machine: machineName(),
    rounds: ROUNDS,
  };
  try {
    if (process.env.BENCH_BUILTIN !== '0') {
      const server = await startServer({ ...common, LLM_PROVIDER: 'builtin' });
      try {
        const cookie = await signIn(server.base, proseUser, password);
        // A corpus of about 5,000 words in three files, analysed once.
        await uploadAndAnalyse(
          server.base,
          cookie,
          [1, 2, 3].map((seed) => prose(10_000, seed)),
        );
        results.builtin = await builtinPart(server.base, cookie);
      } finally {
        await server.stop();
      }
    }
    if (process.env.BENCH_MOCK !== '0') {
      const mock = await startMock();
      try {
        const server = await startServer({
          ...common,
          LLM_PROVIDER: 'openai-compatible',
          LLM_BASE_URL: mock.url,
          LLM_MODEL: 'bench-model',
        });
        try {
          const cookie = await signIn(server.base, samUser, password);
          // The mock's own writer (as samVoice in the tests): a file per topic of three short notes.
          const docs = (['garden', 'cycling', 'coffee'] as const).map((topic, t) =>
            [1, 2, 3].map((i) => samText(topic, 220, 10 * t + i)).join('\n\n'),
          );
          await uploadAndAnalyse(server.base, cookie, docs);
          results.mock = await mockPart(server.base, cookie, mock.url);
        } finally {
          await server.stop();
        }
      } finally {
        await mock.stop();
      }
    }
    results.loadAverage = os.loadavg().map((x) => +x.toFixed(2));
    console.log(JSON.stringify(results, null, 2));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * bench:generate — what a generation costs through the real HTTP route, with the built-in engine: the real
 * server in its own process (`node --import tsx src/main.ts`, PGlite in a temporary DATA_DIR), a signed-in
 * client on loopback that uploads generated prose, analyses it, then streams generations
 * (`Accept: text/event-stream`) of each size: time from sending the request to the first `delta` event
 * that carries a word, and to the `done` event; plus the JSON answer's total time. Medians (and range) of
 * BENCH_ROUNDS rounds per size (default 7), English, blog posts, a fresh seed each time.
 * BENCH_DATABASE_URL=postgres://… runs the server on that PostgreSQL database instead of PGlite.
 * (The mock-model part, the time the server adds over a model alone, is to come.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8 } from 'fflate';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { prose } from '../test/documents.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
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

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

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
        return { firstWord: firstWord ?? total, total, words: parsed.content.word_count as number };
      } else if (event === 'error') {
        throw new Error(`error event: ${data}`);
      }
    }
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-generate-'));
  const email = `bench-generate-${newId().slice(0, 8)}@example.com`;
  const password = 'Bench!Pass1';
  // The account is made before the server opens the embedded database (one process at a time).
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.db
    .insert(users)
    .values({ id: newId(), email, passwordHash: await hashPassword(password), emailConfirmed: true });
  await database.close();
  console.error(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_FACTOR: '1000',
      LLM_PROVIDER: 'builtin',
      DAILY_GENERATION_LIMIT: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 300) throw new Error('server did not start');
      await new Promise((res) => setTimeout(res, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
    if (!login.ok || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);

    // A corpus of about 5,000 words in three files, analysed once.
    const form = new FormData();
    for (let i = 0; i < 3; i++) {
      form.append(
        'files',
        new Blob([strToU8(prose(10_000, i + 1)) as Uint8Array<ArrayBuffer>]),
        `w-${i}.txt`,
      );
    }
    const up = await fetch(`${base}/api/files/upload`, { method: 'POST', headers: { cookie }, body: form });
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const analysed = await fetch(`${base}/api/voice-profile/analyze`, {
      method: 'POST',
      headers: { cookie },
    });
    if (analysed.status !== 201) throw new Error(`analyse: ${analysed.status} ${await analysed.text()}`);

    const prompt = 'Tell our readers why we moved the workshop to Saturdays';
    // One warm-up generation per size (module loading, first queries).
    for (const length of SIZES) await streamed(base, cookie, { prompt, length, language: 'en' });

    const results: Record<string, unknown> = {
      database: databaseUrl ? 'postgres' : 'pglite',
      machine: `${os.cpus()[0]?.model} × ${os.availableParallelism()}`,
      rounds: ROUNDS,
    };
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
      console.error(`${length}: ${JSON.stringify(results[length])}`);
    }
    results.loadAverage = os.loadavg().map((x) => +x.toFixed(2));
    console.log(JSON.stringify(results, null, 2));
  } finally {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

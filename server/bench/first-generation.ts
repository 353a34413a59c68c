/**
 * bench:first-generation — how long the first generation after a start takes, with the offline engine
 * (decision 026). A first server process makes a user with a voice profile and stops; a second one starts on
 * the same data (PGlite in a temporary DATA_DIR, `node --import tsx src/main.ts`), and as soon as
 * GET /api/health answers, the user signs in and asks for a streamed generation: time to the first `delta`
 * and to `done`; then the same for a second generation. `BENCH_DELAY_MS` waits that long after health
 * answers before the first generation (a user rarely generates in the first second). Repeats
 * `BENCH_ROUNDS` (3) restarts and prints the medians. `BENCH_SERVER=built` runs the built server as `npm start`
 * does (`node <its flags> dist/main.js`, with its environment; run `npm run build` first) instead of the source.
 * `BENCH_SCREEN=1` first asks for the quota, as the Generate screen does when it opens (which warms the draft
 * thread, decision 041), and waits `BENCH_TYPING_MS` (0) before the generation, as a user writes the brief.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { prose } from '../test/documents.js';
import { machineName } from './machine.js';
import { startEnv, startFlags } from './memory.js';
import { benchServerEnv, freePort, signIn, waitFor } from './support.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DELAY_MS = Number(process.env.BENCH_DELAY_MS ?? 0);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = process.env.BENCH_SERVER === 'built';
const SCREEN = process.env.BENCH_SCREEN === '1';
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 0);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function startServer(dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const entry = built ? [...startFlags(), 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: benchServerEnv(port, { ...(built ? startEnv() : {}), DATA_DIR: dataDir, DATABASE_URL: '' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${base}/api/health`, { everyMs: 50 });
  const healthMs = performance.now() - started;
  return {
    base,
    healthMs,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((res) => child.once('exit', res));
    },
  };
}

/** A streamed generation: ms to the first `delta` event and to the `done` event. */
async function generate(base: string, cookie: string, seed: number) {
  const started = performance.now();
  const res = await fetch(`${base}/api/content/generate`, {
    method: 'POST',
    headers: { cookie, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify({
      prompt: `A blog post for our readers about the new Saturday workshops, part ${seed}`,
      content_type: 'blog_post',
      length: 'medium',
      language: 'English',
    }),
  });
  if (!res.ok || !res.body) throw new Error(`generate: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstDelta = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (Number.isNaN(firstDelta) && buffer.includes('event: delta')) firstDelta = performance.now() - started;
    if (buffer.includes('event: done')) break;
    if (buffer.includes('event: error')) throw new Error(`generate failed: ${buffer}`);
  }
  await reader.cancel().catch(() => {});
  return { firstDeltaMs: firstDelta, doneMs: performance.now() - started };
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-first-'));
  const email = `bench-first-${newId().slice(0, 8)}@example.com`;
  const password = 'Bench!Pass1';
  try {
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(users)
      .values({ id: newId(), email, passwordHash: await hashPassword(password), emailConfirmed: true });
    await database.close();

    // Setup: a voice profile from 30 KB of prose.
    const setup = await startServer(dataDir);
    const cookie = await signIn(setup.base, email, password);
    const form = new FormData();
    form.append('files', new Blob([prose(30_000)]), 'writing.txt');
    const up = await fetch(`${setup.base}/api/files/upload`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    if (!up.ok) throw new Error(`upload: ${up.status} ${await up.text()}`);
    const analysed = await fetch(`${setup.base}/api/voice-profile/analyze`, {
      method: 'POST',
      headers: { cookie },
    });
    if (!analysed.ok) throw new Error(`analyze: ${analysed.status} ${await analysed.text()}`);
    await setup.stop();

    const rows: {
      healthMs: number;
      first: { firstDeltaMs: number; doneMs: number };
      second: { doneMs: number };
    }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(dataDir);
      if (DELAY_MS) await new Promise((res) => setTimeout(res, DELAY_MS));
      const c = await signIn(server.base, email, password);
      if (SCREEN) {
        const quota = await fetch(`${server.base}/api/content/quota`, { headers: { cookie: c } });
        if (!quota.ok) throw new Error(`quota: ${quota.status}`);
        if (TYPING_MS) await new Promise((res) => setTimeout(res, TYPING_MS));
      }
      const first = await generate(server.base, c, round * 2 + 1);
      const second = await generate(server.base, c, round * 2 + 2);
      await server.stop();
      rows.push({ healthMs: server.healthMs, first, second });
      console.error(JSON.stringify(rows.at(-1)));
    }
    const r = (x: number) => Math.round(x);
    console.log(
      JSON.stringify(
        {
          machine: machineName(),
          server: built ? 'dist' : 'source (tsx)',
          loadavg: os.loadavg().map((x) => +x.toFixed(2)),
          delayMs: DELAY_MS,
          screen: SCREEN ? { typingMs: TYPING_MS } : false,
          rounds: ROUNDS,
          startToHealthMs: r(median(rows.map((x) => x.healthMs))),
          firstGeneration: {
            firstDeltaMs: r(median(rows.map((x) => x.first.firstDeltaMs))),
            doneMs: r(median(rows.map((x) => x.first.doneMs))),
          },
          secondGenerationDoneMs: r(median(rows.map((x) => x.second.doneMs))),
        },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * bench:memory — where the server's memory goes (issue #23, decision 029). Starts the built server
 * (`node dist/main.js`, run `npm run build` first; the root script does) as a child process on a fresh
 * DATA_DIR whose database already holds one account (so the start opens a database, as every start but the
 * very first does), with bench/memory-probe.mjs loaded into it, and reads its RSS:
 * - idle: BENCH_IDLE_MS (15 s) after the first health answer, nothing asked (no draft thread, decision 041);
 * - under and after a short load: an upload of three 1 MB files (TXT, DOCX, PDF) and its extraction, an
 *   analysis and a generation, then autocannon on a few signed-in GET routes; `after` a few quiet seconds
 *   (BENCH_QUIET_MS, 5 s), `settled` once the worker pool's idle threads have ended (BENCH_SETTLE_MS, 35 s).
 * On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL=postgres://… is set (its tables are used as they
 * are; the account is added). BENCH_SECONDS=0 measures the idle figure only. BENCH_GC=1 adds `settledAfterGc`:
 * the settled figure after a full collection (the server runs with `--expose-gc`). BENCH_SERVER=source runs `node --import tsx src/main.ts` instead, to compare.
 * Any other environment variable (EXTRACT_WORKERS, LLM_PROVIDER, PGLITE_*) is passed to the server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { docx, pdf, prose } from '../test/documents.js';
import { machineName } from './machine.js';
import { freePort, signIn, waitFor } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 5000);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 15_000);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 35_000);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromSource = process.env.BENCH_SERVER === 'source';
const GC = process.env.BENCH_GC === '1';

/** The server's `npm start` (`[NAME=value …] node <flags> dist/main.js`), so the benches run what it runs. */
function startScript(): { env: Record<string, string>; flags: string[] } {
  const scripts = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts;
  const m = /^((?:[A-Z_]+=\S+\s+)*)node (.*?)\s*dist\/main\.js$/.exec(scripts.start ?? '');
  const env = Object.fromEntries(
    (m?.[1] ?? '')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  return { env, flags: m?.[2] ? m[2].split(/\s+/) : [] };
}

/** The Node flags of the server's `npm start`. */
export function startFlags(): string[] {
  return startScript().flags;
}

/** The environment variables the server's `npm start` sets before `node` (the allocator's, decision 036). */
export function startEnv(): Record<string, string> {
  return startScript().env;
}

interface Report {
  rssMB: number;
  peakRssMB: number;
  heapUsedMB: number;
  heapTotalMB: number;
  externalMB: number;
  arrayBuffersMB: number;
  wasmMemories: number;
  wasmReservedMB: number;
  threads: number;
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

function ask(child: ChildProcess, message: string): Promise<Report> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as Report));
    child.send(message);
  });
}

/** One server's figures: idle, peak under load, and after the load. */
async function measure(databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-memory-'));
  const email = `bench-memory-${newId().slice(0, 8)}@example.com`;
  const password = 'Bench!Pass1';
  const database = await openDatabase({ dataDir, databaseUrl });
  await database.db
    .insert(users)
    .values({ id: newId(), email, passwordHash: await hashPassword(password), emailConfirmed: true });
  await database.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const entry = fromSource ? ['--import', 'tsx', 'src/main.ts'] : [...startFlags(), 'dist/main.js'];
  if (!fromSource && !existsSync(path.join(serverDir, 'dist/main.js'))) {
    throw new Error('dist/main.js is missing: run `npm run build` first');
  }
  const started = performance.now();
  const probe = ['--import', './bench/memory-probe.mjs', ...(GC ? ['--expose-gc'] : [])];
  const child = spawn(process.execPath, [...probe, ...entry], {
    cwd: serverDir,
    env: {
      // The offline engine: no bench downloads the local model (issue #22).
      LLM_PROVIDER: 'builtin',
      ...(fromSource ? {} : startEnv()),
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_FACTOR: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout?.resume();
  try {
    await waitFor(`${base}/api/health`, { tries: 1200 });
    const readyMs = Math.round(performance.now() - started);
    // Nothing is warmed at start (decision 041): the draft thread starts when a user opens the Generate screen.
    // Idle is read at a fixed time after the first health answer: RSS still falls by ~10 MB over the first
    // 15 s (the start's freed memory given back).
    await sleep(IDLE_MS);
    const idle = await ask(child, 'report');
    await ask(child, 'reset');
    if (SECONDS === 0) return { database: databaseUrl ? 'postgres' : 'pglite', readyMs, idle };

    const cookie = await signIn(base, email, password);
    const call = async (method: string, p: string, body?: FormData | string) => {
      const headers: Record<string, string> = { cookie };
      if (typeof body === 'string') headers['content-type'] = 'application/json';
      const res = await fetch(`${base}/api${p}`, { method, headers, body });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text}`);
      return text;
    };

    const form = new FormData();
    const words = prose(1024 * 1024, 7);
    form.append('files', new Blob([words]), 'notes.txt');
    form.append('files', new Blob([docx(prose(600_000, 8)) as Uint8Array<ArrayBuffer>]), 'letter.docx');
    form.append('files', new Blob([pdf(prose(600_000, 9)) as Uint8Array<ArrayBuffer>]), 'essay.pdf');
    // Uploads and analyses are jobs (decision 028): each call may answer before its work is done, so the
    // bench follows the files and the run as the screens do, and times the whole.
    const until = async (what: string, done: () => Promise<boolean>) => {
      for (let i = 0; i < 1200; i++) {
        if (await done()) return;
        await sleep(250);
      }
      throw new Error(`${what} did not finish`);
    };
    let t = performance.now();
    await call('POST', '/files/upload', form);
    await until('extraction', async () => !(await call('GET', '/files')).includes('"processing"'));
    const uploadMs = Math.round(performance.now() - t);
    t = performance.now();
    await call('POST', '/voice-profile/analyze');
    await until('analysis', async () => {
      const { run } = JSON.parse(await call('GET', '/voice-profile/analysis'));
      if (run?.state === 'failed') throw new Error(`analysis failed: ${JSON.stringify(run.error)}`);
      return run?.state === 'done';
    });
    const analyzeMs = Math.round(performance.now() - t);
    // The Generate screen asks for the quota when it opens, which starts the draft thread (decision 041).
    await call('GET', '/content/quota');
    t = performance.now();
    await call(
      'POST',
      '/content/generate',
      JSON.stringify({
        prompt: 'A short note about our new opening hours',
        content_type: 'email',
        length: 'small',
      }),
    );
    const generateMs = Math.round(performance.now() - t);
    const routes = ['/auth/check-auth', '/files', '/content/history', '/content/stats', '/content/quota'];
    const load = await autocannon({
      url: base,
      connections: 16,
      duration: SECONDS,
      requests: routes.map((p) => ({ method: 'GET' as const, path: `/api${p}`, headers: { cookie } })),
    });
    const underLoad = await ask(child, 'report');
    await sleep(QUIET_MS);
    const after = await ask(child, 'report');
    // Settled: past the 30 s after which the worker pool ends its extraction threads and the draft threads
    // beyond the warm one (decision 036).
    await sleep(Math.max(0, SETTLE_MS - QUIET_MS));
    const settled = await ask(child, 'report');
    // BENCH_GC=1: the same after a full collection, to tell the main thread's garbage from what it keeps.
    const settledAfterGc = GC ? await ask(child, 'report-after-gc') : undefined;
    return {
      database: databaseUrl ? 'postgres' : 'pglite',
      readyMs,
      idle,
      load: {
        uploadMs,
        analyzeMs,
        generateMs,
        requests: load.requests.total,
        rps: Math.round(load.requests.average),
        p99: load.latency.p99,
        errors: load.non2xx + load.errors + load.timeouts,
      },
      peakUnderLoadMB: underLoad.peakRssMB,
      after,
      settled,
      settledAfterGc,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((res) => child.once('exit', res));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results: Record<string, unknown>[] = [];
  const targets = [undefined, process.env.BENCH_DATABASE_URL].filter(
    (u, i) => i === 0 || u !== undefined,
  ) as (string | undefined)[];
  for (const databaseUrl of targets) {
    const figures = await measure(databaseUrl);
    console.error(
      `${figures.database}: idle ${figures.idle.rssMB} MB${figures.after ? `, peak ${figures.peakUnderLoadMB} MB, after ${figures.after.rssMB} MB, settled ${figures.settled.rssMB} MB` : ''}`,
    );
    results.push(figures);
  }
  console.log(
    JSON.stringify(
      {
        machine: machineName(),
        node: process.version,
        server: fromSource ? 'source (tsx)' : 'dist',
        results,
      },
      null,
      2,
    ),
  );
}

// Run only as the script itself, not when another bench imports startFlags.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

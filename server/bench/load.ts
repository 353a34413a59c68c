/**
 * bench:load — the server under a mixed load (issue #23, "Measured"), on PGlite and on PostgreSQL:
 *
 * 1. A mixed workload of a signed-in user with 10,000 history items — check-auth, a history page, the stats,
 *    the quota and the file list, in turn on each connection — at 16 and 64 connections (autocannon on
 *    loopback): req/s, p50, p99, and the ratio to a bare Fastify route measured in the same run, at the same
 *    connections, in a process of its own.
 * 2. Uploads: 8 users at once each upload 5 PDFs of 1 MB (one batch each) while another client, in a thread of
 *    its own, reads its history page after page: that reader's p50 / p99 / max (target on PostgreSQL: p99 ≤ 50 ms), each
 *    upload's time, and the server's event-loop delay over the uploads (from its own /metrics).
 * 3. The server's RSS (VmRSS of its process): idle after the start, at its peak, and after everything.
 *
 * The server runs as it does in production, in its own process (`node dist/main.js` with `npm start`'s
 * flags; BENCH_SERVER=source runs `src/main.ts` on tsx instead), so the RSS is the server's alone. PGlite always (BENCH_PGLITE=0 skips it); PostgreSQL when BENCH_DATABASE_URL=
 * postgres://… names a database the bench may fill (it adds its users and items and leaves them).
 * `--short` (CI): a second per figure, 300 items, 2 users × 2 small PDFs — it checks the bench runs, not
 * its timings. BENCH_SECONDS (default 10), BENCH_ITEMS (10000) override; BENCH_SERVER_FLAGS adds Node flags
 * to the server (`--cpu-prof --cpu-prof-dir=…` to see where its main thread spends the run).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client.js';
import { generations, users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { noise, pdf, prose } from '../test/documents.js';
import { machineName } from './machine.js';
import { startEnv, startFlags } from './memory.js';
import { benchGeneration, freePort, startBare, stopChild, waitFor } from './support.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench!Pass1';

export interface LoadOptions {
  /** Seconds per autocannon figure. */
  seconds: number;
  /** History items of the measured user. */
  items: number;
  connections: number[];
  uploadUsers: number;
  filesPerUpload: number;
  fileBytes: number;
  /** Words of prose in each PDF; the rest of its bytes is an image (what such files carry besides words). */
  wordsPerFile: number;
  /** Databases to run on: undefined is PGlite in a temporary folder, a string a PostgreSQL URL. */
  databases: (string | undefined)[];
  /** Progress lines (stderr by default). */
  log?: (line: string) => void;
  /**
   * `dist`: the built server with `npm start`'s flags, as it runs in production (the RSS figures are its);
   * `source` (default): `src/main.ts` on tsx, which needs no build (the CI test).
   */
  server?: 'dist' | 'source';
}

export const FULL: Omit<LoadOptions, 'databases'> = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  items: Number(process.env.BENCH_ITEMS ?? 10_000),
  connections: [16, 64],
  uploadUsers: 8,
  filesPerUpload: 5,
  fileBytes: 1_000_000,
  // 5 × 20,000 words a user: well within an account's 500,000 (decision 015).
  wordsPerFile: 20_000,
};

export const SHORT: Omit<LoadOptions, 'databases'> = {
  seconds: 1,
  items: 300,
  connections: [16, 64],
  uploadUsers: 2,
  filesPerUpload: 2,
  fileBytes: 100_000,
  wordsPerFile: 2_000,
};

export interface Figure {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  errors: number;
}

export interface RunResult {
  database: 'pglite' | 'postgres';
  seedSeconds: number;
  /** Each call of the mix alone, sequentially: median ms. */
  singleMs: Record<string, number>;
  mixed: Record<string, { bare: Figure; mixed: Figure; ratio: number }>;
  uploads: {
    users: number;
    files: number;
    totalMB: number;
    /** Each user's batch, request → response (ms), sorted. */
    uploadMs: number[];
    statuses: number[];
    wallMs: number;
    reader: { n: number; p50: number; p99: number; max: number; errors: number };
    eventLoopMs: { p50: number; p99: number; max: number } | null;
  };
  rssMB: { idle: number; peak: number; after: number };
}

const r1 = (x: number) => Math.round(x * 10) / 10;

function percentile(xs: number[], p: number) {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

/** Resident memory of a process in MB (Linux /proc; 0 elsewhere). */
function rssMB(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

function figureOf(result: autocannon.Result): Figure {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Words per item as the output sizes give them: 30 % small, 50 % medium, 20 % large (as bench:history). */
const wordsFor = (i: number) => (i % 10 < 3 ? 100 : i % 10 < 8 ? 300 : 1000);

/** The measured user with `items` history items, and the upload users; one password hash for all. */
async function seed(database: Database, opts: LoadOptions, tag: string) {
  const { db } = database;
  const hash = await hashPassword(PASSWORD);
  const reader = { id: newId(), email: `bench-load-${tag}@example.com` };
  const uploaders = Array.from({ length: opts.uploadUsers }, (_, i) => ({
    id: newId(),
    email: `bench-load-${tag}-up${i}@example.com`,
  }));
  await db
    .insert(users)
    .values([reader, ...uploaders].map((u) => ({ ...u, passwordHash: hash, emailConfirmed: true })));
  const start = Date.now() - opts.items * 60_000;
  const texts = [100, 300, 1000].map((w) => prose(w * 6.2, w));
  const batch = 500;
  for (let i = 0; i < opts.items; i += batch) {
    await db.insert(generations).values(
      Array.from({ length: Math.min(batch, opts.items - i) }, (_, k) => {
        const n = i + k;
        const words = wordsFor(n);
        const text = texts[words === 100 ? 0 : words === 300 ? 1 : 2]!;
        return benchGeneration({ n, userId: reader.id, text, words, wordCount: words, start });
      }),
    );
  }
  // PGlite has no autovacuum; a database in use would have been analysed by now.
  await db.execute(sql`vacuum analyze generations`);
  return { reader, uploaders };
}

/** A PDF of about `bytes` bytes holding `words` words of prose; the rest is an image. */
export function benchPdf(bytes: number, words: number, seed: number): Uint8Array {
  const text = prose(words * 6, seed)
    .split(/\s+/)
    .slice(0, words)
    .join(' ');
  const bare = pdf(text);
  return pdf(text, { image: noise(Math.max(3, bytes - bare.length - 400), seed) });
}

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** The event-loop delay the server's /metrics reports (prom-client resets it at each scrape). */
async function eventLoop(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => {
    const m = new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text);
    return m ? r1(Number(m[1]) * 1000) : Number.NaN;
  };
  const out = {
    p50: value('nodejs_eventloop_lag_p50_seconds'),
    p99: value('nodejs_eventloop_lag_p99_seconds'),
    max: value('nodejs_eventloop_lag_max_seconds'),
  };
  return Number.isNaN(out.p99) ? null : out;
}

/**
 * Reads history pages one after the other, in a worker thread, until stopped: each answer's time (ms, from
 * the request to the whole body) and the count of non-2xx answers.
 */
function startReader(base: string, cookie: string) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let reading = true;
    parentPort.once('message', () => { reading = false; });
    (async () => {
      const ms = [];
      let errors = 0;
      for (let page = 1; reading; page = (page % 50) + 1) {
        const t = performance.now();
        const res = await fetch(workerData.base + '/api/content/history?page=' + page, { headers: { cookie: workerData.cookie } });
        await res.arrayBuffer();
        ms.push(performance.now() - t);
        if (!res.ok) errors++;
      }
      parentPort.postMessage({ readerMs: ms, readerErrors: errors });
    })();
    `,
    { eval: true, workerData: { base, cookie } },
  );
  const done = new Promise<{ readerMs: number[]; readerErrors: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

const MIXED_PATHS = [
  '/api/auth/check-auth',
  '/api/content/history',
  '/api/content/stats',
  '/api/content/quota',
  '/api/files',
];

async function runOn(
  databaseUrl: string | undefined,
  bareUrl: string,
  opts: LoadOptions,
): Promise<RunResult> {
  const log = opts.log ?? ((line: string) => console.error(line));
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-load-'));
  const tag = newId().slice(0, 8).toLowerCase();
  try {
    // The data is made before the server opens the embedded database (one process at a time).
    const seeding = performance.now();
    const database = await openDatabase({ dataDir, databaseUrl });
    const { reader, uploaders } = await seed(database, opts, tag);
    await database.close();
    const seedSeconds = r1((performance.now() - seeding) / 1000);
    log(`${kind}: seeded ${opts.items} items in ${seedSeconds} s`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // BENCH_SERVER_FLAGS: extra Node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
    const entry =
      opts.server === 'dist' ? [...startFlags(), 'dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
    const child = spawn(process.execPath, [...flags, ...entry], {
      cwd: serverDir,
      env: {
        ...(opts.server === 'dist' ? startEnv() : {}),
        ...process.env,
        // The offline engine: no bench downloads the local model (issue #22).
        LLM_PROVIDER: 'builtin',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        RATE_LIMIT_FACTOR: '1000',
        METRICS_TOKEN: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMB(child.pid));
    }, 200);
    try {
      await waitFor(`${base}/api/health`, { child, tries: 1200 });
      // Idle: started, nothing asked yet (no draft thread either: the quota calls of the mixed load start it, decision 041).
      await new Promise((res) => setTimeout(res, opts.seconds > 2 ? 5000 : 500));
      const idle = rssMB(child.pid);
      const cookie = await login(base, reader.email);
      // One stored file, so the file list has something to list.
      const form = new FormData();
      form.append('files', new Blob([prose(20_000, 3)]), 'notes.txt');
      const stored = await fetch(`${base}/api/files/upload`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      if (stored.status !== 201) throw new Error(`upload failed: ${stored.status} ${await stored.text()}`);
      // Each call of the mix alone, one after the other: the median of 5 after a first call.
      const singleMs: Record<string, number> = {};
      for (const p of MIXED_PATHS) {
        const times: number[] = [];
        for (let i = 0; i < 6; i++) {
          const t = performance.now();
          const res = await fetch(`${base}${p}`, { headers: { cookie } });
          if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
          await res.arrayBuffer();
          if (i > 0) times.push(performance.now() - t);
        }
        singleMs[p] = r1(percentile(times, 50));
      }
      log(`${kind} single calls (median ms): ${JSON.stringify(singleMs)}`);

      const mixed: RunResult['mixed'] = {};
      for (const connections of opts.connections) {
        const bare = figureOf(await autocannon({ url: bareUrl, connections, duration: opts.seconds }));
        const result = figureOf(
          await autocannon({
            url: base,
            connections,
            duration: opts.seconds,
            headers: { cookie },
            requests: MIXED_PATHS.map((p) => ({ method: 'GET' as const, path: p })),
          }),
        );
        mixed[String(connections)] = {
          bare,
          mixed: result,
          ratio: Math.round((result.rps / bare.rps) * 100) / 100,
        };
        log(`${kind} mixed at ${connections}: ${JSON.stringify(mixed[String(connections)])}`);
      }

      // Uploads: every user signs in first, the documents are made before the clock starts.
      const cookies = await Promise.all(uploaders.map((u) => login(base, u.email)));
      const docs = Array.from({ length: opts.filesPerUpload }, (_, i) =>
        benchPdf(opts.fileBytes, opts.wordsPerFile, i + 11),
      );
      await eventLoop(base); // resets the server's delay histogram
      // The reader is a client of its own, in a thread of its own: the uploads' sending in this thread (38 MB
      // through fetch) must not delay its timing, as it would not delay a user's browser on another machine.
      const historyReader = startReader(base, cookie);
      const wall = performance.now();
      const uploads = await Promise.all(
        cookies.map(async (c) => {
          const body = new FormData();
          docs.forEach((d, i) => {
            body.append('files', new Blob([d as Uint8Array<ArrayBuffer>]), `report-${i + 1}.pdf`);
          });
          const t = performance.now();
          const res = await fetch(`${base}/api/files/upload`, {
            method: 'POST',
            headers: { cookie: c },
            body,
          });
          const reply = (await res.json()) as { uploaded_files?: { status: string }[]; code?: string };
          if (res.status !== 201 || reply.uploaded_files?.some((f) => f.status !== 'completed'))
            log(`${kind} upload: ${res.status} ${JSON.stringify(reply).slice(0, 300)}`);
          return { ms: performance.now() - t, status: res.status };
        }),
      );
      const wallMs = Math.round(performance.now() - wall);
      const { readerMs, readerErrors } = await historyReader.stop();
      const eventLoopMs = await eventLoop(base);
      const uploadResult: RunResult['uploads'] = {
        users: opts.uploadUsers,
        files: opts.uploadUsers * opts.filesPerUpload,
        totalMB: r1((docs.reduce((a, d) => a + d.length, 0) * opts.uploadUsers) / 1048576),
        uploadMs: uploads.map((u) => Math.round(u.ms)).sort((a, b) => a - b),
        statuses: uploads.map((u) => u.status),
        wallMs,
        reader: {
          n: readerMs.length,
          p50: r1(percentile(readerMs, 50)),
          p99: r1(percentile(readerMs, 99)),
          max: r1(Math.max(0, ...readerMs)),
          errors: readerErrors,
        },
        eventLoopMs,
      };
      log(`${kind} uploads: ${JSON.stringify(uploadResult)}`);
      await new Promise((res) => setTimeout(res, opts.seconds > 2 ? 3000 : 300));
      const after = rssMB(child.pid);
      return {
        database: kind,
        seedSeconds,
        singleMs,
        mixed,
        uploads: uploadResult,
        rssMB: { idle, peak: Math.max(peak, after), after },
      };
    } finally {
      clearInterval(sampler);
      await stopChild(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runLoad(opts: LoadOptions) {
  const barePort = await freePort();
  const bare = await startBare(serverDir, barePort);
  const out = {
    machine: machineName(),
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: os.loadavg().map(r1),
    options: { ...opts, log: undefined },
    runs: [] as RunResult[],
  };
  try {
    for (const url of opts.databases) out.runs.push(await runOn(url, `http://127.0.0.1:${barePort}/`, opts));
  } finally {
    await stopChild(bare);
  }
  return { ...out, loadAverageAfter: os.loadavg().map(r1) };
}

/** The figures as the Markdown rows docs/benchmarks.md shows. */
export function markdown(result: Awaited<ReturnType<typeof runLoad>>): string {
  const lines = [
    '| database | connections | bare route req/s | mixed req/s | ratio | mixed p50 / p99 (ms) | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const run of result.runs)
    for (const [c, f] of Object.entries(run.mixed))
      lines.push(
        `| ${run.database} | ${c} | ${f.bare.rps} | ${f.mixed.rps} | ${f.ratio} | ${f.mixed.p50} / ${f.mixed.p99} | ${f.mixed.errors} |`,
      );
  lines.push(
    '',
    `| database | ${MIXED_PATHS.join(' | ')} |`,
    `|---|${MIXED_PATHS.map(() => '---').join('|')}|`,
  );
  for (const run of result.runs)
    lines.push(`| ${run.database} | ${MIXED_PATHS.map((p) => run.singleMs[p]).join(' | ')} |`);
  lines.push(
    '',
    '| database | uploads (request → response, ms) | history reader p50 / p99 / max (ms, n) | event loop p50 / p99 / max (ms) | RSS idle / peak / after (MB) |',
    '|---|---|---|---|---|',
  );
  for (const run of result.runs) {
    const u = run.uploads;
    const el = u.eventLoopMs ? `${u.eventLoopMs.p50} / ${u.eventLoopMs.p99} / ${u.eventLoopMs.max}` : '–';
    lines.push(
      `| ${run.database} | ${u.users} × ${u.files / u.users} files, ${u.totalMB} MB: ${u.uploadMs[0]}–${u.uploadMs.at(-1)}, all in ${u.wallMs} | ${u.reader.p50} / ${u.reader.p99} / ${u.reader.max} (${u.reader.n}) | ${el} | ${run.rssMB.idle} / ${run.rssMB.peak} / ${run.rssMB.after} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const short = process.argv.includes('--short');
  const databases = [
    ...(process.env.BENCH_PGLITE === '0' ? [] : [undefined]),
    ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : []),
  ];
  const server = process.env.BENCH_SERVER === 'source' ? 'source' : 'dist';
  if (server === 'dist' && !existsSync(path.join(serverDir, 'dist/main.js'))) {
    throw new Error('dist/main.js is missing: run `npm run build` first (the root bench:load script does)');
  }
  const result = await runLoad({ ...(short ? SHORT : FULL), databases, server });
  console.log(JSON.stringify(result, null, 2));
  console.error(markdown(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

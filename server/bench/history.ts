/**
 * bench:history — the history calls for a user with 10,000 items (issue #14, "Measured"): p50 and p99 of a
 * page, a filtered page, a search and the stats, at 1 and 16 concurrent clients (autocannon on loopback),
 * against the real server in its own process (`node --import tsx src/main.ts`), with a bare Fastify route in a
 * process of its own as the reference, measured in the same run, and a signed-in call that only looks its
 * session up (`/api/config`) as the floor every API call stands on. Then the search methods of decision 011
 * timed straight on the database: the trigram index, no index (the user's rows scanned) and full-text.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL=postgres://… (a database the bench may fill: it adds
 * its users and items and leaves them); BENCH_PGLITE=0 skips PGlite. BENCH_SECONDS (default 8) per measurement,
 * BENCH_ITEMS (10000).
 *
 * The user writes in three voices (issue #24): "My voice" holds 70 % of the items, "Company" 25 %, "Newsletter"
 * 5 %; the history filtered by each of the two smaller voices is measured (alone, and with a type and a search
 * that match nothing in it), and the plans the database chooses for the voice-filtered page and its count are
 * printed (EXPLAIN ANALYZE).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/db/client.js';
import { generations, users, voices } from '../src/db/schema/index.js';
import { newId } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { prose } from '../test/documents.js';
import { machineName } from './machine.js';
import { benchGeneration, benchServerEnv, freePort, startBare, stopChild, waitFor } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
/** Items of other users, so the search index is not one user's alone. */
const OTHER_ITEMS = 5_000;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench!Pass1';
/** In 1 % of the items; searched as "lisbon cafe" (no accent, other case). */
const RARE = 'Lisbon Café';
const SELECTIVE_SEARCH = 'lisbon cafe';
/** In nearly every item. */
const COMMON_SEARCH = 'the';
/** Too short for a trigram; in many items. */
const SHORT_SEARCH = 'li';
/** The bench user's voices and the share of the items each wrote (the rest: the default voice). */
const VOICES = [
  { name: 'My voice', share: 0.7 },
  { name: 'Company', share: 0.25 },
  { name: 'Newsletter', share: 0.05 },
] as const;

/** Which of the bench user's voices wrote item i: a fixed spread that gives each its share. */
function voiceIndexOf(i: number): number {
  const r = (i * 37) % 100;
  return r < 70 ? 0 : r < 95 ? 1 : 2;
}

/** Words per item as the output sizes give them: 30 % small, 50 % medium, 20 % large. */
function wordsFor(i: number) {
  const r = i % 10;
  return r < 3 ? 100 : r < 8 ? 300 : 1000;
}

async function seed(database: Database, email: string) {
  const db = database.db;
  const hash = await hashPassword(PASSWORD);
  const userId = newId();
  await db.insert(users).values({ id: userId, email, passwordHash: hash, emailConfirmed: true });
  const voiceIds = VOICES.map(() => newId());
  await db
    .insert(voices)
    .values(VOICES.map((v, n) => ({ id: voiceIds[n]!, userId, name: v.name, isDefault: n === 0 })));
  const others = [newId(), newId()];
  for (const [n, id] of others.entries()) {
    await db
      .insert(users)
      .values({ id, email: `other-${n}-${email}`, passwordHash: hash, emailConfirmed: true });
  }
  const start = Date.now() - ITEMS * 60_000;
  const make = (owner: string, i: number) => {
    const words = wordsFor(i);
    let text = prose(words * 6.2, i + 1);
    if (owner === userId && i % 100 === 7) text = `${text.slice(0, 400)} ${RARE} ${text.slice(400)}`;
    const count = text.split(/\s+/).filter(Boolean).length;
    const voice = owner === userId ? voiceIndexOf(i) : null;
    return {
      ...benchGeneration({ n: i, userId: owner, text, words, wordCount: count, start }),
      voiceId: voice === null ? null : voiceIds[voice]!,
      voiceName: voice === null ? null : VOICES[voice]!.name,
    };
  };
  const started = performance.now();
  const batch = 200;
  for (const [owner, n] of [[userId, ITEMS] as const, ...others.map((o) => [o, OTHER_ITEMS / 2] as const)]) {
    for (let i = 0; i < n; i += batch) {
      await db
        .insert(generations)
        .values(Array.from({ length: Math.min(batch, n - i) }, (_, k) => make(owner, i + k)));
    }
  }
  // PGlite has no autovacuum; a database in use would have been analysed by now.
  await db.execute(sql`vacuum analyze generations`);
  const seedMs = performance.now() - started;
  const [{ bytes } = { bytes: 0 }] = rows<{ bytes: number }>(
    await db.execute(sql`select pg_total_relation_size('generations')::float8 as bytes`),
  );
  console.error(
    `seeded ${ITEMS} + ${OTHER_ITEMS} items in ${Math.round(seedMs / 1000)} s, table ${Math.round(bytes / 1048576)} MB`,
  );
  return { seedMs, tableMB: Math.round(bytes / 1048576), voiceIds };
}

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

interface Figure {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function measure(url: string, connections: number, cookie?: string): Promise<Figure> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: bad,
  };
}

/** Median time of a query run `n` times on the database (after one warm-up). */
type Executor = Pick<Database['db'], 'execute'>;

async function timeQuery(db: Executor, query: ReturnType<typeof sql>, n = 7) {
  await db.execute(query);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await db.execute(query);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(n / 2)]!.toFixed(1);
}

/** Decision 011: a substring search of the user's items by trigram index, by scanning them, and by full-text. */
async function searchMethods(database: Database, email: string, withFullText: boolean) {
  const db = database.db;
  const [user] = rows<{ id: string }>(await db.execute(sql`select id from users where email = ${email}`));
  const userId = user!.id;
  const out: Record<string, Record<string, number | string>> = {};
  for (const term of [SELECTIVE_SEARCH, COMMON_SEARCH, 'cafe']) {
    const like = sql`search_text like '%' || inkprint_fold(${term}) || '%'`;
    const page = (cond: ReturnType<typeof sql>) =>
      sql`select id from generations where user_id = ${userId} and ${cond} order by created_at desc, id desc limit 10`;
    const total = (cond: ReturnType<typeof sql>) =>
      sql`select count(*)::int as n from generations where user_id = ${userId} and ${cond}`;
    const [{ n } = { n: 0 }] = rows<{ n: number }>(await db.execute(sql`${total(like)}`));
    const figures: Record<string, number | string> = { matches: Number(n) };
    out[term] = figures;
    figures.trigramPage = await timeQuery(db, page(like));
    figures.trigramCount = await timeQuery(db, total(like));
    // Without the trigram index: the user's rows through the (user, created_at) index, filtered.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      figures.scanPage = await timeQuery(tx, page(like));
      figures.scanCount = await timeQuery(tx, total(like));
    });
    if (!withFullText) continue;
    const fts = sql`to_tsvector('simple', search_text) @@ plainto_tsquery('simple', inkprint_fold(${term}))`;
    figures.fullTextPage = await timeQuery(db, page(fts));
    figures.fullTextCount = await timeQuery(db, total(fts));
    const [{ n: ftsN } = { n: 0 }] = rows<{ n: number }>(await db.execute(sql`${total(fts)}`));
    figures.fullTextMatches = Number(ftsN);
  }
  return out;
}

/**
 * The plans of one voice's history page and of its count (the queries listVoiceHistory sends), as EXPLAIN
 * ANALYZE prints them: whether they read the (voice_id, created_at, id) index or the voice's rows.
 */
async function voicePlans(database: Database, email: string, voiceId: string) {
  const db = database.db;
  const [user] = rows<{ id: string }>(await db.execute(sql`select id from users where email = ${email}`));
  const userId = user!.id;
  const plan = async (query: ReturnType<typeof sql>) =>
    rows<Record<string, string>>(
      await db.execute(sql`explain (analyze, costs off, timing off) ${query}`),
    ).map((row) => Object.values(row)[0]!);
  const out = {
    page: await plan(
      sql`select id, prompt from generations where user_id = ${userId} and voice_id = ${voiceId} order by created_at desc, id desc limit 10`,
    ),
    // The total as listVoiceHistory counts it (decision 040), and as it did before, with the user's id.
    count: await plan(sql`select count(*) from generations where voice_id = ${voiceId}`),
    countWithUser: await plan(
      sql`select count(*) from generations where user_id = ${userId} and voice_id = ${voiceId}`,
    ),
  };
  for (const [name, lines] of Object.entries(out))
    console.error(`voice ${name} plan:\n  ${lines.join('\n  ')}`);
  return out;
}

async function runOn(databaseUrl: string | undefined, bareUrl: string) {
  const kind = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-history-'));
  const email = `bench-history-${newId().slice(0, 8)}@example.com`;
  const results: Record<string, unknown> = { database: kind };
  try {
    // The data is made before the server opens the embedded database (one process at a time).
    let database = await openDatabase({ dataDir, databaseUrl });
    const { voiceIds, ...seeded } = await seed(database, email);
    Object.assign(results, seeded);
    const [, company, newsletter] = voiceIds;
    await database.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: benchServerEnv(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitFor(`${base}/api/health`);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
      if (!login.ok || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
      const calls: Record<string, string> = {
        // A signed-in call that does nothing but the session lookup every API call makes: the floor under
        // the history calls on this machine (its reply is a few hundred bytes of configuration).
        signedInFloor: '/api/config',
        page: '/api/content/history',
        filteredPage: '/api/content/history?content_type=email&page=3&per_page=20',
        search: `/api/content/history?search=${encodeURIComponent(SELECTIVE_SEARCH)}`,
        commonSearch: `/api/content/history?search=${COMMON_SEARCH}`,
        // Two letters: no trigram, so the user's rows are read (decision 014).
        shortSearch: `/api/content/history?search=${SHORT_SEARCH}`,
        stats: '/api/content/stats',
        // One voice's items (issue #24): a quarter of them, a twentieth, and the quarter with a type and a search.
        voicePage: `/api/content/history?voice_id=${company}`,
        smallVoicePage: `/api/content/history?voice_id=${newsletter}`,
        voiceFilteredSearch: `/api/content/history?voice_id=${company}&content_type=email&search=${encodeURIComponent(SELECTIVE_SEARCH)}`,
      };
      for (const [name, p] of Object.entries(calls)) {
        const res = await fetch(`${base}${p}`, { headers: { cookie } });
        const body = (await res.json()) as { pagination?: { total: number }; total_content?: number };
        if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(body)}`);
        console.error(`${kind} ${name}: total ${body.pagination?.total ?? body.total_content}`);
      }
      const latency: Record<string, Record<string, Figure>> = {};
      for (const connections of [1, 16]) {
        const row: Record<string, Figure> = {};
        row.bareFastify = await measure(bareUrl, connections);
        for (const [name, p] of Object.entries(calls))
          row[name] = await measure(`${base}${p}`, connections, cookie);
        latency[`${connections}`] = row;
        console.error(`${kind} at ${connections}: ${JSON.stringify(row)}`);
      }
      results.latencyMs = latency;
    } finally {
      await stopChild(child);
    }

    database = await openDatabase({ dataDir, databaseUrl });
    try {
      // A full-text index for the comparison only, dropped below; PostgreSQL only (building it in PGlite takes
      // minutes, and the comparison is about the method, not the engine).
      if (databaseUrl) {
        await database.db.execute(
          sql`create index if not exists bench_fts_idx on generations using gin (to_tsvector('simple', search_text))`,
        );
        await database.db.execute(sql`analyze generations`);
      }
      results.searchMethodsMs = await searchMethods(database, email, Boolean(databaseUrl));
      results.voicePlans = await voicePlans(database, email, company!);
      await database.db.execute(sql`drop index if exists bench_fts_idx`);
    } finally {
      await database.close();
    }
    console.error(`${kind} search methods: ${JSON.stringify(results.searchMethodsMs)}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function main() {
  const barePort = await freePort();
  const bare = await startBare(serverDir, barePort);
  const out: Record<string, unknown> = {
    machine: machineName(),
    items: ITEMS,
    secondsPerMeasurement: SECONDS,
    runs: [] as unknown[],
  };
  try {
    const targets = [
      ...(process.env.BENCH_PGLITE === '0' ? [] : [undefined]),
      ...(process.env.BENCH_DATABASE_URL ? [process.env.BENCH_DATABASE_URL] : []),
    ];
    for (const url of targets)
      (out.runs as unknown[]).push(await runOn(url, `http://127.0.0.1:${barePort}/`));
  } finally {
    await stopChild(bare);
  }
  console.log(JSON.stringify(out, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

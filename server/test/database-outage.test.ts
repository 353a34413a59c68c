/**
 * PostgreSQL going away under traffic (issue #23, decision 030), played with a TCP proxy between the app's
 * pool and the real server (the machine's PostgreSQL is never restarted): requests fail fast with
 * `503 DATABASE_UNAVAILABLE` and no internals, /api/ready says so while /api/health stays up, and everything
 * works again once the database is back, without restarting the app.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/lib/db-unavailable.js';
import { txt } from './documents.js';
import { heldEngine, openStream, switchableEngine, userWithProfile } from './generation.js';
import {
  Client,
  type Reply,
  STRONG_PASSWORD,
  startServer,
  type TestServer,
  uniqueEmail,
  workerDatabaseUrl,
} from './helpers.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

const MESSAGE = 'Inkprint cannot reach its database right now. Please try again in a few seconds.';
/** What an answer must never show: driver messages, addresses, SQL, stack frames. */
const INTERNALS =
  /ECONN|Connection terminated|timeout exceeded|Query read|127\.0\.0\.1|select |insert |\bat \/|\.ts:\d/i;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Short limits, so a silent database costs the test seconds, not the production 2 s / 20 s. */
const TIMEOUTS = { connectMs: 800, statementMs: 5_000, queryMs: 1_500 };

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage, through a TCP proxy', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  const engines = switchableEngine();

  beforeAll(async () => {
    const real = new URL(await workerDatabaseUrl());
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const via = new URL(real);
    via.port = String(proxy.port);
    const database = await openDatabase({
      databaseUrl: via.toString(),
      dataDir: os.tmpdir(),
      timeouts: TIMEOUTS,
    });
    server = await startServer('postgres', {}, undefined, { database, deps: { engine: engines.engine } });
  });
  afterAll(async () => {
    await proxy?.up();
    await server?.close();
    await proxy?.close();
  });

  /** One call of each kind a user makes: sessions, history, quota, files, login, upload, generation. */
  async function everyKindOfCall(client: Client, login: { email: string; password: string }) {
    const anonymous = new Client(server);
    const calls: [string, () => Promise<Reply>][] = [
      ['check-auth', () => client.get('/auth/check-auth')],
      ['history', () => client.get('/content/history')],
      ['quota', () => client.get('/content/quota')],
      ['files', () => client.get('/files')],
      ['voice profile', () => client.get('/voice-profile')],
      ['login', () => anonymous.post('/auth/login', login)],
      [
        'generate',
        () => client.post('/content/generate', { prompt: 'Our new opening hours', language: 'en' }),
      ],
      [
        'generate (stream)',
        async () => {
          const stream = await openStream(client, { prompt: 'Our new opening hours', language: 'en' });
          if (!stream.res.headers.get('content-type')?.startsWith('text/event-stream'))
            return {
              status: stream.res.status,
              body: (await stream.res.json()) as Record<string, unknown>,
              headers: stream.res.headers,
            };
          await stream.read();
          return {
            status: stream.res.status,
            body: { last: stream.events.at(-1)?.event },
            headers: stream.res.headers,
          };
        },
      ],
      // Last: a new file resets the voice profile, and generation needs one.
      ['upload', () => client.upload([{ name: 'more.txt', bytes: txt('A few more words of mine.') }])],
    ];
    const results: { name: string; reply: Reply; ms: number }[] = [];
    for (const [name, call] of calls) {
      const started = performance.now();
      const reply = await call();
      results.push({ name, reply, ms: performance.now() - started });
    }
    return results;
  }

  function expectUnavailable(results: { name: string; reply: Reply; ms: number }[]) {
    for (const { name, reply, ms } of results) {
      expect({ name, status: reply.status }).toEqual({ name, status: 503 });
      expect(reply.body).toEqual({ error: MESSAGE, code: 'DATABASE_UNAVAILABLE' });
      expect(reply.headers.get('retry-after')).toBe('5');
      expect(JSON.stringify(reply.body)).not.toMatch(INTERNALS);
      // Fast: the connection is refused, nothing waits for a time limit.
      expect({ name, fast: ms < 1_500 }).toEqual({ name, fast: true });
    }
  }

  it('answers 503 DATABASE_UNAVAILABLE at once while the database is down, and recovers without a restart', async () => {
    const { client, email } = await userWithProfile(server);
    const login = { email, password: STRONG_PASSWORD };
    expect((await client.get('/ready')).body).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok' },
    });

    await proxy.down();
    expectUnavailable(await everyKindOfCall(client, login));
    // The answer is in the caller's language.
    const de = await new Client(server, 'de').post('/auth/login', login);
    expect(de.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(de.body.error).toMatch(/^Inkprint kann seine Datenbank gerade nicht erreichen/);
    // Alive, but not ready: a load balancer takes the instance out of rotation, nothing restarts it.
    const health = await client.get('/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await client.get('/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'error', migrations: 'error' },
      code: 'DATABASE_UNAVAILABLE',
    });

    await proxy.up();
    const after = await everyKindOfCall(client, login);
    expect(after.map(({ name, reply }) => [name, reply.status])).toEqual([
      ['check-auth', 200],
      ['history', 200],
      ['quota', 200],
      ['files', 200],
      ['voice profile', 200],
      ['login', 200],
      ['generate', 201],
      ['generate (stream)', 200],
      ['upload', 201],
    ]);
    expect(after.find((r) => r.name === 'generate (stream)')?.reply.body).toEqual({ last: 'done' });
    expect((await client.get('/ready')).status).toBe(200);
  });

  it('fails fast when the database goes silent (no answer at all), within the pool time limits', async () => {
    const { client } = await userWithProfile(server);
    proxy.silent();
    try {
      for (const path of ['/content/history', '/files', '/content/quota']) {
        const started = performance.now();
        const reply = await client.get(path);
        const ms = performance.now() - started;
        expect(reply.status).toBe(503);
        expect(reply.body).toEqual({ error: MESSAGE, code: 'DATABASE_UNAVAILABLE' });
        // A pooled connection waits for its query time limit (1.5 s here), a new one for the connect limit.
        expect(ms).toBeLessThan(TIMEOUTS.queryMs + 1_500);
      }
      const started = performance.now();
      const ready = await client.get('/ready');
      expect(ready.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await proxy.up();
    }
    // The connections that lost their answers were dropped, not handed out again.
    for (const path of ['/content/history', '/files', '/content/quota'])
      expect((await client.get(path)).status).toBe(200);
  });

  it('drops connections that lost their answers (even in a BEGIN) or died mid-transaction, without filling the pool or crashing', async () => {
    const real = new URL(await workerDatabaseUrl());
    const own = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const via = new URL(real);
    via.port = String(own.port);
    const database = await openDatabase({
      databaseUrl: via.toString(),
      dataDir: os.tmpdir(),
      timeouts: TIMEOUTS,
    });
    const { db } = database;
    try {
      // Every connection of the pool (10) open and idle.
      await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.2)`)));
      expect(own.open).toBe(10);
      own.silent();
      // Ten transactions at once, each on a pooled connection whose BEGIN gets no answer. Drizzle gives a
      // connection back only once BEGIN has passed; these connections must not stay taken forever.
      const failures = await Promise.all(
        Array.from({ length: 10 }, () =>
          db
            .transaction(async (tx) => {
              await tx.execute(sql`select 1`);
            })
            .then(
              () => null,
              (err: unknown) => err,
            ),
        ),
      );
      for (const failure of failures) expect(isDatabaseUnavailable(failure)).toBe(true);
      // pg answers "Query read timeout" but would keep each connection, still waiting for its answer.
      for (let i = 0; i < 50 && own.open > 0; i++) await sleep(20);
      expect(own.open).toBe(0);
      await own.up();
      // The pool has room again: a transaction and a query work at once.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
      await database.ping();

      // A restart in the middle of a transaction: it fails, nothing crashes (an unexpected end of a
      // checked-out connection is an `error` event), and the next transaction works.
      const during = db
        .transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(1)`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      await sleep(200);
      await own.down();
      expect(isDatabaseUnavailable(await during)).toBe(true);
      await own.up();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
    } finally {
      await own.close();
      await database.close();
    }
  });

  it('never answers a 500 while the database restarts under traffic, and recovers on its own', async () => {
    const { client } = await userWithProfile(server);
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    let running = true;
    const paths = ['/content/history', '/content/quota', '/files', '/auth/check-auth'];
    const loops = Array.from({ length: 6 }, async (_, i) => {
      for (let n = 0; running; n++) {
        const reply = await client.get(paths[(i + n) % paths.length] ?? '/files');
        statuses.push(reply.status);
        if (reply.status !== 200) bodies.push(reply.body);
      }
    });
    // Two restarts: down for a while, back, down again, back.
    await sleep(300);
    await proxy.down();
    await sleep(700);
    await proxy.up();
    await sleep(400);
    await proxy.down();
    await sleep(400);
    await proxy.up();
    await sleep(400);
    running = false;
    await Promise.all(loops);

    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    for (const body of bodies) expect(body).toEqual({ error: MESSAGE, code: 'DATABASE_UNAVAILABLE' });
    // Back to normal without a restart: the last answers of every loop succeed.
    for (const path of paths) expect((await client.get(path)).status).toBe(200);
  });

  it('survives the server ending its connections (57P01, as a restart does), and the next requests work', async () => {
    const { client } = await userWithProfile(server);
    expect((await client.get('/files')).status).toBe(200);
    // Straight to PostgreSQL, not through the proxy: end every connection of this test database but ours.
    const admin = new pg.Client({ connectionString: await workerDatabaseUrl() });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await client.get('/files')).status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.slice(-5)).toEqual([200, 200, 200, 200, 200]);
  });

  it('ends a streamed generation whose database goes away with an error event DATABASE_UNAVAILABLE', async () => {
    const { client } = await userWithProfile(server);
    const held = heldEngine();
    engines.use(held.engine);
    try {
      const stream = await openStream(client, { prompt: 'A note about our new bakery', language: 'en' });
      expect(stream.res.status).toBe(200);
      await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
      await proxy.down();
      held.release();
      await stream.read();
      expect(stream.events.at(-1)).toEqual({
        event: 'error',
        data: { error: MESSAGE, code: 'DATABASE_UNAVAILABLE' },
      });
    } finally {
      engines.reset();
      await proxy.up();
    }
    expect((await client.get('/content/history')).status).toBe(200);
    // A new sign-up works too: writes and the mail queue are back.
    const registered = await new Client(server).post('/auth/register', {
      email: uniqueEmail('after'),
      password: STRONG_PASSWORD,
    });
    expect(registered.status).toBe(201);
  });
});

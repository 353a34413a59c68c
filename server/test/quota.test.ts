/**
 * The daily generation quota (issue #13, server point 5): one atomic reservation per generation, so 20
 * concurrent requests with a limit of 5 give exactly 5 successes, on one server and on two server processes
 * sharing one PostgreSQL database; QUOTA_EXCEEDED 429 with Retry-After until the next UTC midnight; the UTC
 * day rolls over with the injected clock; a refund goes back to the day the unit was taken from.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generations, generationUsage } from '../src/db/schema/index.js';
import { dayKey, nextMidnight, secondsUntilReset } from '../src/features/generate/quota.js';
import {
  failingEngine,
  heldEngine,
  providerError,
  settableClock,
  switchableEngine,
  userWithProfile,
} from './generation.js';
import { type Client, dbTargets, startServer, type TestServer, workerDatabaseUrl } from './helpers.js';

const LIMIT = 5;

/**
 * Sends bursts of concurrent requests until one has no BUSY answer (every loser was refused by the quota), and
 * returns every answer. Bounded: a quota that never runs out shows as too many successes, not as a hang.
 */
async function bursts<T extends { status: number; body: { code?: string } }>(
  burst: () => Promise<T[]>,
): Promise<T[]> {
  const all: T[] = [];
  for (let round = 0; round < 2 * LIMIT + 2; round++) {
    const replies = await burst();
    all.push(...replies);
    if (!replies.some((r) => r.body.code === 'BUSY')) break;
  }
  return all;
}

interface Quota {
  daily_limit: number;
  remaining: number;
  generations_used: number;
  resets_at: string;
}

describe('quota arithmetic', () => {
  it('keys the day in UTC and counts down to the next UTC midnight', () => {
    expect(dayKey(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(dayKey(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(nextMidnight(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(secondsUntilReset(new Date('2026-03-01T23:59:30.250Z'))).toBe(30);
    expect(secondsUntilReset(new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400);
    expect(secondsUntilReset(new Date('2026-03-01T23:59:59.999Z'))).toBe(1);
  });
});

describe.each(dbTargets)('the daily quota on %s', (target) => {
  let server: TestServer;
  const engines = switchableEngine();
  const clock = settableClock();
  beforeAll(async () => {
    server = await startServer(target, { DAILY_GENERATION_LIMIT: String(LIMIT) }, undefined, {
      deps: { engine: engines.engine, now: clock.now },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    engines.reset();
    clock.set(null);
  });

  const generate = (client: Client, prompt = 'A note for our readers') =>
    client.post<{ quota: Quota; code?: string }>('/content/generate', { prompt, length: 'small' });
  const quotaOf = async (client: Client) => (await client.get<{ quota: Quota }>('/content/quota')).body.quota;
  async function usageRow(userId: string, day: string) {
    const [row] = await server.database.db
      .select({ used: generationUsage.used })
      .from(generationUsage)
      .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, day)));
    return row?.used ?? 0;
  }

  it('gives exactly 5 successes to bursts of 20 concurrent requests with a limit of 5', async () => {
    // One generation per user runs at a time (decision 015), so a burst's losers are BUSY or QUOTA_EXCEEDED;
    // bursts go on until none is BUSY: never more than 5 succeed, and the count, the rows and the answers agree.
    const { client, user } = await userWithProfile(server);
    const replies = await bursts(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => generate(client, `Request ${i}`))),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    for (const r of replies.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(429);
      expect(['QUOTA_EXCEEDED', 'BUSY']).toContain(r.body.code);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await quotaOf(client)).toMatchObject({
      daily_limit: LIMIT,
      remaining: 0,
      generations_used: LIMIT,
    });
    const [stored] = await server.database.db
      .select({ n: count() })
      .from(generations)
      .where(eq(generations.userId, user.id));
    expect(stored?.n).toBe(LIMIT);
    // The answers' quotas are after each charge: together they count 1…5.
    const counts = replies
      .filter((r) => r.status === 201)
      .map((r) => r.body.quota.generations_used)
      .sort();
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers 429 with Retry-After until the next UTC midnight, and a new UTC day starts afresh', async () => {
    const { client } = await userWithProfile(server, { lang: 'pt' });
    clock.set('2026-03-01T23:59:30.250Z');
    for (let i = 0; i < LIMIT; i++) expect((await generate(client)).status).toBe(201);
    const refused = await generate(client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body).toEqual({
      code: 'QUOTA_EXCEEDED',
      error: 'Você usou todas as gerações de hoje. Sua cota é renovada à meia-noite (UTC).',
    });
    expect(await quotaOf(client)).toEqual({
      daily_limit: LIMIT,
      remaining: 0,
      generations_used: LIMIT,
      resets_at: '2026-03-02T00:00:00.000Z',
    });

    clock.set('2026-03-02T00:00:01Z');
    expect(await quotaOf(client)).toEqual({
      daily_limit: LIMIT,
      remaining: LIMIT,
      generations_used: 0,
      resets_at: '2026-03-03T00:00:00.000Z',
    });
    const next = await generate(client);
    expect(next.status).toBe(201);
    expect(next.body.quota).toMatchObject({ remaining: LIMIT - 1, generations_used: 1 });
    expect(next.body.quota.resets_at).toBe('2026-03-03T00:00:00.000Z');
  });

  it('does not charge a failed generation: the last unit stays available', async () => {
    const { client } = await userWithProfile(server);
    for (let i = 0; i < LIMIT - 1; i++) expect((await generate(client)).status).toBe(201);
    engines.use(failingEngine(providerError()));
    expect((await generate(client)).status).toBe(502);
    expect((await generate(client)).status).toBe(502);
    engines.reset();
    expect((await quotaOf(client)).remaining).toBe(1);
    expect((await generate(client)).status).toBe(201);
    expect((await generate(client)).status).toBe(429);
  });

  it('refunds a failure after midnight to the day the unit was reserved on', async () => {
    const { client, user } = await userWithProfile(server);
    clock.set('2026-05-11T08:00:00Z');
    expect((await generate(client)).status).toBe(201);

    clock.set('2026-05-10T23:59:59Z');
    const held = heldEngine({ fail: providerError() });
    engines.use(held.engine);
    const pending = generate(client);
    await held.started.promise;
    expect(await usageRow(user.id, '2026-05-10')).toBe(1);
    clock.set('2026-05-11T00:00:05Z');
    held.release();
    expect((await pending).status).toBe(502);
    expect(await usageRow(user.id, '2026-05-10')).toBe(0);
    expect(await usageRow(user.id, '2026-05-11')).toBe(1);
    expect((await quotaOf(client)).generations_used).toBe(1);
  });
});

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real server (src/main.ts) as a child process on `databaseUrl`. */
async function startProcess(databaseUrl: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-quota-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      // The offline engine: no test or bench downloads the local model (issue #22); a test that wants it says so.
      LLM_PROVIDER: 'builtin',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_FACTOR: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (m?.[1] && output.includes('Inkprint is ready')) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, url, dataDir };
}

describe.runIf(process.env.TEST_DATABASE_URL)('the daily quota across two server processes', () => {
  let setup: TestServer;
  const children: { child: ChildProcess; dataDir: string }[] = [];
  beforeAll(async () => {
    // The in-process server migrates the database and makes the user; the two processes serve the calls.
    setup = await startServer('postgres');
  });
  afterAll(async () => {
    for (const c of children) {
      const exited = new Promise((resolve) => c.child.once('exit', resolve));
      c.child.kill('SIGTERM');
      await exited;
      rmSync(c.dataDir, { recursive: true, force: true });
    }
    await setup?.close();
  });

  it('gives exactly 5 successes to bursts of 20 concurrent requests spread over both processes', async () => {
    const { client, user } = await userWithProfile(setup);
    const databaseUrl = await workerDatabaseUrl();
    const env = { DAILY_GENERATION_LIMIT: String(LIMIT), SESSION_SECRET: 'test-secret-test-secret' };
    const [a, b] = await Promise.all([startProcess(databaseUrl, env), startProcess(databaseUrl, env)]);
    children.push(a, b);
    const urls = [a.url, b.url];
    const replies = await bursts(() =>
      Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const res = await fetch(`${urls[i % 2]}/api/content/generate`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: client.cookie },
            body: JSON.stringify({ prompt: `Request ${i}`, length: 'small' }),
          });
          return { status: res.status, process: i % 2, body: (await res.json()) as { code?: string } };
        }),
      ),
    );
    // Both processes answered (a refused session or a crash would show here as 401/500).
    for (const p of [0, 1]) {
      const mine = replies.filter((r) => r.process === p).map((r) => r.status);
      expect(
        mine.every((s) => s === 201 || s === 429),
        JSON.stringify(mine),
      ).toBe(true);
    }
    expect(replies.filter((r) => r.status === 201)).toHaveLength(LIMIT);
    for (const r of replies.filter((x) => x.status === 429))
      expect(['QUOTA_EXCEEDED', 'BUSY']).toContain(r.body.code);
    const [stored] = await setup.database.db
      .select({ n: count() })
      .from(generations)
      .where(eq(generations.userId, user.id));
    expect(stored?.n).toBe(LIMIT);
    const [usage] = await setup.database.db
      .select({ used: generationUsage.used })
      .from(generationUsage)
      .where(eq(generationUsage.userId, user.id));
    expect(usage?.used).toBe(LIMIT);
  });
});

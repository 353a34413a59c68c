/**
 * The pg-boss runtime (decision 027) on both databases: a job sent in a transaction exists exactly when the
 * change does, a failing job is retried with back-off, dead-lettered with one log line after its last try,
 * and a job whose worker vanished runs again after its expiry.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { createJobs } from '../src/jobs/runtime.js';
import { createMetrics } from '../src/lib/metrics.js';
import { type DbTarget, dbTargets, workerDatabaseUrl } from './helpers.js';
import { recordingLog } from './support/log.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** One database per target for the whole file (each test uses queues of its own). */
const databases = new Map<DbTarget, Promise<Database>>();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-jobs-'));
afterAll(async () => {
  for (const database of databases.values()) await (await database).close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function open(target: DbTarget): Promise<Database> {
  let database = databases.get(target);
  if (!database) {
    database = (async () =>
      openDatabase({
        databaseUrl: target === 'postgres' ? await workerDatabaseUrl() : 'pglite:memory',
        dataDir,
      }))();
    databases.set(target, database);
  }
  return database;
}

function runtime(database: Database, log = recordingLog(), work = true) {
  const jobs = createJobs({
    database,
    log: log.logger,
    work,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  cleanups.push(() => jobs.stop(1000));
  return { jobs, log };
}

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}`;

describe.each(dbTargets)('jobs on %s', (target) => {
  it('a job sent in a rolled-back transaction never exists; one sent in a committed one runs once', async () => {
    const database = await open(target);
    const { jobs } = runtime(database);
    const name = unique('tx');
    const seen: string[] = [];
    jobs.define<{ n: string }>(name, async (data) => {
      seen.push(data.n);
    });
    await jobs.prepare();
    await database.db
      .transaction(async (tx) => {
        const id = await jobs.send(name, { n: 'rolled back' }, { tx });
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await jobs.send(name, { n: 'committed' }, { tx });
    });
    await jobs.start();
    await jobs.idle();
    expect(seen).toEqual(['committed']);
    expect((await jobs.counts())[name]?.queued ?? 0).toBe(0);
  });

  it('retries a failing job with back-off, then it succeeds', async () => {
    const database = await open(target);
    const { jobs, log } = runtime(database);
    const name = unique('retry');
    const tries: { at: number; retryCount: number }[] = [];
    jobs.define(
      name,
      async (_data, job) => {
        tries.push({ at: Date.now(), retryCount: job.retryCount });
        if (tries.length < 3) throw new Error('smtp down');
      },
      { retryLimit: 3, retryDelay: 1 },
    );
    await jobs.start();
    await jobs.send(name, {});
    await waitFor(() => tries.length === 3, 20_000);
    await jobs.idle();
    expect(tries.map((t) => t.retryCount)).toEqual([0, 1, 2]);
    // Back-off: the second wait is longer than the first's minimum (1 s, then 2 s, each up to twice that).
    expect((tries[1]?.at ?? 0) - (tries[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect((tries[2]?.at ?? 0) - (tries[1]?.at ?? 0)).toBeGreaterThanOrEqual(1900);
    expect(log.lines.filter((l) => l.msg.includes('dead-lettered'))).toEqual([]);
  });

  it('reports every run to the metrics: retried, then completed, with the queue counts at scrape time', async () => {
    const database = await open(target);
    const metrics = createMetrics();
    const jobs = createJobs({
      database,
      log: recordingLog().logger,
      work: true,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      onRun: metrics.jobs.observe,
    });
    cleanups.push(() => jobs.stop(1000));
    metrics.jobs.setCounts(() => jobs.counts());
    const name = unique('metered');
    let tries = 0;
    jobs.define(
      name,
      async () => {
        tries++;
        if (tries === 1) throw new Error('first try fails');
      },
      { retryLimit: 2, retryDelay: 1 },
    );
    await jobs.start();
    await jobs.send(name, {});
    await waitFor(() => tries === 2, 20_000);
    await jobs.idle();
    const text = await metrics.registry.metrics();
    expect(text).toContain(`inkprint_jobs_total{name="${name}",outcome="retried"} 1`);
    expect(text).toContain(`inkprint_jobs_total{name="${name}",outcome="completed"} 1`);
    expect(text).toMatch(
      new RegExp(`inkprint_job_duration_seconds_count\\{name="${name}",outcome="completed"\\} 1`),
    );
    expect(text).toContain(`inkprint_jobs{name="${name}",state="queued"} 0`);
  });

  it('dead-letters a job after its last try with one log line that names the job, not its data', async () => {
    const database = await open(target);
    const { jobs, log } = runtime(database);
    const name = unique('dead');
    let tries = 0;
    jobs.define(
      name,
      async () => {
        tries++;
        throw new Error('always');
      },
      { retryLimit: 1, retryDelay: 1 },
    );
    await jobs.start();
    const id = await jobs.send(name, { email: 'secret@example.com' });
    await waitFor(() => log.lines.some((l) => l.msg.includes('dead-lettered')), 20_000);
    await jobs.idle();
    expect(tries).toBe(2);
    const dead = log.lines.filter((l) => l.msg.includes('dead-lettered'));
    expect(dead).toHaveLength(1);
    expect(dead[0]?.level).toBe('error');
    expect(dead[0]?.obj).toMatchObject({ jobName: name });
    expect(JSON.stringify(log.lines)).not.toContain('secret@example.com');
    expect((await jobs.counts())[name]?.failed).toBe(1);
    expect(id).toBeTruthy();
  });

  it('runs again a job whose worker vanished, once it expired', async () => {
    const database = await open(target);
    const { jobs } = runtime(database);
    const name = unique('expire');
    const ran: number[] = [];
    jobs.define<{ n: number }>(
      name,
      async (data, job) => {
        ran.push(job.retryCount);
        expect(data.n).toBe(7);
      },
      { expireInSeconds: 1, retryDelay: 1 },
    );
    await jobs.prepare();
    await jobs.send(name, { n: 7 });
    // Another worker takes the job and dies without a word: the job stays `active` in the table.
    const [taken] = await jobs.boss.fetch(name);
    expect(taken).toBeTruthy();
    await jobs.start();
    await waitFor(() => ran.length === 1, 20_000);
    await jobs.idle();
    expect(ran).toEqual([1]);
  });

  it('a run whose outcome cannot be written (its database gone) is a log line, not an unhandled rejection', async () => {
    // A database of its own, closed under a running job: pg-boss writes the outcome without awaiting it.
    const database = await openDatabase({
      databaseUrl: target === 'postgres' ? await workerDatabaseUrl() : 'pglite:memory',
      dataDir,
    });
    const log = recordingLog();
    const jobs = createJobs({ database, log: log.logger, work: true, pollingIntervalSeconds: 0.5 });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    cleanups.push(async () => {
      process.off('unhandledRejection', onRejection);
      await jobs.stop(200).catch(() => {});
    });
    const name = unique('gone');
    let release = () => {};
    const running = new Promise<void>((resolve) => {
      jobs.define(name, async () => {
        resolve();
        await new Promise<void>((done) => {
          release = done;
        });
      });
    });
    await jobs.start();
    await jobs.send(name, {});
    await running;
    await database.close();
    release();
    const written = () => log.lines.some((l) => l.msg.includes('job outcome not written'));
    await waitFor(() => rejections.length > 0 || written(), 10_000);
    expect(rejections).toEqual([]);
    expect(written()).toBe(true);
  });

  it('a process of role web sends but runs nothing', async () => {
    const database = await open(target);
    const name = unique('web');
    let ran = 0;
    const { jobs } = runtime(database, recordingLog(), false);
    jobs.define(name, async () => {
      ran++;
    });
    await jobs.start();
    expect(jobs.running()).toBe(false);
    await jobs.send(name, {});
    await new Promise((r) => setTimeout(r, 1500));
    expect(ran).toBe(0);
    expect((await jobs.counts())[name]?.queued).toBe(1);
  });
});

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs: processes starting together on PostgreSQL', () => {
  it('three processes prepare one new database at once without a deadlock', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `${url.pathname.slice(1)}_prep_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    url.pathname = `/${name}`;
    const opened: Database[] = [];
    try {
      for (let i = 0; i < 3; i++) opened.push(await openDatabase({ databaseUrl: url.toString(), dataDir }));
      const runtimes = opened.map((database) => {
        const jobs = createJobs({ database, log: recordingLog().logger, work: true });
        for (const queue of ['a', 'b', 'c', 'd', 'e', 'f']) jobs.define(queue, async () => {});
        jobs.schedule('a', '17 * * * *');
        return jobs;
      });
      await Promise.all(runtimes.map((jobs) => jobs.prepare()));
      const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_database WHERE datname = $1`, [
        name,
      ]);
      expect(rows[0].n).toBe(1);
      await Promise.all(runtimes.map((jobs) => jobs.stop(1000)));
    } finally {
      for (const database of opened) await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

/**
 * The job queue on pg-boss 10 (decision 027), in the app's own PostgreSQL: node-postgres's pool on a real
 * server, the embedded PGlite through pg-boss's `db` adapter. pg-boss keeps its tables in the `pgboss` schema
 * and creates them on the first start.
 *
 * - `prepare()` creates pg-boss's schema, every defined queue and the schedules: awaited before the server
 *   listens, because a job can only be sent to a queue that exists (≈ 0.1–0.7 s on PGlite, docs/benchmarks.md).
 * - `start()` then starts the handlers (role `all` or `worker`), the maintenance that re-runs expired jobs and
 *   the cron clock; `web` processes only prepare and send.
 * - `send(…, {tx})` writes the job with the caller's transaction's own connection, so it exists exactly when
 *   the change does. On PGlite (one connection) nothing here may be awaited inside an open transaction
 *   except a send given that transaction: any other query waits for the transaction, which waits for it.
 * - A failed job is retried with exponential back-off; after its last try (a handler error, or a worker that
 *   vanished and let it expire) it goes to the `dead-letter` queue, whose handler writes one log line: the
 *   job's id and name, never its data.
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.js';
import { logContext } from '../lib/log-context.js';
import { safeError } from '../lib/safe-error.js';
import type { JobContext, JobCounts, JobHandler, Jobs, QueuePolicy, SendOptions } from './types.js';

/** The queue a job lands in after its last try; its handler logs one line. */
export const DEAD_LETTER = 'dead-letter';
/** Stored beside a job's data so the dead-letter line can name the queue the job came from. */
const QUEUE_KEY = '__queue';
const SCHEMA = 'pgboss';
/** The statements of pg-boss's own outcome writes (pg-boss 10 has no exports map: its plans are readable). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const OUTCOME_WRITES = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)]);

export interface JobsOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Whether this process runs handlers and the cron clock (roles `all` and `worker`). */
  work: boolean;
  /** Seconds between two looks for new jobs by one idle queue; default 2 on PostgreSQL, 5 on PGlite. */
  pollingIntervalSeconds?: number;
  /** Seconds between two maintenance runs (expiring jobs of vanished workers, archiving); default 60. */
  maintenanceIntervalSeconds?: number;
  /** Told of every run's end (metrics): `retried` is a failure that will run again, `failed` the last one. */
  onRun?: (name: string, outcome: 'completed' | 'failed' | 'retried', seconds: number) => void;
}

interface Queue {
  name: string;
  handler: JobHandler<object>;
  policy: Required<QueuePolicy>;
}

type Row = Record<string, unknown>;
type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };
type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };

const DEFAULT_POLICY: Required<QueuePolicy> = {
  retryLimit: 5,
  retryDelay: 10,
  expireInSeconds: 300,
  concurrency: 1,
};

/** Any constant: the same in every process preparing the queue in one database (not the migrations' lock). */
const PREPARE_LOCK_ID = 724_911_008;

/**
 * Runs `fn` while holding a session advisory lock on one connection of the pool, so processes starting together
 * prepare pg-boss's schema and queues one after another: done at once, creating queues (each a partition of
 * the job table) and schedules deadlocked ("deadlock detected", seen with two web processes and a worker).
 * PGlite is one process: nothing to order.
 */
async function oneProcessAtATime(database: Database, fn: () => Promise<void>): Promise<void> {
  if (database.kind !== 'postgres') return fn();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [PREPARE_LOCK_ID]);
    try {
      await fn();
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_ID]).catch(() => {});
    }
  } finally {
    conn.release();
  }
}

/** pg-boss's SQL on the database's own client: the pool, or PGlite (whose `exec` runs pg-boss's scripts). */
export function executorOf(database: Database): Executor {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'postgres') {
    const pool = client as Queryable;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const lite = client as Queryable & {
    exec(text: string): Promise<{ rows: Row[] }[]>;
  };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return lite.query(text, values);
      // pg-boss's maintenance scripts are several statements (BEGIN; …; COMMIT): the simple protocol.
      try {
        const results = await lite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (err) {
        // A script that failed between BEGIN and COMMIT must not leave PGlite's one connection in it.
        if (/\bBEGIN\b/.test(text)) await lite.exec('ROLLBACK').catch(() => {});
        throw err;
      }
    },
  };
}

/** The connection of a Drizzle transaction (node-postgres's PoolClient or PGlite's transaction). */
function txExecutor(tx: DbOrTx): Executor {
  const client = (tx as unknown as { session: { client: Queryable } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

export function createJobs(opts: JobsOptions): Jobs & {
  /** Creates pg-boss's schema, the queues and the schedules; start() calls it too. Idempotent. */
  prepare(): Promise<void>;
  /** The pg-boss instance (tests: run the maintenance now). */
  boss: PgBoss;
} {
  const { database, log } = opts;
  const pglite = database.kind === 'pglite';
  const own = executorOf(database);
  const db: Executor = {
    executeSql(text, values) {
      const result = own.executeSql(text, values);
      if (!OUTCOME_WRITES.has(text)) return result;
      // pg-boss writes a run's outcome (complete or fail) without awaiting or catching it: with the database
      // down (an outage, or the pool closed by a shutdown after a job outlived its grace) that write would be an
      // unhandled rejection, which ends a Node process. It is a log line instead, and pg-boss reads the null as
      // "no job changed": the job stays `active` and its expiry hands it to another run, as when a worker
      // vanishes.
      return result.catch((err: unknown) => {
        log.warn({ err: safeError(err) }, 'job outcome not written');
        return null as unknown as { rows: Row[] };
      });
    },
  };
  const boss = new PgBoss({
    db: db as PgBoss.Db,
    schema: SCHEMA,
    // The maintenance (expiring the jobs of vanished workers) and the cron clock run where jobs run; each runs
    // in one process at a time across every process sharing the database (timestamps in pgboss.version).
    supervise: opts.work,
    schedule: opts.work,
    migrate: true,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 60,
    pollingIntervalSeconds: opts.pollingIntervalSeconds ?? (pglite ? 5 : 2),
    // Finished jobs leave the live table after an hour and the archive after a week (their data may name a
    // person: a mail's address).
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: unknown) => log.warn({ err: safeError(err) }, 'job queue error'));

  const queues = new Map<string, Queue>();
  const schedules = new Map<string, string>();
  const workerIds = new Map<string, string[]>();
  const active = new Set<Promise<unknown>>();
  let controller = new AbortController();
  let prepared: Promise<void> | undefined;
  /** The queue's tables and queues exist: sending works. */
  let queueReady = false;
  let started = false;
  let starting: Promise<void> | undefined;

  async function createQueues() {
    const existing = new Set(
      (await db.executeSql(`SELECT name FROM ${SCHEMA}.queue`)).rows.map((r) => String(r.name)),
    );
    if (!existing.has(DEAD_LETTER)) {
      await boss.createQueue(DEAD_LETTER, {
        name: DEAD_LETTER,
        retryLimit: 2,
        retryDelay: 10,
        retryBackoff: true,
      });
    }
    for (const q of queues.values()) {
      const options = {
        name: q.name,
        retryLimit: q.policy.retryLimit,
        retryDelay: q.policy.retryDelay,
        retryBackoff: true,
        expireInSeconds: q.policy.expireInSeconds,
        deadLetter: DEAD_LETTER,
      };
      // An existing queue takes the policy the code declares now.
      if (existing.has(q.name)) await boss.updateQueue(q.name, options);
      else await boss.createQueue(q.name, options);
    }
    for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  function prepare() {
    prepared ??= (async () => {
      await oneProcessAtATime(database, async () => {
        await boss.start();
        await createQueues();
      });
      queueReady = true;
    })().catch((err) => {
      prepared = undefined;
      throw err;
    });
    return prepared;
  }

  function run(q: Queue, worker: { id?: string }) {
    return async (jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[]) => {
      // A worker that found work looks again at once rather than after its polling interval.
      if (worker.id) boss.notifyWorker(worker.id);
      for (const job of jobs) {
        const { [QUEUE_KEY]: _queue, ...data } = job.data ?? {};
        const context: JobContext = {
          id: job.id,
          name: job.name,
          retryCount: job.retryCount,
          signal: controller.signal,
          log: log.child({ job: job.id, jobName: job.name }),
        };
        // Every line logged while the job runs carries its id and queue, whichever logger wrote it (decision 031).
        const work = logContext.run({ job: job.id, jobName: job.name, log: context.log }, () =>
          q.handler(data, context),
        );
        active.add(work);
        const began = performance.now();
        const seconds = () => (performance.now() - began) / 1000;
        try {
          await work;
          opts.onRun?.(job.name, 'completed', seconds());
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          opts.onRun?.(job.name, last ? 'failed' : 'retried', seconds());
          context.log.warn(
            { err: safeError(err), retryCount: job.retryCount, retryLimit: job.retryLimit },
            last ? 'job failed on its last try' : 'job failed; it will be retried',
          );
          throw err;
        } finally {
          active.delete(work);
        }
      }
    };
  }

  async function deadLetter(jobs: PgBoss.Job<Record<string, unknown>>[]) {
    for (const job of jobs) {
      const from = typeof job.data?.[QUEUE_KEY] === 'string' ? job.data[QUEUE_KEY] : 'unknown';
      log.error({ job: job.id, jobName: from }, `job ${from} dead-lettered after its last try`);
    }
  }

  const jobs = {
    boss,
    prepare,
    define<T extends object>(name: string, handler: JobHandler<T>, policy: QueuePolicy = {}) {
      if (name === DEAD_LETTER || name.startsWith('__')) throw new Error(`reserved queue name ${name}`);
      if (queues.has(name)) throw new Error(`job ${name} is defined twice`);
      if (prepared) throw new Error(`job ${name} defined after the queue was prepared`);
      queues.set(name, {
        name,
        handler: handler as JobHandler<object>,
        policy: { ...DEFAULT_POLICY, ...policy },
      });
    },
    schedule(name: string, cron: string) {
      if (!queues.has(name)) throw new Error(`schedule of ${name}: define the job first`);
      if (prepared) throw new Error(`schedule of ${name} after the queue was prepared`);
      schedules.set(name, cron);
    },
    async send<T extends object>(name: string, data: T, sendOpts: SendOptions = {}) {
      if (!queues.has(name)) throw new Error(`job ${name} is not defined`);
      const options: PgBoss.SendOptions & { db?: PgBoss.Db } = {};
      if (sendOpts.singletonKey) options.singletonKey = sendOpts.singletonKey;
      if (sendOpts.startAfterSeconds) options.startAfter = sendOpts.startAfterSeconds;
      // pg-boss needs its queue to exist; with a transaction nothing may wait here (PGlite), and buildApp
      // prepares before it listens.
      if (sendOpts.tx) options.db = txExecutor(sendOpts.tx) as PgBoss.Db;
      else await prepare();
      const id = await boss.send(name, { ...data, [QUEUE_KEY]: name }, options as PgBoss.SendOptions);
      // A local handler looks now instead of at its next poll (on PGlite the look waits for the
      // transaction to commit; on PostgreSQL a look before the commit finds nothing and the poll finds it).
      if (id && started) for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
      return id;
    },
    wake(name: string) {
      if (started) for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
    },
    async idle(timeoutMs = 120_000) {
      const names = [...queues.keys(), DEAD_LETTER];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.executeSql(
          `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1::text[])
             AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [names],
        );
        if (Number(rows[0]?.n) === 0 && active.size === 0) return;
        if (Date.now() > deadline) {
          const left = await db.executeSql(
            `SELECT name, state, start_after FROM ${SCHEMA}.job WHERE name = ANY($1::text[])
               AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
            [names],
          );
          throw new Error(
            `jobs not idle after ${timeoutMs} ms: ${JSON.stringify(left.rows)}, ${active.size} running here`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start() {
      starting ??= (async () => {
        await prepare();
        if (!opts.work) return;
        controller = new AbortController();
        await boss.work(DEAD_LETTER, { batchSize: 10 }, deadLetter);
        for (const q of queues.values()) {
          const ids: string[] = [];
          for (let i = 0; i < q.policy.concurrency; i++) {
            const worker: { id?: string } = {};
            worker.id = await boss.work(q.name, { includeMetadata: true, batchSize: 1 }, run(q, worker));
            ids.push(worker.id);
          }
          workerIds.set(q.name, ids);
        }
        started = true;
      })().catch((err) => {
        starting = undefined;
        throw err;
      });
      await starting;
    },
    async stop(timeoutMs = 8000) {
      if (!prepared) return;
      controller.abort();
      started = false;
      await prepared.catch(() => {});
      await starting?.catch(() => {});
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
      starting = undefined;
      prepared = undefined;
      queueReady = false;
    },
    running() {
      return started;
    },
    ready() {
      return queueReady && (started || !opts.work);
    },
    async counts() {
      const { rows } = await db.executeSql(
        `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job WHERE name NOT LIKE '\\_\\_%' GROUP BY name, state`,
      );
      const out: Record<string, JobCounts> = {};
      for (const r of rows as unknown as { name: string; state: string; n: number }[]) {
        const c = out[r.name] ?? { queued: 0, active: 0, failed: 0 };
        out[r.name] = c;
        if (r.state === 'created' || r.state === 'retry') c.queued += r.n;
        else if (r.state === 'active') c.active += r.n;
        else if (r.state === 'failed') c.failed += r.n;
      }
      return out;
    },
  };
  return jobs;
}

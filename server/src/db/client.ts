/**
 * Opens the database: PGlite persisted in `$DATA_DIR/db` when no DATABASE_URL is set, node-postgres otherwise,
 * and applies the versioned migrations. Both speak PostgreSQL, so the rest of the code sees one Drizzle type.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<void>;
  /** True when every migration this build ships is recorded as applied (GET /api/ready). */
  migrationsApplied(): Promise<boolean>;
  /**
   * Runs a write that holds the database long: an upload batch's transaction with its bytes, an extraction's
   * sections (decision 043). PGlite has one connection and runs transactions one after another in the order
   * they come, so a read that comes behind eight waiting batches waits for all eight; through here they queue
   * in this process instead, one at a time, and a read waits behind one at most. On PostgreSQL `fn` runs at
   * once (each transaction has a connection of its own). Never call it inside a transaction or inside another
   * `bulkWrite`: the second would wait for the first forever.
   */
  bulkWrite<T>(fn: () => Promise<T>): Promise<T>;
}

/** Runs the functions given to it one at a time, in the order given; a failure does not stop the next. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = last.then(fn);
    last = run.catch(() => {});
    return run;
  };
}

/**
 * How long the PostgreSQL pool waits before giving up, so a request fails fast with 503 DATABASE_UNAVAILABLE
 * instead of hanging (decision 030). `statementMs` is the server's statement_timeout (it cancels a runaway
 * query and keeps the connection); `queryMs` is the client's backstop for a server that went silent (the
 * connection is dropped). Tests pass shorter ones.
 */
export interface PoolTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
}

export const DEFAULT_TIMEOUTS: PoolTimeouts = { connectMs: 2_000, statementMs: 15_000, queryMs: 20_000 };
/** Any constant works; it only has to be the same for every instance migrating the same database. */
const MIGRATION_LOCK_ID = 724_911_007;

let journal: number[] | undefined;

/** The `when` of every migration in the journal: drizzle records it as `created_at` once it is applied. */
function journalEntries(): number[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    }
  ).entries.map((e) => e.when);
  return journal;
}

async function migrationsApplied(db: Db): Promise<boolean> {
  const wanted = journalEntries();
  const rows = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.rows.map((r) => Number(r.created_at)));
  return wanted.every((when) => applied.has(when));
}

/**
 * PGlite's defaults and 16 MB of shared buffers instead of PostgreSQL's 128 MB: in PGlite they live in the
 * process's WebAssembly heap, touched from the start and never given back, and the data files are read
 * through the operating system's file cache anyway. −130 MB of idle RSS, the history calls no slower
 * (decision 029, docs/benchmarks.md "Memory").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * `url` is a postgres:// URL, or `pglite:memory` / a folder path for PGlite.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: Partial<PoolTimeouts>;
}): Promise<Database> {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    return openPostgres(opts.databaseUrl, { ...DEFAULT_TIMEOUTS, ...opts.timeouts });
  }
  const target = opts.databaseUrl === 'pglite:memory' ? undefined : path.join(opts.dataDir, 'db');
  if (target) mkdirSync(target, { recursive: true });
  // pg_trgm and btree_gin serve the history search (migrations 0004 and 0005, decisions 011 and 014); PGlite
  // loads an extension only when asked.
  const extensions = { pg_trgm, btree_gin };
  const options = { extensions, startParams: PGLITE_START_PARAMS };
  const client = target ? new PGlite(target, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
    migrationsApplied: () => migrationsApplied(db as unknown as Db),
    bulkWrite: oneAtATime(),
  };
}

async function openPostgres(url: string, timeouts: PoolTimeouts): Promise<Database> {
  // Migrate on one dedicated connection under an advisory lock, so several instances starting together
  // neither race nor apply a migration twice.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockClient.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: OutageSafeClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection (the server restarted); the pool drops it and opens a new one on
    // the next request. /api/ready reports the outage.
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrationsApplied: () => migrationsApplied(db),
    bulkWrite: (fn) => fn(),
  };
}

/**
 * The pool's connection, made safe for a database that goes away (decision 030):
 * - A query past `query_timeout` closes the connection. pg answers "Query read timeout" but keeps the
 *   connection, still waiting for the lost answer, and the pool would hand it out again.
 * - A connection that dies while checked out (a restart during a transaction) emits `error` with no
 *   listener, which would crash the process; its queries have already failed, so the event is only noted.
 * - Drizzle's `transaction()` gives its connection back only once BEGIN has passed: a connection that died
 *   while checked out gives itself back, so dead connections never fill the pool (which would need a
 *   restart). Whichever comes first, that or its holder's release, is the one that counts.
 */
class OutageSafeClient extends pg.Client {
  #giveBack: ((err?: Error | boolean) => void) | undefined;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => {});
    this.on('end', () => {
      setImmediate(() => this.release(new Error('connection ended')));
    });
  }

  /** pg-pool sets this on every checkout. */
  set release(fn: ((err?: Error | boolean) => void) | undefined) {
    this.#giveBack = fn;
  }
  get release(): (err?: Error | boolean) => void {
    return (err) => {
      const giveBack = this.#giveBack;
      this.#giveBack = undefined;
      giveBack?.(err);
    };
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query has a dozen overloads; this only wraps them.
  override query(...args: any[]): any {
    const last = args.length - 1;
    const drop = (err: unknown) => {
      if ((err as Error | undefined)?.message === 'Query read timeout') this.dropConnection();
    };
    if (typeof args[last] === 'function') {
      const callback = args[last] as (err: unknown, res: unknown) => void;
      args[last] = (err: unknown, res: unknown) => {
        drop(err);
        callback(err, res);
      };
      // biome-ignore lint/suspicious/noExplicitAny: see above
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    const result = (super.query as any)(...args);
    if (result && typeof result.then === 'function')
      return result.catch((err: unknown) => {
        drop(err);
        throw err;
      });
    return result;
  }

  private dropConnection() {
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

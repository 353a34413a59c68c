/**
 * Opens the database: PGlite persisted in `$DATA_DIR/db` when no DATABASE_URL is set, node-postgres otherwise,
 * and applies the versioned migrations. Both speak PostgreSQL, so the rest of the code sees one Drizzle type.
 */
import { mkdirSync } from 'node:fs';
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
}

/** Any constant works; it only has to be the same for every instance migrating the same database. */
const MIGRATION_LOCK_ID = 724_911_007;

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
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    return openPostgres(opts.databaseUrl);
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
  };
}

async function openPostgres(url: string): Promise<Database> {
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
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Health checks report the outage.
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

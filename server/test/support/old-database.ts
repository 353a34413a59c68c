/**
 * Databases as an older version of the app left them, for migration tests: migrated up to just before a
 * given migration, with rows written as the app wrote them then. The app then opens them and applies the rest.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/client.js';
import type { TestServer } from '../client.js';
import { type DbTarget, startServer } from '../helpers.js';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** A statement (with its parameters), as the app of before ran it. */
export type OldRow = string | [statement: string, params?: unknown[]];

const run = (row: OldRow): [string, unknown[]?] => (typeof row === 'string' ? [row] : row);

/** A copy of the migrations folder (in `dir`) that stops just before the migration tagged `before`. */
export function migrationsBefore(dir: string, before: string): string {
  const out = path.join(dir, `migrations-before-${before}`);
  mkdirSync(path.join(out, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === before);
  if (stop <= 0) throw new Error(`no migration ${before} after the first`);
  const kept = journal.entries.slice(0, stop);
  writeFileSync(path.join(out, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrations)) {
    if (kept.some((e) => `${e.tag}.sql` === file))
      copyFileSync(path.join(migrations, file), path.join(out, file));
  }
  return out;
}

/** A PGlite database in `dataDir/db` (where the app looks for it), migrated up to `before`, holding `rows`. */
export async function oldPglite(dir: string, dataDir: string, before: string, rows: OldRow[]) {
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  const client = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsBefore(dir, before) });
    for (const [statement, params] of rows.map(run)) await client.query(statement, params);
  } finally {
    await client.close();
  }
}

/**
 * A database of its own on the PostgreSQL server of `TEST_DATABASE_URL`, migrated up to `before` and holding
 * `rows`; `use` gets its address, and the database is dropped afterwards.
 */
export async function withOldPostgres(
  dir: string,
  before: string,
  rows: OldRow[],
  use: (url: string) => Promise<void>,
) {
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${base.pathname.slice(1)}_${before.slice(0, 4)}_${process.pid}`.replace(/[^\w]/g, '_');
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsBefore(dir, before) });
      for (const [statement, params] of rows.map(run)) await client.query(statement, params);
    } finally {
      await client.end();
    }
    await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
  }
}

/**
 * The app started on an old database (`oldPglite` in `dir/pglite`, or `withOldPostgres`), which applies the
 * migrations from `before` on; `check` gets the running server, which is closed afterwards.
 */
export async function withUpgradedServer(
  target: DbTarget,
  dir: string,
  before: string,
  rows: OldRow[],
  check: (server: TestServer) => Promise<void>,
) {
  const serve = async (database: Database) => {
    const server = await startServer(target, {}, undefined, { database });
    try {
      await check(server);
    } finally {
      await server.close();
    }
  };
  if (target === 'pglite') {
    const dataDir = path.join(dir, 'pglite');
    await oldPglite(dir, dataDir, before, rows);
    await serve(await openDatabase({ dataDir }));
  } else {
    await withOldPostgres(dir, before, rows, async (url) =>
      serve(await openDatabase({ databaseUrl: url, dataDir: dir })),
    );
  }
}

/**
 * A fresh PostgreSQL database beside TEST_DATABASE_URL's, for a test whose processes share one database
 * that nothing else sees. (Databases as an older app left them are in old-database.ts.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface FreshDatabase {
  url: string;
  name: string;
  /** Drops the database, closing what is still connected to it. */
  drop(): Promise<void>;
}

async function asAdmin(base: URL, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A new, empty database `<TEST_DATABASE_URL's database>_<label>_<random>`. */
export async function freshPostgresDatabase(label: string): Promise<FreshDatabase> {
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `${base.pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`.replace(/[^\w]/g, '_');
  await asAdmin(base, `CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => asAdmin(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

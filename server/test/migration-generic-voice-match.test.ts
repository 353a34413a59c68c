/**
 * Migration 0010 (`generations.generic_voice_match`, decision 023 "Update") on a database that already holds
 * items: migrated up to 0009 first, an item stored, then opened by the app, which applies 0010. The old item
 * reads back with no baseline (null) and a new one stores its own — on PGlite and on PostgreSQL.
 */
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { generations } from '../src/db/schema/index.js';
import { toContent } from '../src/features/generate/content-item.js';
import { insertGeneration } from '../src/features/generate/repository.js';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
const BEFORE = '0010_generic_voice_match';

/** A copy of the migrations folder that stops just before 0010. */
function migrationsBefore(dir: string): string {
  const out = path.join(dir, 'migrations');
  mkdirSync(path.join(out, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const stop = journal.entries.findIndex((e) => e.tag === BEFORE);
  expect(stop).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, stop);
  writeFileSync(path.join(out, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrations)) {
    if (kept.some((e) => `${e.tag}.sql` === file))
      copyFileSync(path.join(migrations, file), path.join(out, file));
  }
  return out;
}

/** An item as the app stored it before 0010 (no such column yet). */
const OLD_ITEM = [
  `INSERT INTO users (id, email, password_hash) VALUES ('u-old', 'old@example.com', 'x')`,
  `INSERT INTO generations (id, user_id, prompt, content_type, generated_text, word_count, character_count,
     language, length, provider, model, voice_match)
   VALUES ('g-old', 'u-old', 'An old brief', 'email', 'Old text.', 2, 9, 'en', 'small', 'builtin', 'm', 74)`,
];

async function checkUpgraded(database: Database) {
  const { db } = database;
  const [old] = await db.select().from(generations).where(eq(generations.id, 'g-old'));
  expect(old?.voiceMatch).toBe(74);
  expect(old?.genericVoiceMatch).toBeNull();
  expect(old && toContent(old).generic_voice_match).toBeNull();
  const fresh = await insertGeneration(db, {
    userId: 'u-old',
    prompt: 'A new brief',
    contentType: 'email',
    generatedText: 'New text.',
    wordCount: 2,
    characterCount: 9,
    language: 'en',
    length: 'small',
    provider: 'builtin',
    model: 'm',
    seed: 1,
    voiceMatch: 70,
    voiceMatchDifferences: [],
    voiceMatchBasis: null,
    genericVoiceMatch: 48,
    revised: false,
    cutShort: false,
    durationMs: 5,
  });
  expect(toContent(fresh).generic_voice_match).toBe(48);
}

describe('migration 0010, generations.generic_voice_match', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies on PGlite over a database with items, which keep no baseline', async () => {
    const dataDir = path.join(dir, 'pglite');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    const client = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: migrationsBefore(dir) });
    for (const statement of OLD_ITEM) await client.query(statement);
    await client.close();

    const database = await openDatabase({ dataDir });
    try {
      await checkUpgraded(database);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'applies on PostgreSQL over a database with items, which keep no baseline',
    async () => {
      const base = new URL(process.env.TEST_DATABASE_URL ?? '');
      const name = `${base.pathname.slice(1)}_mig0010_${process.pid}`.replace(/[^\w]/g, '_');
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
          await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsBefore(dir) });
          for (const statement of OLD_ITEM) await client.query(statement);
        } finally {
          await client.end();
        }
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
        try {
          await checkUpgraded(database);
        } finally {
          await database.close();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.end();
      }
    },
  );
});

/**
 * Migration 0010 (`generations.generic_voice_match`, decision 023 "Update") on a database that already holds
 * items: migrated up to 0009 first, an item stored, then opened by the app, which applies 0010. The old item
 * reads back with no baseline (null) and a new one stores its own — on PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { generations } from '../src/db/schema/index.js';
import { toContent } from '../src/features/generate/content-item.js';
import { insertGeneration } from '../src/features/generate/repository.js';
import { type OldRow, oldPglite, withOldPostgres } from './support/old-database.js';

const BEFORE = '0010_generic_voice_match';

/** An item as the app stored it before 0010 (no such column yet). */
const OLD_ITEM: OldRow[] = [
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
    await oldPglite(dir, dataDir, BEFORE, OLD_ITEM);

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
      await withOldPostgres(dir, BEFORE, OLD_ITEM, async (url) => {
        const database = await openDatabase({ databaseUrl: url, dataDir: dir });
        try {
          await checkUpgraded(database);
        } finally {
          await database.close();
        }
      });
    },
  );
});

/**
 * Migration 0013 (voices, decision 033) on a database that already holds accounts: migrated up to 0012 first,
 * two accounts stored as the app stored them then (files with sections, an upload still waiting, an analysis,
 * a profile, generations), then opened by the app, which applies 0013. Each account has one default voice
 * named in its language holding all of it, nothing is lost, and every call of before works without
 * `voice_id` — on PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyzeVoice } from '@inkprint/voice';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  fileSections,
  files,
  fileUploads,
  generations,
  voiceAnalyses,
  voiceProfiles,
  voices,
} from '../src/db/schema/index.js';
import { prose } from './documents.js';
import { signIn } from './factories.js';
import { Client, type TestServer } from './helpers.js';
import { type OldRow, withUpgradedServer } from './support/old-database.js';

const BEFORE = '0013_voices';

/** A profile as the engine makes one (what the app stored at 0012). */
const LEARNED = analyzeVoice([{ id: 'f-1', input: prose(6000) }]);
const PROFILE = LEARNED.profile;

/** Two accounts as the app stored them at 0012: a German one with everything, an English one with an item. */
const OLD_ROWS: OldRow[] = [
  [
    `INSERT INTO users (id, email, password_hash, language, email_confirmed, created_at)
     VALUES ('u-de', 'de@example.com', 'x', 'de', true, now() - interval '2 days'),
            ('u-en', 'en@example.com', 'x', 'en', true, now() - interval '1 day')`,
  ],
  [
    `INSERT INTO files (id, user_id, filename, file_size, file_type, status, content_sections, total_words, language,
     extracted_text, processed_at)
   VALUES ('f-1', 'u-de', 'brief.txt', 60, 'txt', 'completed', 1, 9, 'de', 'Ich schreibe gern kurze Briefe an meine Leser.', now()),
          ('f-2', 'u-de', 'neu.txt', 5, 'txt', 'processing', 0, 0, null, '', null)`,
  ],
  [
    `INSERT INTO file_sections (id, file_id, user_id, position, text, word_count, language)
   VALUES ('s-1', 'f-1', 'u-de', 0, 'Ich schreibe gern kurze Briefe an meine Leser.', 9, 'de')`,
  ],
  [`INSERT INTO file_uploads (file_id, user_id, bytes) VALUES ('f-2', 'u-de', decode('68616c6c6f', 'hex'))`],
  [`INSERT INTO voice_analyses (user_id, id, state, percent) VALUES ('u-de', 'run-1', 'done', 100)`],
  [
    `INSERT INTO voice_profiles (user_id, profile, analysis, source_file_ids)
     VALUES ('u-de', $1::jsonb, $2::jsonb, '["f-1"]')`,
    [JSON.stringify(LEARNED.profile), JSON.stringify({ ...LEARNED.analysis, files_analyzed: 1 })],
  ],
  [
    `INSERT INTO generations (id, user_id, prompt, content_type, generated_text, word_count, character_count,
     language, length, provider, model, voice_match)
   VALUES ('g-de', 'u-de', 'Ein Brief', 'email', 'Liebe Leser.', 2, 12, 'de', 'small', 'builtin', 'm', 74),
          ('g-en', 'u-en', 'A note', 'email', 'Dear readers.', 2, 13, 'en', 'small', 'builtin', 'm', 70)`,
  ],
];

/** The migrated rows: one default voice per account, holding all it had; then the calls of before still work. */
async function checkMigrated(server: TestServer) {
  const { db } = server.database;
  const all = await db.select().from(voices).orderBy(asc(voices.createdAt));
  expect(all.map((v) => [v.userId, v.name, v.isDefault, v.rules, v.bannedPhrases])).toEqual([
    ['u-de', 'Meine Stimme', true, [], []],
    ['u-en', 'My voice', true, [], []],
  ]);
  const de = all[0]!.id;
  const en = all[1]!.id;
  expect((await db.select().from(files).orderBy(asc(files.id))).map((f) => [f.id, f.voiceId])).toEqual([
    ['f-1', de],
    ['f-2', de],
  ]);
  expect((await db.select().from(fileSections)).map((s) => [s.id, s.voiceId])).toEqual([['s-1', de]]);
  expect((await db.select().from(fileUploads)).map((u) => [u.fileId, u.voiceId])).toEqual([['f-2', de]]);
  expect((await db.select().from(voiceAnalyses)).map((a) => [a.id, a.voiceId, a.userId])).toEqual([
    ['run-1', de, 'u-de'],
  ]);
  const [profile] = await db.select().from(voiceProfiles);
  expect(profile).toMatchObject({ voiceId: de, userId: 'u-de', profile: PROFILE, sourceFileIds: ['f-1'] });
  const items = await db.select().from(generations).orderBy(asc(generations.id));
  expect(items.map((g) => [g.id, g.voiceId, g.voiceName, g.mode, g.sourceText, g.voiceMatch])).toEqual([
    ['g-de', de, 'Meine Stimme', 'generate', null, 74],
    ['g-en', en, 'My voice', 'generate', null, 70],
  ]);

  // The calls of before, with no voice_id, see all of it.
  const client = await signIn(
    server,
    { id: 'u-de', email: 'de@example.com', password: 'x' },
    new Client(server, 'de'),
  );
  const listed = await client.get<{ files: { id: string }[] }>('/files');
  expect(listed.body.files.map((f) => f.id).sort()).toEqual(['f-1', 'f-2']);
  const got = await client.get<{ has_profile: boolean; profile: typeof PROFILE }>('/voice-profile');
  expect(got.body).toMatchObject({ has_profile: true, profile: PROFILE });
  const run = await client.get<{ run: { id: string; state: string } }>('/voice-profile/analysis');
  expect(run.body.run).toMatchObject({ id: 'run-1', state: 'done' });
  const history = await client.get<{ content: { id: string; voice_name: string; voice_id: string }[] }>(
    '/content/history',
  );
  expect(history.body.content).toEqual([
    expect.objectContaining({ id: 'g-de', voice_id: de, voice_name: 'Meine Stimme' }),
  ]);
  const voiceList = await client.get<{ voices: { id: string; file_count: number; has_profile: boolean }[] }>(
    '/voices',
  );
  expect(voiceList.body.voices).toEqual([
    expect.objectContaining({
      id: de,
      file_count: 2,
      has_profile: true,
      primary_tone: PROFILE.primary_tone,
      language: 'en',
    }),
  ]);
}

describe('migration 0013, voices', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies on PGlite over accounts with files, a profile and items, losing nothing', {
    timeout: 240_000,
  }, async () => {
    await withUpgradedServer('pglite', dir, BEFORE, OLD_ROWS, checkMigrated);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'applies on PostgreSQL over accounts with files, a profile and items, losing nothing',
    { timeout: 120_000 },
    async () => {
      await withUpgradedServer('postgres', dir, BEFORE, OLD_ROWS, checkMigrated);
    },
  );
});

/**
 * Migration 0015 (decision 041) drops `mail_outbox`, the hand-made mail sender's queue (mail is a pg-boss job
 * since decision 027). A database migrated up to 0014 with rows in that table — one pending, one failed for
 * good — and an account is opened by the app, which applies 0015: the table is gone, the account is as it
 * was, and mail goes out through the job queue — on PGlite and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from './factories.js';
import { Client, lastToken, type TestServer } from './helpers.js';
import { type OldRow, withUpgradedServer } from './support/old-database.js';

const BEFORE = '0015_mail_outbox_dropped';

/** An account and the outbox rows the app of before wrote (a reset mail waiting, a notice that failed). */
const OLD_ROWS: OldRow[] = [
  [
    `INSERT INTO users (id, email, password_hash, language, email_confirmed)
     VALUES ('u-old', 'old@example.com', 'x', 'fr', true)`,
  ],
  [
    `INSERT INTO mail_outbox (kind, payload, status, attempts, last_error)
     VALUES ('auth.reset', '{"email": "old@example.com", "lang": "fr"}', 'pending', 0, null),
            ('auth.notice', '{"mail": {"to": "old@example.com"}}', 'failed', 8, 'connection refused')`,
  ],
];

async function checkMigrated(server: TestServer) {
  const { db } = server.database;
  const table = await db.execute<{ name: string | null }>(
    sql`SELECT to_regclass('mail_outbox')::text AS name`,
  );
  expect(table.rows[0]?.name).toBeNull();

  // The account signs in as before, and a mail it asks for goes out through the job queue.
  const client = await signIn(
    server,
    { id: 'u-old', email: 'old@example.com', password: 'x' },
    new Client(server, 'fr'),
  );
  expect((await client.get('/auth/check-auth')).status).toBe(200);
  const asked = await new Client(server, 'fr').post('/auth/request-password-reset', {
    email: 'old@example.com',
  });
  expect(asked.status).toBe(200);
  await server.app.ctx.outbox.idle();
  expect(await lastToken(server, 'old@example.com', '/reset-password')).toMatch(/^[\w-]{43}$/);
}

describe('migration 0015, mail_outbox dropped', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-migration-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies on PGlite over a database with queued and failed mail rows', { timeout: 240_000 }, async () => {
    await withUpgradedServer('pglite', dir, BEFORE, OLD_ROWS, checkMigrated);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'applies on PostgreSQL over a database with queued and failed mail rows',
    { timeout: 120_000 },
    async () => {
      await withUpgradedServer('postgres', dir, BEFORE, OLD_ROWS, checkMigrated);
    },
  );
});

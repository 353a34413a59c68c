/**
 * Database#bulkWrite (decision 043): on PGlite, long writes queue in the process, one at a time, so a read that
 * comes in while they wait runs behind the one in progress, not behind every one queued; on PostgreSQL they
 * run at once, each on a connection of its own.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { workerDatabaseUrl } from './helpers.js';

/** A transaction through bulkWrite that notes its start in `order` and holds the database until released. */
function heldWrite(database: Database, name: string, order: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const began = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = database.bulkWrite(() =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push(name);
      started();
      await released;
    }),
  );
  return { began, release, done };
}

describe('bulk writes on PGlite', () => {
  it('lets a read that comes in behind two queued writes run after the first, not after both', async () => {
    const database = await openDatabase({ databaseUrl: 'pglite:memory', dataDir: '' });
    try {
      const order: string[] = [];
      const first = heldWrite(database, 'first write', order);
      await first.began;
      const second = heldWrite(database, 'second write', order);
      second.release();
      const read = database.db.execute(sql`select 1`).then(() => order.push('read'));
      first.release();
      await Promise.all([first.done, second.done, read]);
      // Straight into PGlite's own queue, the second write would have been ahead of the read.
      expect(order).toEqual(['first write', 'read', 'second write']);
    } finally {
      await database.close();
    }
  });

  it('runs the next write after one that failed, and gives each its own answer', async () => {
    const database = await openDatabase({ databaseUrl: 'pglite:memory', dataDir: '' });
    try {
      const failed = database.bulkWrite(() =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('refused');
        }),
      );
      const next = database.bulkWrite(async () => {
        const result = await database.db.execute<{ n: number }>(sql`select 2 as n`);
        return result.rows[0]?.n;
      });
      await expect(failed).rejects.toThrow('refused');
      expect(await next).toBe(2);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('bulk writes on PostgreSQL', () => {
  it('runs them at once, each in its own transaction', async () => {
    const database = await openDatabase({ databaseUrl: await workerDatabaseUrl(), dataDir: '' });
    try {
      const order: string[] = [];
      const first = heldWrite(database, 'first write', order);
      const second = heldWrite(database, 'second write', order);
      // Both hold a transaction at the same time: neither waits for the other to end.
      await Promise.all([first.began, second.began]);
      expect(order).toHaveLength(2);
      first.release();
      second.release();
      await Promise.all([first.done, second.done]);
    } finally {
      await database.close();
    }
  });
});

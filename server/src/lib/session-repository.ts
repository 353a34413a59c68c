/** SQL of the sessions table — its one owner. The session plugin and the account rules both go through it. */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';
import { statement } from '../db/statements.js';

/**
 * The live session with this id hash and its user, or null. Every API request asks, so the statement is built
 * once and named: a primary-key lookup, whose plan PostgreSQL may keep (statements.ts).
 */
export async function findSession(
  db: Db,
  idHash: string,
  now: Date,
): Promise<{ user: UserRow; lastSeenAt: Date } | null> {
  const [row] = await statement(db, 'session:find', () =>
    db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
      )
      .prepare('inkprint_session_find'),
  ).execute({ idHash, now });
  return row ?? null;
}

export async function insertSession(
  db: DbOrTx,
  values: { idHash: string; userId: string; expiresAt: Date; userAgent: string },
) {
  await db.insert(sessions).values(values);
}

/** Slides the expiry: the session lives until `expiresAt` from now on. */
export async function touchSession(db: DbOrTx, idHash: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user, or every one but `keep`. */
export async function deleteUserSessions(db: DbOrTx, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep)) : eq(sessions.userId, userId));
}

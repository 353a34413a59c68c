/** SQL of accounts, sessions and tokens. Returns null/false for "not found". */
import { and, eq, gt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  authTokens,
  contactMessages,
  sessions,
  type TokenPurpose,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { newId, randomToken, sha256 } from '../../lib/crypto.js';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Inserts the account unless the e-mail exists; null means it existed (even under a concurrent insert). */
export async function insertUserIfNew(
  db: DbOrTx,
  values: { email: string; passwordHash: string; language: string },
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'companyName' | 'passwordHash' | 'emailConfirmed'>
  >,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Issues a token and returns the raw value. Reset tokens replace earlier ones (only the newest link works);
 * confirmation links all stay valid until they expire, so any mail the user opens works.
 */
export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose, ttlMs: number) {
  const token = randomToken();
  if (purpose === 'reset_password') {
    await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
  }
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** A valid, unexpired token's user id, without using it up. */
export async function peekToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.purpose, purpose),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/** Uses a token up atomically: of two concurrent uses, one wins. */
export async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.purpose, purpose),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
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

/** Removes the user; every owned row goes with it (foreign keys cascade), plus contact messages by e-mail. */
export async function deleteUserEverywhere(db: DbOrTx, user: UserRow) {
  await db
    .delete(contactMessages)
    .where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email)));
  await db.delete(users).where(eq(users.id, user.id));
}

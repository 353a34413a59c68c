/** SQL of accounts and tokens (sessions: lib/session-repository.ts). Returns null/false for "not found". */
import { and, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, type TokenPurpose, type UserRow, users } from '../../db/schema/index.js';
import { newId, randomToken, sha256 } from '../../lib/crypto.js';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
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
 * Issues a token and returns the raw value. Several tokens of one purpose may be valid at once (a new reset
 * request must not kill the link the owner already holds); using one ends them all (`consumeToken`).
 * A confirmation token made by a registration carries that registration's password hash.
 */
export async function issueToken(
  db: DbOrTx,
  opts: { userId: string; purpose: TokenPurpose; ttlMs: number; passwordHash?: string },
) {
  const token = randomToken();
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    userId: opts.userId,
    purpose: opts.purpose,
    passwordHash: opts.passwordHash ?? null,
    expiresAt: new Date(Date.now() + opts.ttlMs),
  });
  return token;
}

export async function deleteToken(db: DbOrTx, token: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

/** The row of this token, for this purpose, not expired. */
function live(token: string, purpose: TokenPurpose) {
  return and(
    eq(authTokens.tokenHash, sha256(token)),
    eq(authTokens.purpose, purpose),
    gt(authTokens.expiresAt, new Date()),
  );
}

/** A valid, unexpired token's user id, without using it up. */
export async function peekToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await db.select({ userId: authTokens.userId }).from(authTokens).where(live(token, purpose));
  return row?.userId ?? null;
}

/**
 * Uses a token up atomically (of two concurrent uses, one wins) and ends every other token of the same
 * purpose for that user: one reset link used kills the others; one registration confirmed kills the
 * other pending registrations of the address.
 */
export async function consumeToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; passwordHash: string | null } | null> {
  const [row] = await db
    .delete(authTokens)
    .where(live(token, purpose))
    .returning({ userId: authTokens.userId, passwordHash: authTokens.passwordHash });
  if (!row) return null;
  await deleteUserTokens(db, row.userId, [purpose]);
  return row;
}

export async function deleteUserTokens(db: DbOrTx, userId: string, purposes: readonly TokenPurpose[]) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), inArray(authTokens.purpose, [...purposes])));
}

/** Password hashes of the still-pending registrations of an unconfirmed account, newest first. */
export async function pendingRegistrationHashes(db: DbOrTx, userId: string, limit: number) {
  const rows = await db
    .select({ hash: authTokens.passwordHash })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'confirm_email'),
        isNotNull(authTokens.passwordHash),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(limit * 4);
  return [...new Set(rows.map((r) => r.hash as string))].slice(0, limit);
}

/**
 * Removes the user; every owned row goes with it (foreign keys cascade). Contact messages belong to the
 * signed-in sender's id only, never to whoever owns the typed address.
 */
export async function deleteUser(db: DbOrTx, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

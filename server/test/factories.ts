/**
 * Factories: rows made directly in the database, so tests that are not about sign-up need no mail round
 * trip. `createUser` makes an account, `signIn` gives a client a session row and its signed cookie.
 * Room for `createFile` and `createGeneration` as those features land.
 */
import { SESSION_COOKIE, TOKEN_TTL } from '@inkprint/shared';
import { users } from '../src/db/schema/index.js';
import { newId, randomToken, sha256 } from '../src/lib/crypto.js';
import { hashPassword } from '../src/lib/password.js';
import { insertSession } from '../src/plugins/session-repository.js';
import { Client, STRONG_PASSWORD, type TestServer, uniqueEmail } from './helpers.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  server: TestServer,
  opts: { confirmed?: boolean; email?: string; password?: string; language?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? STRONG_PASSWORD;
  const id = newId();
  await server.database.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    emailConfirmed: opts.confirmed ?? true,
    language: opts.language ?? 'en',
  });
  return { id, email, password };
}

/** A session for the user, as a login would make it, held by `client`. */
export async function signIn(server: TestServer, user: TestUser, client = new Client(server)) {
  const id = randomToken();
  await insertSession(server.database.db, {
    idHash: sha256(id),
    userId: user.id,
    expiresAt: new Date(Date.now() + TOKEN_TTL.sessionMs),
    userAgent: 'factory',
  });
  client.cookie = `${SESSION_COOKIE}=${encodeURIComponent(server.app.signCookie(id))}`;
  return client;
}

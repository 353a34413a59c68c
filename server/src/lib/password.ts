/**
 * argon2id password hashing (OWASP parameters: 19 MiB, 2 passes, 1 lane). @node-rs/argon2 defaults to
 * argon2id; the Algorithm const enum is left out on purpose (it breaks isolatedModules).
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash it still does the same work against a dummy hash, so a login for
 * an unknown e-mail takes as long as one with a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('inkprint-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

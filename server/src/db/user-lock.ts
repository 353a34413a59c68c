/**
 * The per-user lock that orders every change to a user's writing: upload, delete, clear-all, storing an
 * analysis, deleting a voice (files, voice-profile and voices all take it).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { users } from './schema/index.js';

/**
 * Locks the user's row until the transaction ends: two uploads racing for the last slot, or an upload and
 * an analysis, take turns. `select … for update` works the same on PostgreSQL and PGlite.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** SQL of contact messages. */
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: DbOrTx, values: NewContactMessage) {
  await db.insert(contactMessages).values(values);
}

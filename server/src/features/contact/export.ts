/** The contact part of "download my data": messages sent while signed in. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    created_at: m.createdAt.toISOString(),
  }));
}

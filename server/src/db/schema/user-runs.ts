/**
 * The runs a user has under way, at most one of each kind (generation, analysis; decision 015). A row is a
 * lease: taken by one statement that inserts it, or takes it over once it has expired (a process that died
 * mid-run frees its lease that way), and deleted when the run ends. In the database, so every app instance
 * sharing it sees the same runs.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const userRuns = pgTable(
  'user_runs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Whose lease it is: only the holder's release deletes it. */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

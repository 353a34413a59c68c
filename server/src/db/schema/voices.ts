/**
 * The voices of an account (issue #24, decision 033): each holds its own files, sections, uploads, analysis and
 * profile (all keyed by `voice_id`) and its own rules. Every account has at least one, and exactly one default,
 * which the calls without `voice_id` use. Names are unique per account, whatever their case.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const voices = pgTable(
  'voices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Free-form guidance for every draft of this voice (VOICE_LIMITS). */
    rules: jsonb('rules').$type<string[]>().notNull().default([]),
    /** Phrases no draft of this voice may hold (VOICE_LIMITS). */
    bannedPhrases: jsonb('banned_phrases').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('voices_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('voices_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    // At most one default per account; the service keeps it exactly one (decision 033).
    uniqueIndex('voices_user_default_unique').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
export type VoiceRow = typeof voices.$inferSelect;

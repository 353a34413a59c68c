/** One voice profile per voice: the profile summary the API returns and the full analysis, as produced by @inkprint/voice. */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { voices } from './voices.js';

export const voiceProfiles = pgTable(
  'voice_profiles',
  {
    /** One profile per voice (decision 033). */
    voiceId: text('voice_id')
      .primaryKey()
      .references(() => voices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').notNull(),
    analysis: jsonb('analysis').notNull(),
    /** The files that fed this profile: deleting one of them resets (deletes) the profile. */
    sourceFileIds: jsonb('source_file_ids').$type<string[]>().notNull().default([]),
    engineVersion: integer('engine_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('voice_profiles_user_idx').on(t.userId)],
);

/**
 * The latest voice analysis of each user (decision 028): queued by the web process with its job, moved on by
 * the job on whichever worker runs it (stage and percent), and ended with `done` or `failed` and the error the
 * user is shown. One row per user, so one analysis at a time and a progress line any process can read.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { voices } from './voices.js';

export const voiceAnalyses = pgTable(
  'voice_analyses',
  {
    /** One analysis row per voice (decision 033). */
    voiceId: text('voice_id')
      .primaryKey()
      .references(() => voices.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A new id for every analysis asked for: the job carries it, and a stale job's writes are ignored. */
    id: text('id').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    /** `waiting_files`, `reading`, `analyzing`, `saving`; null while queued and once ended. */
    stage: text('stage'),
    percent: integer('percent').notNull().default(0),
    /** The error code of a failed analysis (NO_USABLE_FILES, NOT_ENOUGH_PROSE, ANALYSIS_TIMEOUT, INTERNAL). */
    errorCode: text('error_code'),
    /** What the error's message needs (the words missing, say). */
    errorParams: jsonb('error_params').$type<Record<string, number>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('voice_analyses_user_idx').on(t.userId)],
);

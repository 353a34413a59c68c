/** Generated content (history) and the daily quota counter it is charged to. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { voices } from './voices.js';

export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    contentType: text('content_type').notNull(),
    generatedText: text('generated_text').notNull(),
    wordCount: integer('word_count').notNull(),
    characterCount: integer('character_count').notNull(),
    language: text('language').notNull(),
    length: text('length').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    /** The seed the draft was made from (the built-in engine is deterministic per seed; "regenerate" draws a new one). */
    seed: integer('seed').notNull().default(0),
    voiceMatch: integer('voice_match'),
    /** The (up to three) biggest differences voiceMatch found, as @inkprint/voice returns them. */
    voiceMatchDifferences: jsonb('voice_match_differences').$type<unknown[]>().notNull().default([]),
    /**
     * What the score compared (`{compared, profile_language, text_language}`, decision 005); null for items
     * stored before it was recorded (migration 0006).
     */
    voiceMatchBasis: jsonb('voice_match_basis').$type<unknown>(),
    /**
     * The score of generic copy for the same brief, type, language, length and seed (the offline writer with
     * no profile) against the same profile: "+N points more like you than generic copy". Null whenever
     * `voice_match` is, and for items made before it was recorded (migration 0010, decision 023).
     */
    genericVoiceMatch: integer('generic_voice_match'),
    /** Whether a correction pass was made. */
    revised: boolean('revised').notNull().default(false),
    /**
     * The client closed the stream after part of the text had reached it: the item holds what was sent, and
     * the unit stays spent (migration 0009, decision 019).
     */
    cutShort: boolean('cut_short').notNull().default(false),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The voice it was written in; null once that voice is deleted (decision 033). */
    voiceId: text('voice_id').references(() => voices.id, { onDelete: 'set null' }),
    /** The voice's name at the time, kept after the voice is deleted. */
    voiceName: text('voice_name'),
    /** `generate` (from a brief) or `rewrite` (from the user's own text). */
    mode: text('mode', { enum: ['generate', 'rewrite'] })
      .notNull()
      .default('generate'),
    /** The text a rewrite started from; null for generated items. */
    sourceText: text('source_text'),
    /** The source text's own score against the voice (rewrites). */
    sourceVoiceMatch: integer('source_voice_match'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Prompt and text folded for search (lower case, accents removed) by the SQL function inkprint_fold
     * (migration 0004), joined by U+001F, a character no search may hold, so no match spans both; filled by
     * the database, never by the app. Decision 011.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`inkprint_fold(prompt || U&'\\001f' || generated_text)`),
  },
  (t) => [
    // History: newest first per user, with or without a type filter; id breaks ties (decision 011).
    index('generations_user_idx').on(t.userId, t.createdAt, t.id),
    index('generations_user_type_idx').on(t.userId, t.contentType, t.createdAt, t.id),
    // History of one voice, newest first (decision 033).
    index('generations_voice_idx').on(t.voiceId, t.createdAt, t.id),
    // Search: trigrams of the folded text under the user's id (btree_gin), so a search reads only that user's
    // matches, however many other users the table holds, and its plan never depends on the pattern (decision 014).
    index('generations_user_search_idx').using('gin', t.userId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Items per user and type, kept by a trigger on `generations` (migration 0004), so the history's totals and
 * the stats read a handful of rows instead of counting 10,000 (decision 011). Rows may hold 0.
 */
export const generationCounts = pgTable(
  'generation_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentType] })],
);

export const generationUsage = pgTable(
  'generation_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

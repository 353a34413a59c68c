/**
 * Uploaded writing samples. The original bytes are never kept: only the extracted text, split into
 * sections, with what extraction and analysis learned about each.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

import { users } from './users.js';

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: ['completed', 'processing', 'failed'] }).notNull(),
    contentSections: integer('content_sections').notNull().default(0),
    totalWords: integer('total_words').notNull().default(0),
    language: text('language'),
    error: text('error'),
    extractedText: text('extracted_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('files_user_idx').on(t.userId, t.createdAt)],
);

export const fileSections = pgTable(
  'file_sections',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    heading: text('heading'),
    text: text('text').notNull(),
    wordCount: integer('word_count').notNull(),
    language: text('language'),
    contentType: text('content_type'),
    priority: text('priority'),
    details: jsonb('details'),
    /**
     * The section's words for retrieval (decision 015): lower-cased, unstemmed ('simple'), of its first
     * 100,000 characters (a tsvector holds at most 1 MB). A generation asks the index for the sections with
     * the brief's words instead of reading every section.
     */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, left("text", 100000))`),
  },
  (t) => [
    index('file_sections_file_idx').on(t.fileId, t.position),
    index('file_sections_user_idx').on(t.userId),
    index('file_sections_search_idx').using('gin', t.userId, t.search),
  ],
);

/**
 * Uploaded writing samples. The original bytes are kept only until the file is extracted (`file_uploads`,
 * decision 028): then only the extracted text, split into sections, with what extraction and analysis
 * learned about each.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** PostgreSQL's bytea, as a Buffer (node-postgres and PGlite both return one; PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

import { users } from './users.js';
import { voices } from './voices.js';

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id')
      .notNull()
      .references(() => voices.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: ['completed', 'processing', 'failed'] }).notNull(),
    contentSections: integer('content_sections').notNull().default(0),
    totalWords: integer('total_words').notNull().default(0),
    language: text('language'),
    error: text('error'),
    extractedText: text('extracted_text').notNull().default(''),
    /** PDF pages, and the pages read when the word cap stopped the reader (decision 037); null otherwise. */
    pages: integer('pages'),
    pagesRead: integer('pages_read'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('files_user_idx').on(t.userId, t.createdAt),
    index('files_voice_idx').on(t.voiceId, t.createdAt),
  ],
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
    voiceId: text('voice_id')
      .notNull()
      .references(() => voices.id, { onDelete: 'cascade' }),
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
    index('file_sections_voice_idx').on(t.voiceId),
    // Retrieval reads one voice's sections (decision 033), so the search index is under the voice's id.
    index('file_sections_search_idx').using('gin', t.voiceId, t.search),
  ],
);

/**
 * The original bytes of a file that is still `processing` (decision 028): written in the transaction that
 * stores the batch, read by the extraction job on whichever worker takes it, and deleted in the transaction
 * that stores the extracted text. Nothing else reads it; a file's row going (delete, clear-all, account
 * deletion) takes its bytes with it.
 */
export const fileUploads = pgTable(
  'file_uploads',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: text('voice_id')
      .notNull()
      .references(() => voices.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    /** Extraction runs begun on these bytes: a file that ends its worker every time is failed, not retried forever. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('file_uploads_user_idx').on(t.userId)],
);

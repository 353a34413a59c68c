/**
 * Uploaded writing samples. The original bytes are never kept: only the extracted text, split into
 * sections, with what extraction and analysis learned about each.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    index('file_sections_file_idx').on(t.fileId, t.position),
    index('file_sections_user_idx').on(t.userId),
  ],
);

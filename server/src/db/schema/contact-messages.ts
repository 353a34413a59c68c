/** Messages sent through the contact form; linked to the account when the sender was signed in. */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId), index('contact_messages_email_idx').on(t.email)],
);

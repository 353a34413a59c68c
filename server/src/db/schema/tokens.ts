/**
 * Single-use e-mail confirmation and password reset tokens, stored as SHA-256 hashes. A confirmation token
 * made by a registration carries that registration's password hash: confirming with it activates exactly
 * that password (so whoever registered first cannot keep theirs — no account pre-hijacking).
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const tokenPurposes = ['confirm_email', 'reset_password'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: tokenPurposes }).notNull(),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

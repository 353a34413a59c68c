/**
 * Legacy (decision 027): mail is a pg-boss job now; pending rows are handed over to it once at start
 * (`handOverOutbox`), and a later migration drops the table. Was: the mail queue: rows written in the transaction of the request that causes a mail and delivered after
 * commit by the sender in `mail/queue.ts`, which retries with back-off. The request path never waits on
 * mail, so an answer's timing says nothing about whether an account exists.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler turns the payload into a mail (e.g. `auth.reset`, `mail.ready`). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A sender holds the row until then; another instance takes it over if that sender died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

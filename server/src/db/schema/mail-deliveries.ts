/**
 * Mails the SMTP server accepted, by the id of the `mail` job that sent them (decision 027): written right
 * after the send, read first by every run of a mail job, so a job that runs again after its worker died
 * sends nothing twice. Swept after 30 days, far beyond any job's retries.
 */
import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: uuid('job_id').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

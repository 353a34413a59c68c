/**
 * Mail on the job queue (decision 027). A request sends a `mail` job in its own transaction (`enqueue`), so
 * the mail exists exactly when the change that causes it does; a process that runs jobs asks the kind's
 * handler for the mail (looking the account up, minting a token: work kept off the request path, so the
 * answer to "send me a reset link" takes the same time whether or not the account exists), sends it, and
 * discards what preparing did when sending fails. pg-boss retries with back-off and dead-letters the job
 * with a log line after its last try.
 *
 * Sent once: right after the SMTP server accepted a mail, a `mail_deliveries` row keyed by the job's id is
 * written; a job that runs again (its worker died before pg-boss marked it done) finds it and sends nothing.
 * The Message-ID is derived from the job id too, so even a mail sent twice in the instant between the
 * server's acceptance and that row is one message to the recipient's mail system.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { mailDeliveries } from '../db/schema/index.js';
import type { Jobs } from '../jobs/types.js';
import type { Mailer, OutgoingMail } from './transport.js';

export interface PreparedMail {
  mail: OutgoingMail;
  /** Undoes what preparing did (e.g. deletes a minted token) when the mail could not be sent. */
  discard?: () => Promise<void>;
}

/** Turns a job's payload into a mail, or null when nothing is to be sent (unknown account, mail cap). */
export type MailJobHandler = (payload: Record<string, unknown>) => Promise<PreparedMail | null>;

export interface MailQueue {
  on(kind: string, handler: MailJobHandler): void;
  /** Sends a `mail` job; pass the request's transaction so the job exists exactly when the change does. */
  enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<void>;
  /** Wakes this process's mail handler: call it after the transaction the mail was enqueued in committed. */
  kick(): void;
  /** Resolves when every job due now has been tried (tests). */
  idle(): Promise<void>;
}

/** A mail rendered on the request path and sent as it is (e.g. a contact message to support): `{mail}`. */
export const READY_MAIL = 'mail.ready';
/** The job that delivers every mail. */
export const MAIL_JOB = 'mail';

interface MailJobData {
  kind: string;
  payload: Record<string, unknown>;
}

export function createMailQueue(opts: {
  jobs: Jobs;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): MailQueue {
  const { jobs, db, mailer } = opts;
  const handlers = new Map<string, MailJobHandler>([
    [READY_MAIL, async (p) => ({ mail: p.mail as OutgoingMail })],
  ]);

  jobs.define<MailJobData>(
    MAIL_JOB,
    async ({ kind, payload }, job) => {
      const [sent] = await db
        .select({ jobId: mailDeliveries.jobId })
        .from(mailDeliveries)
        .where(eq(mailDeliveries.jobId, job.id));
      if (sent) {
        job.log.info({ kind }, 'mail already sent by an earlier run of this job');
        return;
      }
      const handler = handlers.get(kind);
      if (!handler) throw new Error(`no mail handler for ${kind}`);
      const prepared = await handler(payload);
      if (!prepared) return;
      try {
        await mailer.send({ ...prepared.mail, messageId: messageIdOf(job.id) });
      } catch (err) {
        await prepared.discard?.().catch(() => {});
        throw err;
      }
      await db.insert(mailDeliveries).values({ jobId: job.id }).onConflictDoNothing();
    },
    // 10 s, 20 s, 40 s … between tries (each up to twice that), eight tries in all; a send that hangs is
    // given up after two minutes and tried again.
    { retryLimit: 7, retryDelay: 10, expireInSeconds: 120 },
  );

  return {
    on(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(tx, kind, payload) {
      await jobs.send<MailJobData>(MAIL_JOB, { kind, payload }, { tx });
    },
    kick() {
      jobs.wake(MAIL_JOB);
    },
    idle: () => jobs.idle(),
  };
}

export function messageIdOf(jobId: string) {
  return `<${jobId}@inkprint.mail>`;
}

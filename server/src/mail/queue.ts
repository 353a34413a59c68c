/**
 * The mail queue over the `mail_outbox` table. A request writes a job in its own transaction (`enqueue`)
 * and calls `kick()` after commit; the sender claims due jobs (`FOR UPDATE SKIP LOCKED`, so several app
 * instances share one queue), asks the job kind's handler for the mail, sends it, and deletes the job.
 * A failed send is retried with exponential back-off, up to MAX_ATTEMPTS, then kept as `failed`.
 *
 * Handlers do the work that used to sit on the request path (looking the account up, minting a token), so
 * the answer to "send me a reset link" takes the same time whether or not the account exists.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { logContext } from '../lib/log-context.js';
import { safeError } from '../lib/safe-error.js';
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
  /** Writes a job; pass the request's transaction so the job exists exactly when the change does. */
  enqueue(db: DbOrTx, kind: string, payload: Record<string, unknown>): Promise<void>;
  /** Starts delivering due jobs soon, off the request path. Call after the transaction committed. */
  kick(): void;
  /** Resolves when every job due now has been tried (tests and shutdown). */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** A mail rendered on the request path and sent as it is (e.g. a contact message to support): `{mail}`. */
export const READY_MAIL = 'mail.ready';

const BATCH = 20;
const LEASE_MS = 2 * 60 * 1000;
const POLL_MS = 5000;
export const MAX_ATTEMPTS = 8;

/** 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

export function createMailQueue(opts: { db: DbOrTx; mailer: Mailer; log: FastifyBaseLogger }): MailQueue {
  const { db, mailer, log } = opts;
  const handlers = new Map<string, MailJobHandler>([
    [READY_MAIL, async (p) => ({ mail: p.mail as OutgoingMail })],
  ]);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  async function claim() {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(job: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers.get(job.kind);
    let prepared: PreparedMail | null = null;
    try {
      if (!handler) throw new Error(`no mail handler for ${job.kind}`);
      prepared = await handler(job.payload as Record<string, unknown>);
      if (prepared) await mailer.send(prepared.mail);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, job.id));
    } catch (err) {
      await prepared?.discard?.().catch(() => {});
      const failed = job.attempts >= MAX_ATTEMPTS;
      log.error(
        { err: safeError(err), job: job.id, kind: job.kind, attempts: job.attempts },
        failed ? 'mail given up after repeated failures' : 'mail could not be sent; will retry',
      );
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + backoffMs(job.attempts)),
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
        })
        .where(eq(mailOutbox.id, job.id));
    }
  }

  async function drain() {
    for (;;) {
      const jobs = await claim();
      if (jobs.length === 0) return;
      for (const job of jobs) await deliver(job);
    }
  }

  function kick() {
    // Jobs written while stopped stay in the table; the next start (of any instance) delivers them.
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // The drain may deliver other requests' mail too: it runs outside the scope of the request that kicked
    // it, so its lines never carry the wrong request's id (decision 031).
    running = logContext
      .exit(async () => {
        // Let the answer that caused the mail go out first.
        await new Promise((resolve) => setImmediate(resolve));
        do {
          again = false;
          await drain();
        } while (again);
      })
      .catch((err) => log.error({ err: safeError(err) }, 'mail queue could not be read'))
      .finally(() => {
        running = null;
      });
  }

  return {
    on(kind, handler) {
      handlers.set(kind, handler);
    },
    async enqueue(tx, kind, payload) {
      await tx.insert(mailOutbox).values({ kind, payload });
    },
    kick,
    async idle() {
      kick();
      while (running) await running;
    },
    start() {
      stopped = false;
      timer = setInterval(() => {
        if (!stopped) kick();
      }, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/**
 * The hourly sweep (decision 027): one scheduled job, run by one process across every process sharing the
 * database (pg-boss's cron), deletes the rows nothing reads any more — expired sessions and one-time tokens,
 * rate-limit hits older than the longest window (a day), leases of runs whose process died, and the
 * sent-mail markers of jobs long finished. A cut-short item is a kept item (decision 019): nothing to sweep.
 */
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { authTokens, mailDeliveries, rateLimitHits, sessions, userRuns } from '../../db/schema/index.js';

export const SWEEP_JOB = 'sweep';
const DAY_MS = 24 * 60 * 60 * 1000;

export function registerSweeps(ctx: AppContext) {
  const { db } = ctx.database;
  ctx.jobs.define(
    SWEEP_JOB,
    async (_data, job) => {
      const now = ctx.now();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const counts = {
        sessions: (
          await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash })
        ).length,
        tokens: (
          await db
            .delete(authTokens)
            .where(lt(authTokens.expiresAt, now))
            .returning({ id: authTokens.tokenHash })
        ).length,
        rateLimitHits: (
          await db
            .delete(rateLimitHits)
            .where(lt(rateLimitHits.at, dayAgo))
            .returning({ id: rateLimitHits.id })
        ).length,
        runLeases: (
          await db.delete(userRuns).where(lt(userRuns.expiresAt, now)).returning({ id: userRuns.userId })
        ).length,
        mailDeliveries: (
          await db
            .delete(mailDeliveries)
            .where(lt(mailDeliveries.sentAt, new Date(now.getTime() - 30 * DAY_MS)))
            .returning({ id: mailDeliveries.jobId })
        ).length,
      };
      job.log.info(counts, 'sweep done');
    },
    { retryLimit: 1, expireInSeconds: 600 },
  );
  ctx.jobs.schedule(SWEEP_JOB, '17 * * * *');
}

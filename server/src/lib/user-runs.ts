/**
 * At most one run of each kind per user at a time (decision 015): a generation and an analysis hold a lease
 * row in `user_runs` while they work, so one account cannot fill the worker threads and the database with
 * parallel runs while everyone else waits. The lease lives in the database, so it holds across every app
 * instance sharing it; a process that dies mid-run stops renewing its lease, and it expires on its own.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { userRuns } from '../db/schema/index.js';
import { randomToken } from './crypto.js';

export type RunKind = 'generation' | 'analysis';

/** A lease lasts this long past its last renewal: how long a crashed process can keep a user waiting. */
export const RUN_LEASE_MS = 60_000;
/** How often a run under way renews its lease. */
const RENEW_MS = 20_000;

export interface UserRun {
  /** Ends the lease (idempotent); the next run of that kind may start at once. */
  release(): Promise<void>;
}

/**
 * Takes the user's lease for `kind`, or answers null when a live run of that kind holds it. One statement:
 * the insert succeeds, or takes over an expired lease, or returns no row; two instances racing for it
 * cannot both win.
 */
export async function beginRun(opts: {
  db: DbOrTx;
  userId: string;
  kind: RunKind;
  now?: () => Date;
  onError?: (err: unknown) => void;
}): Promise<UserRun | null> {
  const { db, userId, kind } = opts;
  const now = opts.now ?? (() => new Date());
  const token = randomToken();
  const at = now();
  const taken = await db
    .insert(userRuns)
    .values({ userId, kind, token, expiresAt: new Date(at.getTime() + RUN_LEASE_MS) })
    .onConflictDoUpdate({
      target: [userRuns.userId, userRuns.kind],
      set: { token: sql`excluded.token`, expiresAt: sql`excluded.expires_at` },
      setWhere: lte(userRuns.expiresAt, at),
    })
    .returning({ token: userRuns.token });
  if (taken.length === 0) return null;
  const mine = and(eq(userRuns.userId, userId), eq(userRuns.kind, kind), eq(userRuns.token, token));
  const renew = setInterval(() => {
    db.update(userRuns)
      .set({ expiresAt: new Date(now().getTime() + RUN_LEASE_MS) })
      .where(mine)
      .catch((err: unknown) => opts.onError?.(err));
  }, RENEW_MS);
  renew.unref();
  let released: Promise<void> | undefined;
  return {
    release() {
      clearInterval(renew);
      released ??= db
        .delete(userRuns)
        .where(mine)
        .then(
          () => undefined,
          (err: unknown) => opts.onError?.(err),
        );
      return released;
    },
  };
}

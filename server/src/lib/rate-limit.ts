/**
 * Sliding-window rate limits counted in the database, so they hold across restarts and app instances.
 *
 * `take` counts and records in one step under a transaction-scoped advisory lock on the (bucket, key)
 * pair, so concurrent requests — on one instance or many — can never overshoot a limit: of 50 parallel
 * attempts with 9 left, exactly 9 go ahead. An attempt that turns out not to count (a right password)
 * gives its slot back with `release`.
 */
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import { AppError } from './errors.js';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export interface Slot {
  allowed: boolean;
  /** Seconds until one more attempt is allowed (0 when allowed). */
  retryAfter: number;
  /** The recorded hit, when allowed. */
  hitId?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records a hit when under the limit, atomically; answers whether the action may go ahead. */
export async function take(db: DbOrTx, limit: Limit, key: string): Promise<Slot> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${limit.bucket} ${key}`}, 0))`);
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await tx
      .select({ n: count(), oldest: min(rateLimitHits.at) })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)),
      );
    const n = Number(row?.n ?? 0);
    if (n >= limit.max) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      const retryAfter = Math.max(1, Math.ceil((oldest + limit.windowMs - Date.now()) / 1000));
      return { allowed: false, retryAfter } satisfies Slot;
    }
    const [hit] = await tx
      .insert(rateLimitHits)
      .values({ bucket: limit.bucket, key })
      .returning({ id: rateLimitHits.id });
    return { allowed: true, retryAfter: 0, hitId: hit?.id } satisfies Slot;
  });
  // Hits older than a day are deleted by the hourly sweep job (features/sweeps).
  return result;
}

/**
 * Takes one slot in each limit, or none: when one limit is reached, the slots already taken are given back.
 * Returns the hit ids (for `release`), or the longest wait.
 */
export async function takeAll(
  db: DbOrTx,
  wanted: readonly (readonly [Limit, string])[],
): Promise<{ allowed: true; hitIds: number[] } | { allowed: false; retryAfter: number }> {
  const hitIds: number[] = [];
  for (const [limit, key] of wanted) {
    const slot = await take(db, limit, key);
    if (!slot.allowed) {
      await release(db, hitIds);
      return { allowed: false, retryAfter: slot.retryAfter };
    }
    if (slot.hitId !== undefined) hitIds.push(slot.hitId);
  }
  return { allowed: true, hitIds };
}

/** Gives slots back (the attempt did not count). */
export async function release(db: DbOrTx, hitIds: readonly number[]): Promise<void> {
  if (hitIds.length) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...hitIds]));
}

/** Forgets every hit of a key (e.g. a successful login clears that client's failures for the e-mail). */
export async function clearHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Deletes the hits of a bucket whose key starts with `prefix` (keys that join an e-mail and an address). */
export async function clearHitsByPrefix(db: DbOrTx, bucket: string, prefix: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, bucket), sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`),
    );
}

/**
 * The message key and count saying how long to wait: seconds under a minute, then whole minutes, then hours,
 * each rounded up so that a retry at the time named goes through. `_one` is the singular in all five
 * languages (counts here are whole numbers of at least 1).
 */
export function waitMessage(retryAfter: number): { key: string; params: { count: number } } {
  const seconds = Math.max(1, Math.ceil(retryAfter));
  const minutes = Math.ceil(seconds / 60);
  const [unit, count] =
    seconds < 60
      ? ['seconds', seconds]
      : minutes < 60
        ? ['minutes', minutes]
        : ['hours', Math.ceil(minutes / 60)];
  return { key: `rate_limited_${unit}_${count === 1 ? 'one' : 'other'}`, params: { count } };
}

/** RATE_LIMITED with Retry-After, and a message that says how long that is. */
export function rateLimited(retryAfter: number): AppError {
  const wait = waitMessage(retryAfter);
  return new AppError('RATE_LIMITED', {
    headers: { 'retry-after': String(retryAfter) },
    messageKey: wait.key,
    params: wait.params,
  });
}

/** Takes a slot or throws RATE_LIMITED with Retry-After. */
export async function takeOrThrow(db: DbOrTx, limit: Limit, key: string): Promise<Slot> {
  const slot = await take(db, limit, key);
  if (!slot.allowed) throw rateLimited(slot.retryAfter);
  return slot;
}

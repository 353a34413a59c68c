/**
 * Sliding-window rate limits counted in the database, so they hold across restarts and app instances.
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';

export interface LimitState {
  allowed: boolean;
  /** Seconds until one more attempt is allowed (0 when allowed). */
  retryAfter: number;
}

export async function checkLimit(
  db: DbOrTx,
  bucket: string,
  key: string,
  max: number,
  windowMs: number,
): Promise<LimitState> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  const n = Number(row?.n ?? 0);
  if (n < max) return { allowed: true, retryAfter: 0 };
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000)) };
}

export async function recordHit(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, key });
  // Opportunistic clean-up keeps the table small without a scheduler.
  if (Math.random() < 0.02) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  }
}

export async function clearHits(db: DbOrTx, bucket: string, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Records a hit when under the limit; answers whether the action may go ahead. */
export async function consume(
  db: DbOrTx,
  bucket: string,
  key: string,
  max: number,
  windowMs: number,
): Promise<LimitState> {
  const state = await checkLimit(db, bucket, key, max, windowMs);
  if (state.allowed) await recordHit(db, bucket, key);
  return state;
}

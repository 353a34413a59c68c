/**
 * The daily generation quota (docs/api.md, "Content"): one counter per user per UTC day in
 * `generation_usage`. A generation reserves its unit in one atomic statement before the engine is called
 * (an upsert that only increments while `used < limit`), so concurrent requests, on one server process or
 * several sharing the database, can never pass the limit. The reservation keeps its day key: a refund
 * after midnight gives the unit back to the day it was taken from.
 */
import type { Quota } from '@inkprint/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { generationUsage } from '../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of `now`, as PostgreSQL's `date` writes it (YYYY-MM-DD). */
export function dayKey(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight after `now`. */
export function nextMidnight(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + DAY_MS);
}

/** Whole seconds from `now` until the next UTC midnight (at least 1): the `Retry-After` of QUOTA_EXCEEDED. */
export function secondsUntilReset(now: Date): number {
  return Math.max(1, Math.ceil((nextMidnight(now).getTime() - now.getTime()) / 1000));
}

/** A unit taken from the user's quota of `day`; given back with `refund`. */
export interface Reservation {
  userId: string;
  day: string;
  /** The day's count including this reservation. */
  used: number;
}

/**
 * Takes one unit of the user's quota for the UTC day of `now`, or returns null when the day's `limit` is
 * reached. One statement: the row is created at 1, or incremented only while it is under the limit.
 */
export async function reserve(
  db: DbOrTx,
  userId: string,
  now: Date,
  limit: number,
): Promise<Reservation | null> {
  if (limit <= 0) return null;
  const day = dayKey(now);
  const rows = await db
    .insert(generationUsage)
    .values({ userId, day, used: 1 })
    .onConflictDoUpdate({
      target: [generationUsage.userId, generationUsage.day],
      set: { used: sql`${generationUsage.used} + 1` },
      setWhere: sql`${generationUsage.used} < ${limit}`,
    })
    .returning({ used: generationUsage.used });
  const used = rows[0]?.used;
  return used === undefined ? null : { userId, day, used };
}

/** Gives a reserved unit back to the day it was taken from (never below zero). */
export async function refund(db: DbOrTx, reservation: Reservation): Promise<void> {
  await db
    .update(generationUsage)
    .set({ used: sql`${generationUsage.used} - 1` })
    .where(
      and(
        eq(generationUsage.userId, reservation.userId),
        eq(generationUsage.day, reservation.day),
        gt(generationUsage.used, 0),
      ),
    );
}

/** The user's count for a UTC day (`dayKey`). */
export async function usedOn(db: DbOrTx, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ used: generationUsage.used })
    .from(generationUsage)
    .where(and(eq(generationUsage.userId, userId), eq(generationUsage.day, day)));
  return row?.used ?? 0;
}

/** The API's quota object for a day with `used` units taken. */
export function quotaOf(used: number, limit: number, now: Date): Quota {
  return {
    daily_limit: limit,
    remaining: Math.max(0, limit - used),
    generations_used: used,
    resets_at: nextMidnight(now).toISOString(),
  };
}

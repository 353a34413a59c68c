/**
 * SQL of the history: the user's generated items, newest first, filtered by type and searched; one item;
 * deletion; counts for the stats. Every query is scoped to one user. Which index serves which query, and why
 * search runs on the folded `search_text` with a trigram index: decision 011.
 */
import { and, count, desc, eq, getTableColumns, gt, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { generationCounts, generations } from '../../db/schema/index.js';

/** A stored item without its search column, which only the database reads. */
const { searchText: _searchText, ...itemColumns } = getTableColumns(generations);

import type { GenerationRow } from './content-item.js';

export type { GenerationRow };

export interface HistoryFilter {
  contentType?: string;
  /** As the user typed it; folded by the database and matched as a literal substring. */
  search?: string;
}

/** `%`, `_` and `\` mean themselves in the search: escaped for LIKE (whose escape character is `\`). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function where(userId: string, filter: HistoryFilter): SQL {
  const parts: SQL[] = [eq(generations.userId, userId)];
  if (filter.contentType) parts.push(eq(generations.contentType, filter.contentType));
  if (filter.search) {
    // inkprint_fold (migration 0004) folds the pattern exactly as it folded the stored text.
    parts.push(
      sql`${generations.searchText} like '%' || inkprint_fold(${likeLiteral(filter.search)}) || '%'`,
    );
  }
  return and(...parts)!;
}

export async function listHistory(
  db: DbOrTx,
  userId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  const condition = where(userId, filter);
  const [rows, total] = await Promise.all([
    db
      .select(itemColumns)
      .from(generations)
      .where(condition)
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(page.limit)
      .offset(page.offset),
    filter.search ? countMatches(db, condition) : countStored(db, userId, filter.contentType),
  ]);
  return { rows, total };
}

async function countMatches(db: DbOrTx, condition: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(generations).where(condition);
  return row?.n ?? 0;
}

/** The user's items (of one type), from the counters the trigger keeps: no row of `generations` is read. */
async function countStored(db: DbOrTx, userId: string, contentType?: string): Promise<number> {
  const [row] = await db
    .select({ n: sum(generationCounts.n).mapWith(Number) })
    .from(generationCounts)
    .where(
      and(
        eq(generationCounts.userId, userId),
        contentType ? eq(generationCounts.contentType, contentType) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function findItem(db: DbOrTx, userId: string, id: string): Promise<GenerationRow | null> {
  const [row] = await db
    .select(itemColumns)
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.id, id)));
  return row ?? null;
}

/** False when the user has no such item. */
export async function deleteItem(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(generations)
    .where(and(eq(generations.userId, userId), eq(generations.id, id)))
    .returning({ id: generations.id });
  return gone.length > 0;
}

/** Deletes every item of the user; returns how many. */
export async function deleteAll(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db
    .delete(generations)
    .where(eq(generations.userId, userId))
    .returning({ id: generations.id });
  return gone.length;
}

/** Items per type (types with none left out), from the counters the trigger keeps. */
export async function countByType(db: DbOrTx, userId: string): Promise<{ type: string; n: number }[]> {
  return db
    .select({ type: generationCounts.contentType, n: generationCounts.n })
    .from(generationCounts)
    .where(and(eq(generationCounts.userId, userId), gt(generationCounts.n, 0)))
    .orderBy(generationCounts.contentType);
}

export async function latest(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: generations.id,
      contentType: generations.contentType,
      wordCount: generations.wordCount,
      createdAt: generations.createdAt,
    })
    .from(generations)
    .where(eq(generations.userId, userId))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(limit);
}

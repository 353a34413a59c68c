/**
 * SQL of the history: the user's generated items, newest first, filtered by type and searched; one item;
 * deletion; counts for the stats. Every query is scoped to one user. Which index serves which query, and why
 * search runs on the folded `search_text` with a trigram index: decision 011.
 */
import { and, count, desc, eq, getTableColumns, gt, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { generationCounts, generations } from '../../db/schema/index.js';
import { statement } from '../../db/statements.js';

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
  if (filter.search) parts.push(matchesSearch(likeLiteral(filter.search)));
  return and(...parts)!;
}

/**
 * `pattern` is already a LIKE literal; inkprint_fold (migration 0004) folds it as it folded the stored text.
 * The folded pattern is a subquery, worked out once per search rather than once per row checked, and opaque
 * to the planner: a search's plan is the same for every pattern (decision 014).
 */
function matchesSearch(pattern: Placeholder | string): SQL {
  return sql`${generations.searchText} like (select '%' || inkprint_fold(${pattern}) || '%')`;
}

/**
 * The listing's statements, one per shape (type filter or not, search or not), each returning a page and
 * the total in one round trip. All are named (statements.ts, decision 014): a listing's only plan worth
 * having is the ordered (user, created_at) index scan, and a search's is the user's part of the search
 * index, whoever searches for whatever.
 */
function pageStatement(db: Db, typed: boolean, searched: boolean) {
  return statement(db, `history:${typed}:${searched}`, () => {
    const userId = sql.placeholder('userId');
    const conditions = and(
      eq(generations.userId, userId),
      typed ? eq(generations.contentType, sql.placeholder('contentType')) : undefined,
      searched ? matchesSearch(sql.placeholder('search')) : undefined,
    );
    const newestFirst = [desc(generations.createdAt), desc(generations.id)];
    if (!searched) {
      // The total from the counters the trigger keeps: no row of `generations` is read for it.
      const total = sql<number>`(select coalesce(sum(${generationCounts.n}), 0)::int from ${generationCounts}
        where ${and(
          eq(generationCounts.userId, userId),
          typed ? eq(generationCounts.contentType, sql.placeholder('contentType')) : undefined,
        )})`;
      return db
        .select({ ...itemColumns, total })
        .from(generations)
        .where(conditions)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(typed ? 'inkprint_history_page_typed' : 'inkprint_history_page');
    }
    // A search reads the matching rows once: their ids and dates are counted and cut to the page, then only
    // the page's rows are read whole.
    const page = db.$with('page').as(
      db
        .select({ id: generations.id, total: sql<number>`(count(*) over ())::int`.as('total') })
        .from(generations)
        .where(conditions)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return db
      .with(page)
      .select({ ...itemColumns, total: page.total })
      .from(page)
      .innerJoin(generations, eq(generations.id, page.id))
      .orderBy(...newestFirst)
      .prepare(typed ? 'inkprint_history_search_typed' : 'inkprint_history_search');
  });
}

export async function listHistory(
  db: Db,
  userId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  const found = await pageStatement(db, Boolean(filter.contentType), Boolean(filter.search)).execute({
    userId,
    contentType: filter.contentType,
    search: filter.search ? likeLiteral(filter.search) : undefined,
    limit: page.limit,
    offset: page.offset,
  });
  if (found.length > 0) {
    const rows = found.map(({ total: _total, ...row }) => row);
    return { rows, total: found[0]!.total };
  }
  // An empty first page means nothing matches; a page past the end needs the total counted apart.
  if (page.offset === 0) return { rows: [], total: 0 };
  const total = filter.search
    ? await countMatches(db, where(userId, filter))
    : await countStored(db, userId, filter.contentType);
  return { rows: [], total };
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
export async function countByType(db: Db, userId: string): Promise<{ type: string; n: number }[]> {
  return statement(db, 'history:countByType', () =>
    db
      .select({ type: generationCounts.contentType, n: generationCounts.n })
      .from(generationCounts)
      .where(and(eq(generationCounts.userId, sql.placeholder('userId')), gt(generationCounts.n, 0)))
      .orderBy(generationCounts.contentType)
      .prepare('inkprint_stats_by_type'),
  ).execute({ userId });
}

export async function latest(db: Db, userId: string, limit: number) {
  return statement(db, 'history:latest', () =>
    db
      .select({
        id: generations.id,
        contentType: generations.contentType,
        wordCount: generations.wordCount,
        createdAt: generations.createdAt,
      })
      .from(generations)
      .where(eq(generations.userId, sql.placeholder('userId')))
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(sql.placeholder('limit'))
      .prepare('inkprint_stats_latest'),
  ).execute({ userId, limit });
}

/**
 * SQL of the history: the user's generated items, newest first, filtered by type and searched; one item;
 * deletion; counts for the stats. Every query is scoped to one user. Which index serves which query, and why
 * search runs on the folded `search_text` with a per-user trigram index, and how a page comes back with its
 * total in one statement: decisions 011 and 014.
 */
import { and, count, desc, eq, getTableColumns, gt, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { generationCounts, generations } from '../../db/schema/index.js';
import { statement } from '../../db/statements.js';

/** A stored item without its search column, which only the database reads. */
const { searchText: _searchText, ...itemColumns } = getTableColumns(generations);

import type { GenerationRow } from '../generate/index.js';

export type { GenerationRow };

export interface HistoryFilter {
  contentType?: string;
  /** As the user typed it; folded by the database and matched as a literal substring. */
  search?: string;
  /** Only items of this voice (one of the user's, checked by the caller). */
  voiceId?: string;
}

/** `%`, `_` and `\` mean themselves in the search: escaped for LIKE (whose escape character is `\`). */
export function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * How a search finds its rows. pg_trgm can narrow a LIKE pattern through the index only when the pattern holds
 * three word characters in a row; for any other ("é", "li", "a b", "%") it would read the whole index, every
 * user's part of it. Such a search reads the user's own rows instead (decision 014). Both ways match the same
 * rows.
 */
export type SearchWay = 'trigram' | 'scan';
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

export function searchWay(search: string): SearchWay {
  return TRIGRAM.test(search) ? 'trigram' : 'scan';
}

function where(userId: string, filter: HistoryFilter): SQL {
  const parts: SQL[] = [eq(generations.userId, userId)];
  if (filter.voiceId) parts.push(eq(generations.voiceId, filter.voiceId));
  if (filter.contentType) parts.push(eq(generations.contentType, filter.contentType));
  if (filter.search) {
    const way = searchWay(filter.search);
    parts.push(matchesSearch(way, searchValue(way, filter.search)));
  }
  return and(...parts)!;
}

/** A trigram search takes the text as a LIKE literal, a scan as it is. */
function searchValue(way: SearchWay, search: string): string {
  return way === 'trigram' ? likeLiteral(search) : search;
}

/**
 * inkprint_fold (migration 0004) folds the search as it folded the stored text. The folded search is a
 * subquery, worked out once per search rather than once per row checked, and opaque to the planner: a
 * search's plan is the same for every text (decision 014).
 */
function matchesSearch(way: SearchWay, value: Placeholder | string): SQL {
  return way === 'trigram'
    ? sql`${generations.searchText} like (select '%' || inkprint_fold(${value}) || '%')`
    : sql`strpos(${generations.searchText}, (select inkprint_fold(${value}))) > 0`;
}

/**
 * The listing's statements, one per shape (type filter or not; no search, a trigram search or a scan), each
 * returning a page and the total in one round trip. All are named (statements.ts, decision 014), because each
 * has one plan worth having whoever asks: a listing reads the user's (user, created_at) index in order, a
 * trigram search reads the user's part of the search index, and a scan reads the user's rows.
 */
function pageStatement(db: Db, typed: boolean, way: SearchWay | undefined) {
  return statement(db, `history:${typed}:${way}`, () => {
    const userId = sql.placeholder('userId');
    const conditions = and(
      eq(generations.userId, userId),
      typed ? eq(generations.contentType, sql.placeholder('contentType')) : undefined,
      way ? matchesSearch(way, sql.placeholder('search')) : undefined,
    );
    const newestFirst = [desc(generations.createdAt), desc(generations.id)];
    if (!way) {
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
      .prepare(`inkprint_history_${way}${typed ? '_typed' : ''}`);
  });
}

export async function listHistory(
  db: Db,
  userId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  if (filter.voiceId) return listVoiceHistory(db, userId, filter, page);
  const way = filter.search ? searchWay(filter.search) : undefined;
  const found = await pageStatement(db, Boolean(filter.contentType), way).execute({
    userId,
    contentType: filter.contentType,
    search: way && filter.search ? searchValue(way, filter.search) : undefined,
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

/**
 * One voice's items (decision 033): read through the (voice_id, created_at, id) index, the total counted from
 * the voice's rows, which the per-user counters do not split by voice.
 */
async function listVoiceHistory(
  db: Db,
  userId: string,
  filter: HistoryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: GenerationRow[]; total: number }> {
  const condition = where(userId, filter);
  const rows = await db
    .select(itemColumns)
    .from(generations)
    .where(condition)
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(page.limit)
    .offset(page.offset);
  const total =
    page.offset === 0 && rows.length < page.limit
      ? rows.length
      : filter.contentType || filter.search
        ? await countMatches(db, condition)
        : await countVoiceItems(db, filter.voiceId!);
  return { rows, total };
}

/**
 * A voice's items, counted from its (voice_id, created_at, id) index alone: an index-only scan where the
 * visibility map allows (PostgreSQL after autovacuum), where adding `user_id` read every row of the voice
 * (bench:history, decision 040). No `user_id` is needed: the caller resolved the voice as the user's, and a
 * voice's items are always its user's.
 */
async function countVoiceItems(db: DbOrTx, voiceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(generations).where(eq(generations.voiceId, voiceId));
  return row?.n ?? 0;
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
        prompt: generations.prompt,
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

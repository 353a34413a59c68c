/**
 * The history rules (docs/api.md, "Content history"): pages newest first, a page past the end is an empty
 * page with true figures, another user's item is "not found", and deleting never gives quota back (the quota
 * counts generations made, in generation_usage, which nothing here touches).
 */
import { type HistoryQuery, RECENT_ACTIVITY_COUNT, type StatsReply } from '@inkprint/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { toContent } from '../generate/index.js';
import { resolveVoice } from '../voices/index.js';
import * as repo from './repository.js';

interface UserOpts {
  ctx: AppContext;
  userId: string;
}

export async function listHistory({ ctx, userId, query }: UserOpts & { query: HistoryQuery }) {
  const { page, per_page: perPage } = query;
  // Another user's voice, or one that is gone, is VOICE_NOT_FOUND (decision 033).
  const voice =
    query.voice_id === undefined ? undefined : await resolveVoice(ctx.database.db, userId, query.voice_id);
  const { rows, total } = await repo.listHistory(
    ctx.database.db,
    userId,
    { contentType: query.content_type, search: query.search || undefined, voiceId: voice?.id },
    { limit: perPage, offset: (page - 1) * perPage },
  );
  const pages = Math.ceil(total / perPage);
  return {
    content: rows.map(toContent),
    pagination: { page, per_page: perPage, total, pages, has_prev: page > 1, has_next: page < pages },
  };
}

export async function getItem({ ctx, userId, id }: UserOpts & { id: string }) {
  const row = await repo.findItem(ctx.database.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toContent(row);
}

export async function deleteItem({ ctx, userId, id }: UserOpts & { id: string }) {
  if (!(await repo.deleteItem(ctx.database.db, userId, id))) throw new AppError('NOT_FOUND');
}

export async function clearHistory({ ctx, userId }: UserOpts) {
  return { deleted: await repo.deleteAll(ctx.database.db, userId) };
}

export async function stats({ ctx, userId }: UserOpts): Promise<StatsReply> {
  const db = ctx.database.db;
  const [byType, recent] = await Promise.all([
    repo.countByType(db, userId),
    repo.latest(db, userId, RECENT_ACTIVITY_COUNT),
  ]);
  return {
    total_content: byType.reduce((sum, t) => sum + t.n, 0),
    content_by_type: Object.fromEntries(byType.map((t) => [t.type, t.n])),
    recent_activity: recent.map((r) => ({
      id: r.id,
      content_type: r.contentType,
      prompt: r.prompt,
      word_count: r.wordCount,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

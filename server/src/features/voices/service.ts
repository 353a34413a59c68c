/**
 * The voices of an account (docs/api.md, "Voices"; decision 033): at least one, at most VOICE_LIMITS.maxVoices,
 * exactly one default, names unique per account whatever their case. Every change runs under the per-user lock
 * that orders changes to a user's writing, so two calls racing (in one process or two) cannot leave an 11th
 * voice, two defaults, no default, or no voice at all.
 */
import { isLanguage, VOICE_LIMITS, type Voice, type VoiceUpdate } from '@inkprint/shared';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { lockUser } from '../../db/user-lock.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { defaultVoice, findVoice } from './lookup.js';
import * as repo from './repository.js';

/** The voices, oldest first. An account somehow without one gets its default voice first. */
export async function listVoices(opts: { ctx: AppContext; userId: string }): Promise<Voice[]> {
  const { db } = opts.ctx.database;
  let rows = await repo.listVoices(db, opts.userId);
  if (rows.length === 0) {
    await defaultVoice(db, opts.userId);
    rows = await repo.listVoices(db, opts.userId);
  }
  return rows.map(toVoice);
}

async function oneVoice(db: DbOrTx, userId: string, id: string): Promise<Voice> {
  const [row] = await repo.listVoices(db, userId, id);
  if (!row) throw new AppError('VOICE_NOT_FOUND');
  return toVoice(row);
}

export async function createVoice(opts: { ctx: AppContext; userId: string; name: string }): Promise<Voice> {
  const { ctx, userId, name } = opts;
  const { db } = ctx.database;
  // The default voice exists before any other: a new voice never becomes the default by being first.
  await defaultVoice(db, userId);
  const id = newId();
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await repo.countVoices(tx, userId)) >= VOICE_LIMITS.maxVoices) throw new AppError('TOO_MANY_VOICES');
    if (await repo.nameTaken(tx, userId, name)) throw new AppError('VOICE_NAME_TAKEN');
    await repo.insertVoice(tx, { id, userId, name, isDefault: false, createdAt: ctx.now() });
  });
  return oneVoice(db, userId, id);
}

export async function updateVoice(opts: {
  ctx: AppContext;
  userId: string;
  id: string;
  update: VoiceUpdate;
}): Promise<Voice> {
  const { ctx, userId, id, update } = opts;
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const voice = await findVoice(tx, userId, id);
    if (!voice) throw new AppError('VOICE_NOT_FOUND');
    const now = ctx.now();
    if (update.name !== undefined && (await repo.nameTaken(tx, userId, update.name, id))) {
      throw new AppError('VOICE_NAME_TAKEN');
    }
    if (update.is_default && !voice.isDefault) await repo.clearDefault(tx, userId, now);
    await repo.updateVoice(tx, userId, id, {
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.is_default ? { isDefault: true } : {}),
      ...(update.rules !== undefined ? { rules: update.rules } : {}),
      ...(update.banned_phrases !== undefined ? { bannedPhrases: update.banned_phrases } : {}),
      updatedAt: now,
    });
  });
  return oneVoice(db, userId, id);
}

/**
 * Deletes a voice with its files, sections, uploads, analysis and profile, in one transaction; its generated
 * items stay, with `voice_id` null and the voice's name. The last voice cannot go (LAST_VOICE); when the
 * default goes, the oldest remaining voice becomes the default.
 */
export async function deleteVoice(opts: { ctx: AppContext; userId: string; id: string }): Promise<void> {
  const { ctx, userId, id } = opts;
  await ctx.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const voice = await findVoice(tx, userId, id);
    if (!voice) throw new AppError('VOICE_NOT_FOUND');
    if ((await repo.countVoices(tx, userId)) <= 1) throw new AppError('LAST_VOICE');
    await repo.deleteVoice(tx, userId, id);
    if (voice.isDefault) {
      const heir = await repo.oldestVoice(tx, userId);
      if (heir) await repo.updateVoice(tx, userId, heir.id, { isDefault: true, updatedAt: ctx.now() });
    }
  });
}

/** The API shape of a voice (docs/api.md `Voice`). */
export function toVoice(row: repo.VoiceSummary): Voice {
  return {
    id: row.id,
    name: row.name,
    is_default: row.isDefault,
    file_count: row.fileCount,
    total_words: row.totalWords,
    has_profile: row.hasProfile,
    language: isLanguage(row.language) ? row.language : null,
    primary_tone: row.primaryTone,
    rules: row.rules ?? [],
    banned_phrases: row.bannedPhrases ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

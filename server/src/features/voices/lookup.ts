/**
 * Which voice a call works on (decision 033): every file, upload, voice-profile, generate and history call
 * names one with `voice_id`, or means the account's default voice. The voices feature's; the other features reach
 * it through voices/index.ts (decision 038).
 */
import { DEFAULT_VOICE_NAMES, isLanguage, isSingleLineText, MAX_ID_LENGTH } from '@inkprint/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type VoiceRow, voices } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';

export type { VoiceRow };

/** Whether `id` could be any voice's id at all: what is not is never sent to the database (a NUL byte would fail there). */
function possibleId(id: string): boolean {
  return id.length > 0 && id.length <= MAX_ID_LENGTH && isSingleLineText(id);
}

/** One of the user's voices by id, or null (another user's, deleted, or no id at all). */
export async function findVoice(db: DbOrTx, userId: string, id: string): Promise<VoiceRow | null> {
  if (!possibleId(id)) return null;
  const [row] = await db
    .select()
    .from(voices)
    .where(and(eq(voices.userId, userId), eq(voices.id, id)));
  return row ?? null;
}

/**
 * The user's default voice. Every account has one (registration and migration 0013 make it; deleting the
 * default hands it on); should a row be missing all the same, the oldest voice stands in, and an account with
 * no voice at all gets its default one now rather than failing the call.
 */
export async function defaultVoice(db: DbOrTx, userId: string): Promise<VoiceRow> {
  return (await findVoiceOrDefault(db, userId)) ?? createDefaultVoice(db, userId, 'en');
}

/**
 * The voice a call works on: `voiceId` when it is one of the user's voices, the default voice when it is
 * absent, and 404 VOICE_NOT_FOUND otherwise — another user's voice is not told apart from one that never was.
 */
export async function resolveVoice(db: DbOrTx, userId: string, voiceId?: string | null): Promise<VoiceRow> {
  if (voiceId === undefined || voiceId === null) return defaultVoice(db, userId);
  const row = await findVoice(db, userId, voiceId);
  if (!row) throw new AppError('VOICE_NOT_FOUND');
  return row;
}

/** The first voice of a new account ("My voice" in its language), in the registration's transaction. */
export async function createDefaultVoice(db: DbOrTx, userId: string, language: string): Promise<VoiceRow> {
  const name = DEFAULT_VOICE_NAMES[isLanguage(language) ? language : 'en'];
  const [row] = await db
    .insert(voices)
    .values({ id: newId(), userId, name, isDefault: true })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // A default already there (a second registration racing the first): that one it is.
  const [existing] = await db
    .select()
    .from(voices)
    .where(and(eq(voices.userId, userId), eq(voices.isDefault, true)));
  return existing!;
}

/** Whether the voice still exists (a job that outlived its voice stores nothing). */
export async function voiceExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: voices.id }).from(voices).where(eq(voices.id, id));
  return row !== undefined;
}

/** The user's default voice, or null when the account is gone (jobs: never creates one). */
export async function findVoiceOrDefault(db: DbOrTx, userId: string): Promise<VoiceRow | null> {
  const [row] = await db
    .select()
    .from(voices)
    .where(eq(voices.userId, userId))
    .orderBy(desc(voices.isDefault), asc(voices.createdAt), asc(voices.id))
    .limit(1);
  return row ?? null;
}

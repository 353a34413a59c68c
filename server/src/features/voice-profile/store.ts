/**
 * The SQL that files and the voice profile share: the per-user lock that orders every change to a user's
 * writing (upload, delete, clear-all, storing an analysis, deleting a voice), the profile reset, and the corpus
 * the analysis reads. Everything but the lock is per voice (decision 033): the voice has been resolved (and
 * found to be the user's) before any of these runs. Both features use it, so neither reads the other's
 * internals.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files, users, voiceProfiles } from '../../db/schema/index.js';

/**
 * Locks the user's row until the transaction ends: two uploads racing for the last slot, or an upload and
 * an analysis, take turns. `select … for update` works the same on PostgreSQL and PGlite.
 */
export async function lockUser(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Deletes the voice's profile; true when there was one. */
export async function deleteProfile(tx: DbOrTx, voiceId: string): Promise<boolean> {
  const gone = await tx
    .delete(voiceProfiles)
    .where(eq(voiceProfiles.voiceId, voiceId))
    .returning({ voiceId: voiceProfiles.voiceId });
  return gone.length > 0;
}

/** Ids of the files that fed the voice's profile, or null when there is no profile. */
export async function profileSources(tx: DbOrTx, voiceId: string): Promise<string[] | null> {
  const [row] = await tx
    .select({ ids: voiceProfiles.sourceFileIds })
    .from(voiceProfiles)
    .where(eq(voiceProfiles.voiceId, voiceId));
  return row ? row.ids : null;
}

/**
 * Every file of the voice with its status (`id:status`), sorted: the fingerprint an analysis is checked
 * against before it is stored. A file uploaded, deleted or extracted meanwhile changes it.
 */
export async function fileIds(tx: DbOrTx, voiceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: files.id, status: files.status })
    .from(files)
    .where(eq(files.voiceId, voiceId))
    .orderBy(asc(files.id));
  return rows.map((r) => `${r.id}:${r.status}`);
}

/** The voice's files still being extracted, and those an analysis can learn from (completed, with words). */
export async function fileCounts(
  db: DbOrTx,
  voiceId: string,
): Promise<{ processing: number; usable: number }> {
  const [row] = await db
    .select({
      processing: sql<number>`count(*) filter (where ${files.status} = 'processing')`.mapWith(Number),
      usable:
        sql<number>`count(*) filter (where ${files.status} = 'completed' and ${files.totalWords} > 0)`.mapWith(
          Number,
        ),
    })
    .from(files)
    .where(eq(files.voiceId, voiceId));
  return { processing: row?.processing ?? 0, usable: row?.usable ?? 0 };
}

export interface CorpusSection {
  fileId: string;
  heading: string | null;
  text: string;
  page: number | null;
}

/** The stored sections of the voice's usable files (completed, with words), in file and section order. */
export async function usableSections(tx: DbOrTx, voiceId: string): Promise<CorpusSection[]> {
  const usable = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.voiceId, voiceId), eq(files.status, 'completed'), gt(files.totalWords, 0)))
    .orderBy(asc(files.createdAt), asc(files.id));
  if (usable.length === 0) return [];
  const ids = usable.map((f) => f.id);
  const rows = await tx
    .select({
      fileId: fileSections.fileId,
      heading: fileSections.heading,
      text: fileSections.text,
      details: fileSections.details,
    })
    .from(fileSections)
    .where(and(eq(fileSections.voiceId, voiceId), inArray(fileSections.fileId, ids)))
    .orderBy(asc(fileSections.fileId), asc(fileSections.position));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows
    .map((r) => ({
      fileId: r.fileId,
      heading: r.heading,
      text: r.text,
      page: ((r.details as { page?: number } | null)?.page ?? null) as number | null,
    }))
    .sort((a, b) => (order.get(a.fileId) ?? 0) - (order.get(b.fileId) ?? 0));
}

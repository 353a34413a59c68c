/**
 * SQL of uploaded files and their sections. Every query is scoped to one user (and, for the limits and lists,
 * to one of the user's voices, decision 033) but the extraction sweep's.
 */
import { and, asc, count, desc, eq, gt, inArray, is, lt, sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files, fileUploads } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;
export type NewSection = typeof fileSections.$inferInsert;

/**
 * Sections per INSERT. Small, with a turn of the event loop between statements: on PGlite every statement
 * runs synchronously in the server's thread, and one INSERT of 10 MB of text would stall every request for
 * most of a second.
 */
const SECTION_CHUNK = 100;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * How many files the voice holds, their original sizes and their extracted words in all (the upload limits
 * count all three, per voice).
 */
export async function storedUsage(
  db: DbOrTx,
  voiceId: string,
): Promise<{ files: number; bytes: number; words: number }> {
  const [row] = await db
    .select({
      files: count(),
      bytes: sql<number>`coalesce(sum(${files.fileSize}), 0)`.mapWith(Number),
      words: sql<number>`coalesce(sum(${files.totalWords}), 0)`.mapWith(Number),
    })
    .from(files)
    .where(eq(files.voiceId, voiceId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0, words: row?.words ?? 0 };
}

export async function listFiles(db: DbOrTx, userId: string, voiceId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), eq(files.voiceId, voiceId)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

export async function insertFiles(db: DbOrTx, rows: NewFile[], sections: NewSection[]): Promise<FileRow[]> {
  const inserted: FileRow[] = [];
  for (const row of rows) {
    const [file] = await db.insert(files).values(row).returning();
    inserted.push(file!);
    await nextTurn();
  }
  for (let i = 0; i < sections.length; i += SECTION_CHUNK) {
    await db.insert(fileSections).values(sections.slice(i, i + SECTION_CHUNK));
    await nextTurn();
  }
  return inserted;
}

/**
 * Deletes one of the user's files (its sections go with it), of voice `voiceId` only when given; returns the
 * voice it belonged to, or null when there is no such file.
 */
export async function deleteFile(
  db: DbOrTx,
  userId: string,
  voiceId: string | undefined,
  id: string,
): Promise<string | null> {
  const gone = await db
    .delete(files)
    .where(and(eq(files.userId, userId), voiceId ? eq(files.voiceId, voiceId) : undefined, eq(files.id, id)))
    .returning({ voiceId: files.voiceId });
  return gone[0]?.voiceId ?? null;
}

/** Deletes every file of the voice; returns how many. */
export async function deleteAllFiles(db: DbOrTx, userId: string, voiceId: string): Promise<number> {
  const gone = await db
    .delete(files)
    .where(and(eq(files.userId, userId), eq(files.voiceId, voiceId)))
    .returning({ id: files.id });
  return gone.length;
}

/** The files of `ids` that are still the user's, newest first (the answer of an upload after its wait). */
export async function filesByIds(db: DbOrTx, userId: string, ids: string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.id, ids)))
    .orderBy(desc(files.createdAt), desc(files.id));
}

/** How many of `ids` are still `processing`. */
export async function processingAmong(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.status, 'processing')));
  return row?.n ?? 0;
}

/**
 * Stores the original bytes of files still to extract, one statement each (PGlite runs them on the event
 * loop). On PGlite the bytes travel as base64 text decoded by the database: PGlite turns a 2 MB Uint8Array
 * parameter into SQL in about 3–4 s of the event loop on a busy machine, base64 in 0.2–0.5 s (decision 028).
 * node-postgres sends a Buffer as a binary parameter as it is, so on PostgreSQL base64 would only add an
 * encoding and a third more bytes to write on the event loop (decision 036).
 */
export async function insertUploads(
  db: DbOrTx,
  rows: { fileId: string; userId: string; voiceId: string; bytes: Uint8Array }[],
): Promise<void> {
  const binary = is(db._.session, NodePgSession);
  for (const row of rows) {
    const buffer = Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    await db
      .insert(fileUploads)
      .values({ ...row, bytes: binary ? buffer : sql`decode(${buffer.toString('base64')}, 'base64')` });
    await nextTurn();
  }
}

/**
 * Takes a file's stored bytes for one extraction run: counts the run and returns the bytes with the file's
 * name and status, or null when the bytes are gone (extracted already, or the file deleted).
 */
export async function claimUpload(
  db: DbOrTx,
  fileId: string,
): Promise<{
  userId: string;
  voiceId: string;
  filename: string;
  status: FileRow['status'];
  bytes: Uint8Array;
  attempts: number;
} | null> {
  const [claimed] = await db
    .update(fileUploads)
    .set({ attempts: sql`${fileUploads.attempts} + 1` })
    .where(eq(fileUploads.fileId, fileId))
    .returning({ attempts: fileUploads.attempts });
  if (!claimed) return null;
  const [row] = await db
    .select({
      userId: files.userId,
      voiceId: files.voiceId,
      filename: files.filename,
      status: files.status,
      // As base64 text, for the same reason as insertUploads.
      bytes: sql<string>`encode(${fileUploads.bytes}, 'base64')`,
    })
    .from(fileUploads)
    .innerJoin(files, eq(files.id, fileUploads.fileId))
    .where(eq(fileUploads.fileId, fileId));
  if (!row) return null;
  return { ...row, bytes: new Uint8Array(Buffer.from(row.bytes, 'base64')), attempts: claimed.attempts };
}

/** The file's row if it is still waiting for its extraction, locked until the transaction ends. */
export async function processingFile(db: DbOrTx, fileId: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.status, 'processing')))
    .for('update');
  return row ?? null;
}

/**
 * Files of every user still `processing` since before `before` (the extraction sweep: their job is gone). The
 * one query not scoped to a user: it reads ids only, and each id goes back to its owner's extraction job.
 */
export async function processingSince(db: DbOrTx, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.status, 'processing'), lt(files.createdAt, before)))
    .limit(1000);
  return rows.map((r) => r.id);
}

/** The words of the voice's completed files. */
export async function completedWords(db: DbOrTx, voiceId: string): Promise<number> {
  const [row] = await db
    .select({ words: sql<number>`coalesce(sum(${files.totalWords}), 0)`.mapWith(Number) })
    .from(files)
    .where(and(eq(files.voiceId, voiceId), eq(files.status, 'completed')));
  return row?.words ?? 0;
}

/** Ends a file's extraction: its outcome on the row, and its original bytes dropped. */
export async function finishFile(
  db: DbOrTx,
  fileId: string,
  values: Partial<NewFile>,
  sections: NewSection[],
): Promise<FileRow> {
  for (let i = 0; i < sections.length; i += SECTION_CHUNK) {
    await db.insert(fileSections).values(sections.slice(i, i + SECTION_CHUNK));
    await nextTurn();
  }
  const [row] = await db.update(files).set(values).where(eq(files.id, fileId)).returning();
  await db.delete(fileUploads).where(eq(fileUploads.fileId, fileId));
  return row!;
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

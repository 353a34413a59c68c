/** SQL of uploaded files and their sections. Every query is scoped to one user. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files } from '../../db/schema/index.js';

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
 * How many files the user has stored, their original sizes and their extracted words in all (the upload
 * limits count all three).
 */
export async function storedUsage(
  db: DbOrTx,
  userId: string,
): Promise<{ files: number; bytes: number; words: number }> {
  const [row] = await db
    .select({
      files: count(),
      bytes: sql<number>`coalesce(sum(${files.fileSize}), 0)`.mapWith(Number),
      words: sql<number>`coalesce(sum(${files.totalWords}), 0)`.mapWith(Number),
    })
    .from(files)
    .where(eq(files.userId, userId));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0, words: row?.words ?? 0 };
}

export async function listFiles(db: DbOrTx, userId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(eq(files.userId, userId))
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

/** Deletes one of the user's files (its sections go with it); false when the user has no such file. */
export async function deleteFile(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(files)
    .where(and(eq(files.userId, userId), eq(files.id, id)))
    .returning({ id: files.id });
  return gone.length > 0;
}

/** Deletes every file of the user; returns how many. */
export async function deleteAllFiles(db: DbOrTx, userId: string): Promise<number> {
  const gone = await db.delete(files).where(eq(files.userId, userId)).returning({ id: files.id });
  return gone.length;
}

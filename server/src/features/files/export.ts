/** The files part of "download my data": every uploaded file with its extracted text. */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const rows = await db.select().from(files).where(eq(files.userId, userId)).orderBy(desc(files.createdAt));
  return rows.map((f) => ({
    id: f.id,
    filename: f.filename,
    file_size: f.fileSize,
    file_type: f.fileType,
    status: f.status,
    content_sections: f.contentSections,
    total_words: f.totalWords,
    language: f.language,
    uploaded_at: f.createdAt.toISOString(),
    processed_at: f.processedAt?.toISOString() ?? null,
    extracted_text: f.extractedText,
  }));
}

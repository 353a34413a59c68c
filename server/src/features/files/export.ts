/** The files part of "download my data": every uploaded file with its extracted text and sections. */
import { asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fileSections, files } from '../../db/schema/index.js';

/** Every column of a section but the search index's words (a copy of its text, for retrieval only). */
const { search: _search, ...sectionColumns } = getTableColumns(fileSections);

export async function exportFor(db: DbOrTx, userId: string) {
  const rows = await db.select().from(files).where(eq(files.userId, userId)).orderBy(desc(files.createdAt));
  const sections = await db
    .select(sectionColumns)
    .from(fileSections)
    .where(eq(fileSections.userId, userId))
    .orderBy(asc(fileSections.fileId), asc(fileSections.position));
  return rows.map((f) => ({
    id: f.id,
    voice_id: f.voiceId,
    filename: f.filename,
    file_size: f.fileSize,
    file_type: f.fileType,
    status: f.status,
    content_sections: f.contentSections,
    total_words: f.totalWords,
    language: f.language,
    error: f.error,
    uploaded_at: f.createdAt.toISOString(),
    processed_at: f.processedAt?.toISOString() ?? null,
    extracted_text: f.extractedText,
    sections: sections
      .filter((s) => s.fileId === f.id)
      .map((s) => ({
        position: s.position,
        heading: s.heading,
        text: s.text,
        word_count: s.wordCount,
        language: s.language,
        content_type: s.contentType,
        priority: s.priority,
        details: s.details,
      })),
  }));
}

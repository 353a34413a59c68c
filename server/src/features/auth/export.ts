/** "Download my data": everything the user owns, as one JSON document (GET /api/auth/export, docs/api.md). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, files, generations, type UserRow, voiceProfiles } from '../../db/schema/index.js';
import { toUser } from './service.js';

export async function exportUserData(db: DbOrTx, user: UserRow) {
  const [fileRows, profileRows, generationRows, contactRows] = await Promise.all([
    db.select().from(files).where(eq(files.userId, user.id)).orderBy(desc(files.createdAt)),
    db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.id)),
    db.select().from(generations).where(eq(generations.userId, user.id)).orderBy(desc(generations.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, user.id))
      .orderBy(desc(contactMessages.createdAt)),
  ]);
  const profile = profileRows[0];
  return {
    exported_at: new Date().toISOString(),
    format: 'inkprint-export/1',
    account: toUser(user),
    files: fileRows.map((f) => ({
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
    })),
    voice_profile: profile
      ? {
          profile: profile.profile,
          analysis: profile.analysis,
          created_at: profile.createdAt.toISOString(),
          updated_at: profile.updatedAt.toISOString(),
        }
      : null,
    generated_content: generationRows.map((g) => ({
      id: g.id,
      prompt: g.prompt,
      content_type: g.contentType,
      generated_text: g.generatedText,
      word_count: g.wordCount,
      character_count: g.characterCount,
      language: g.language,
      length: g.length,
      provider: g.provider,
      model: g.model,
      voice_match: g.voiceMatch,
      duration_ms: g.durationMs,
      created_at: g.createdAt.toISOString(),
    })),
    contact_messages: contactRows.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

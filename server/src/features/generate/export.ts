/** The generated-content part of "download my data". */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { generations } from '../../db/schema/index.js';

export async function exportFor(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(generations)
    .where(eq(generations.userId, userId))
    .orderBy(desc(generations.createdAt));
  return rows.map((g) => ({
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
    seed: g.seed,
    voice_match: g.voiceMatch,
    voice_match_differences: g.voiceMatchDifferences,
    voice_match_basis: g.voiceMatchBasis ?? null,
    generic_voice_match: g.genericVoiceMatch,
    revised: g.revised,
    cut_short: g.cutShort,
    duration_ms: g.durationMs,
    voice_id: g.voiceId,
    voice_name: g.voiceName,
    mode: g.mode,
    source_text: g.sourceText,
    source_voice_match: g.sourceVoiceMatch,
    created_at: g.createdAt.toISOString(),
  }));
}

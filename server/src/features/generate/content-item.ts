/** A stored generation as the API names its fields (docs/api.md `GeneratedContent`): one mapper for every call. */
import {
  type GeneratedContent,
  LLM_PROVIDERS,
  type LlmProvider,
  type VoiceMatchBasisReply,
  voiceMatchBasisReply,
} from '@inkprint/shared';
import type { generations } from '../../db/schema/index.js';

/** A `generations` row without its search column (which only the database reads). */
export type GenerationRow = Omit<typeof generations.$inferSelect, 'searchText'>;

/** The stored basis of the score, or null (an item stored before it was recorded, or anything unreadable). */
function basisOf(stored: unknown): VoiceMatchBasisReply | null {
  const parsed = voiceMatchBasisReply.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function toContent(row: GenerationRow): GeneratedContent {
  return {
    id: row.id,
    prompt: row.prompt,
    content_type: row.contentType,
    generated_text: row.generatedText,
    word_count: row.wordCount,
    character_count: row.characterCount,
    language: row.language,
    length: row.length,
    created_at: row.createdAt.toISOString(),
    provider: (LLM_PROVIDERS as readonly string[]).includes(row.provider)
      ? (row.provider as LlmProvider)
      : 'builtin',
    model: row.model,
    seed: row.seed,
    voice_match: row.voiceMatch,
    voice_match_differences: (row.voiceMatchDifferences ?? []) as GeneratedContent['voice_match_differences'],
    voice_match_basis: basisOf(row.voiceMatchBasis),
    generic_voice_match: row.genericVoiceMatch,
    revised: row.revised,
    cut_short: row.cutShort,
    duration_ms: row.durationMs,
    voice_id: row.voiceId,
    voice_name: row.voiceName,
    mode: row.mode,
    source_text: row.sourceText,
    source_voice_match: row.sourceVoiceMatch,
  };
}

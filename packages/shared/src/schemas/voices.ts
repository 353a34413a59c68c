/**
 * /api/voices (issue #24, decision 033): the voice shape (docs/api.md `Voice`), its create and update bodies,
 * and the `voice_id` query every file, upload, voice-profile, generate and history call takes.
 */
import { z } from 'zod';
import { LANGUAGES, VOICE_LIMITS } from '../constants.js';
import { INVALID_CHARACTERS, isSingleLineText } from './text.js';

export const voice = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  /** Files of this voice, in any state. */
  file_count: z.number().int(),
  /** Words of this voice's extracted files. */
  total_words: z.number().int(),
  has_profile: z.boolean(),
  /** The profile's main language; null without a profile. */
  language: z.enum(LANGUAGES).nullable(),
  /** The profile's main tone (a tone key, e.g. `conversational`); null without a profile. */
  primary_tone: z.string().nullable(),
  /** Free-form guidance the writer gives every draft of this voice. */
  rules: z.array(z.string()),
  /** Phrases no draft of this voice may hold (whole words, case- and accent-insensitive). */
  banned_phrases: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Voice = z.infer<typeof voice>;

export const voicesReply = z.object({ voices: z.array(voice) });
export type VoicesReply = z.infer<typeof voicesReply>;

export const voiceReply = z.object({ voice });
export type VoiceReply = z.infer<typeof voiceReply>;

export const deleteVoiceReply = z.object({ message: z.string() });
export type DeleteVoiceReply = z.infer<typeof deleteVoiceReply>;

const voiceName = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .max(VOICE_LIMITS.nameMaxLength, { message: 'too_long' })
  .refine(isSingleLineText, INVALID_CHARACTERS);

/** Trimmed, non-empty, one-line entries of at most `max` characters; duplicates (any case) dropped, first kept. */
function phraseList(maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ message: 'required' })
        .trim()
        .min(1, { message: 'required' })
        .max(maxLength, { message: 'too_long' })
        .refine(isSingleLineText, INVALID_CHARACTERS),
      { message: 'invalid_choice' },
    )
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length <= maxItems, { message: 'too_many' });
}

export const createVoiceBody = z.strictObject({ name: voiceName });
export type CreateVoiceBody = z.input<typeof createVoiceBody>;

export const updateVoiceBody = z.strictObject({
  name: voiceName.optional(),
  /** Only `true`: a voice stops being the default when another one becomes it. */
  is_default: z.literal(true, { message: 'invalid_choice' }).optional(),
  rules: phraseList(VOICE_LIMITS.maxRules, VOICE_LIMITS.ruleMaxLength).optional(),
  banned_phrases: phraseList(VOICE_LIMITS.maxBannedPhrases, VOICE_LIMITS.bannedPhraseMaxLength).optional(),
});
export type UpdateVoiceBody = z.input<typeof updateVoiceBody>;
export type VoiceUpdate = z.output<typeof updateVoiceBody>;

/**
 * `?voice_id=` of the file, upload, voice-profile and history calls (a form field for the upload, a body field
 * for generate): absent → the account's default voice; anything that is not one of the caller's voices (another
 * user's, deleted, or no id at all: empty, too long, control characters) → 404 VOICE_NOT_FOUND.
 */
export const voiceIdQuery = z.object({ voice_id: z.string().optional() });
export type VoiceIdQuery = z.infer<typeof voiceIdQuery>;

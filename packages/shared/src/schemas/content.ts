/**
 * /api/content/*: the generation request, the stored item (docs/api.md `GeneratedContent`), the daily quota,
 * the SSE events of a streamed generation, and the history/stats answers.
 */
import { z } from 'zod';
import {
  DEFAULT_OUTPUT_SIZE,
  HISTORY_PAGE_SIZES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  OUTPUT_SIZES,
  type OutputSize,
  PROMPT_MAX_LENGTH,
} from '../constants.js';
import {
  CONTENT_MODES,
  GENERATION_TYPES,
  LLM_PROVIDERS,
  VOICE_MATCH_BASES,
  VOICE_MATCH_WITHHELD,
} from '../enums.js';
import { INVALID_CHARACTERS, isMultiLineText } from './text.js';

const SIZES = Object.keys(OUTPUT_SIZES) as [OutputSize, ...OutputSize[]];

/** An English language name ("German", any case) or a code ("de") → the code. */
export function languageFromInput(value: string): Language | undefined {
  const v = value.trim().toLowerCase();
  for (const code of LANGUAGES) {
    if (v === code || v === LANGUAGE_NAMES[code].toLowerCase()) return code;
  }
  return undefined;
}

export const generateBody = z.strictObject({
  prompt: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(PROMPT_MAX_LENGTH, { message: 'too_long' })
    .refine(isMultiLineText, INVALID_CHARACTERS),
  content_type: z.enum(GENERATION_TYPES, { message: 'invalid_choice' }).default('blog_post'),
  length: z.enum(SIZES, { message: 'invalid_choice' }).default(DEFAULT_OUTPUT_SIZE),
  /** Defaults to English; the web client always sends the chosen language. */
  language: z
    .string()
    .default('en')
    .transform((v, ctx) => {
      const code = languageFromInput(v);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: 'invalid_choice' });
        return z.NEVER;
      }
      return code;
    }),
  /** One of the caller's voices (`GET /api/voices`); absent → the default voice. */
  voice_id: z.string().optional(),
});
export type GenerateBody = z.input<typeof generateBody>;
export type GenerateRequest = z.output<typeof generateBody>;

/**
 * One of the biggest style differences between a draft and the profile (see @inkprint/voice), or a phrase
 * the voice's rules ban that the text still uses (decision 034, listed first): `feature: 'banned_phrase'`,
 * `phrase` as the user wrote it, `text` = times the text uses it, `profile` = 0, `direction: 'higher'`.
 */
export const voiceMatchDifference = z
  .object({
    feature: z.string(),
    profile: z.number(),
    text: z.number(),
    direction: z.enum(['higher', 'lower']),
    unit: z.string().optional(),
    words: z.array(z.string()).optional(),
    /** For `banned_phrase`: the banned phrase, as written in the voice's list. */
    phrase: z.string().optional(),
  })
  .loose();
export type VoiceMatchDifferenceReply = z.infer<typeof voiceMatchDifference>;

/**
 * What the voice-match score compared (decision 005): every trait, or only the language-independent ones
 * when the text is not in the language the profile was learned from. Languages are codes (en…pt) or
 * "other".
 */
export const voiceMatchBasisReply = z.object({
  compared: z.enum(VOICE_MATCH_BASES),
  profile_language: z.string(),
  text_language: z.string(),
  /**
   * Set when no score is given (`voice_match` is null, decision 023): `too_short` below
   * `VOICE_MATCH_BANDS.minWords` words, `other_language` when the profile holds no writing in the text's
   * language. Absent on items stored before.
   */
  withheld: z.enum(VOICE_MATCH_WITHHELD).nullable().optional(),
});
export type VoiceMatchBasisReply = z.infer<typeof voiceMatchBasisReply>;

export const generatedContent = z.object({
  id: z.string(),
  prompt: z.string(),
  content_type: z.string(),
  generated_text: z.string(),
  word_count: z.number().int(),
  character_count: z.number().int(),
  /** Code (en, de, fr, it, pt). */
  language: z.string(),
  /** small, medium or large. */
  length: z.string(),
  created_at: z.string(),
  provider: z.enum(LLM_PROVIDERS),
  model: z.string(),
  seed: z.number().int(),
  /** 0–100; null when withheld (see `voice_match_basis.withheld`) or for an item stored before scoring existed. */
  voice_match: z.number().int().nullable(),
  voice_match_differences: z.array(voiceMatchDifference),
  /** What the score compared; null (or absent) for an item stored before this was recorded. */
  voice_match_basis: voiceMatchBasisReply.nullable().optional(),
  /**
   * 0–100: generic copy for the same brief (the offline writer with no voice profile, same type, language,
   * length and seed) scored against the same profile, so `voice_match − generic_voice_match` says how much
   * more like the user the draft is than plain copy (decision 023). Null whenever `voice_match` is null,
   * and for items made before it was recorded.
   */
  generic_voice_match: z.number().int().min(0).max(100).nullable(),
  /** Whether a correction pass was made. */
  revised: z.boolean(),
  /**
   * The client closed the stream after part of the text had reached it: `generated_text` is what was sent
   * (the draft, when a correction pass had begun), the unit stays spent and `voice_match` is null.
   */
  cut_short: z.boolean(),
  duration_ms: z.number().int(),
  /** The voice it was written in; null once that voice is deleted (`voice_name` keeps its name). */
  voice_id: z.string().nullable(),
  /** The voice's name when the item was written; null only for items no voice ever held. */
  voice_name: z.string().nullable(),
  /** `generate` (from a brief) or `rewrite` (from the user's own text, POST /api/content/rewrite). */
  mode: z.enum(CONTENT_MODES),
  /** The text a rewrite started from; null for generated items. */
  source_text: z.string().nullable(),
  /** 0–100: the source text's own score against the voice (rewrites only; null otherwise or when withheld). */
  source_voice_match: z.number().int().min(0).max(100).nullable(),
});
export type GeneratedContent = z.infer<typeof generatedContent>;

export const quota = z.object({
  daily_limit: z.number().int(),
  remaining: z.number().int(),
  generations_used: z.number().int(),
  /** ISO time of the next UTC midnight. */
  resets_at: z.string(),
});
export type Quota = z.infer<typeof quota>;

export const quotaReply = z.object({ quota });
export type QuotaReply = z.infer<typeof quotaReply>;

export const generateReply = z.object({ content: generatedContent, quota });
export type GenerateReply = z.infer<typeof generateReply>;

/** Server-sent events of POST /api/content/generate with `Accept: text/event-stream`. */
export const SSE_EVENTS = ['queued', 'estimate', 'delta', 'revising', 'done', 'error'] as const;
export type GenerateEvent =
  /** The engine's slots are busy: the place in line, 1 = next; sent again when it moves, not once it runs. */
  | { event: 'queued'; data: { position: number } }
  /**
   * The local model starts writing (stage `draft`) or revising (`revision`): `seconds` is how long that
   * stage should take from now on this server's measured speed, `target_words` the length asked for.
   */
  | { event: 'estimate'; data: { stage: 'draft' | 'revision'; seconds: number; target_words: number } }
  | { event: 'delta'; data: { text: string } }
  /** A correction pass starts; `reason: 'language'` when the local model starts again in the language asked for. */
  | { event: 'revising'; data: { reason?: 'language' } }
  | { event: 'done'; data: GenerateReply }
  | { event: 'error'; data: { error: string; code: string } };

export const historyQuery = z.object({
  // Digits only, as a person writes a page number: "1e1", "0x2" and "1.5" are refused, not read as 10, 2 or 1.
  page: z
    .preprocess(
      (value) => (typeof value === 'string' ? (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN) : value),
      z
        .number({ message: 'invalid_number' })
        .int({ message: 'invalid_number' })
        .min(1, { message: 'invalid_number' }),
    )
    .default(1),
  per_page: z.coerce
    .number({ message: 'invalid_choice' })
    .refine((n) => (HISTORY_PAGE_SIZES as readonly number[]).includes(n), { message: 'invalid_choice' })
    .default(10),
  content_type: z.enum(GENERATION_TYPES, { message: 'invalid_choice' }).optional(),
  search: z
    .string()
    .trim()
    .max(PROMPT_MAX_LENGTH, { message: 'too_long' })
    .refine(isMultiLineText, INVALID_CHARACTERS)
    .optional(),
  /** Only items written in this voice (one of the caller's; another's → 404 VOICE_NOT_FOUND). */
  voice_id: z.string().optional(),
});
export type HistoryQuery = z.output<typeof historyQuery>;

export const pagination = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  has_prev: z.boolean(),
  has_next: z.boolean(),
});

export const historyReply = z.object({ content: z.array(generatedContent), pagination });
export type HistoryReply = z.infer<typeof historyReply>;

export const contentItemReply = z.object({ content: generatedContent });

export const deleteContentReply = z.object({ message: z.string() });
export const clearContentReply = z.object({ message: z.string(), deleted_count: z.number().int() });

export const statsReply = z.object({
  total_content: z.number().int(),
  content_by_type: z.record(z.string(), z.number().int()),
  recent_activity: z.array(
    z.object({
      id: z.string(),
      content_type: z.string(),
      /** The brief it was written from, so two items of one type tell apart. */
      prompt: z.string(),
      word_count: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type StatsReply = z.infer<typeof statsReply>;

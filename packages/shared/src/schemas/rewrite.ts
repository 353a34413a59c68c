/**
 * POST /api/content/rewrite (issue #24, item 3; docs/api.md "Content", decision 035): a text of the user's
 * own, rewritten in their voice. The answer is generate's (`generateReply`, or the same SSE events); the
 * stored item has `mode: "rewrite"` and keeps the source.
 */
import { z } from 'zod';
import { REWRITE_MAX_LENGTH } from '../constants.js';
import { languageFromInput } from './content.js';
import { INVALID_CHARACTERS, isMultiLineText } from './text.js';

export const rewriteBody = z.strictObject({
  /** The text to rewrite: 1–10,000 characters after trimming, the brief's character rules. */
  text: z
    .string({ message: 'required' })
    .trim()
    .min(1, { message: 'required' })
    .max(REWRITE_MAX_LENGTH, { message: 'too_long' })
    .refine(isMultiLineText, INVALID_CHARACTERS),
  /** Which voice writes it; the default voice without it. */
  voice_id: z.string({ message: 'invalid_value' }).trim().min(1, { message: 'invalid_value' }).optional(),
  /**
   * The output language (code or English name). Absent: the text's own language, as the voice engine
   * detects it (the voice's language when the detector cannot tell).
   */
  language: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const code = languageFromInput(v);
      if (!code) {
        ctx.addIssue({ code: 'custom', message: 'invalid_choice' });
        return z.NEVER;
      }
      return code;
    }),
});
export type RewriteBody = z.input<typeof rewriteBody>;
export type RewriteRequest = z.output<typeof rewriteBody>;

/**
 * Whether rewriting can run (GET /api/config `rewrite`): it needs a language model. `reason` says why not:
 * `no_model` (only the offline engine is configured), `model_downloading` (the local model is still being
 * fetched; `engine.progress` says how far), `model_unavailable` (the local model could not be prepared).
 */
export const REWRITE_UNAVAILABLE_REASONS = ['no_model', 'model_downloading', 'model_unavailable'] as const;
export type RewriteUnavailableReason = (typeof REWRITE_UNAVAILABLE_REASONS)[number];

export const rewriteAvailability = z.object({
  available: z.boolean(),
  reason: z.enum(REWRITE_UNAVAILABLE_REASONS).nullable(),
});
export type RewriteAvailability = z.infer<typeof rewriteAvailability>;

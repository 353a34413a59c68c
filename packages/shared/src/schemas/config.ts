/** GET /api/config: the public service settings (engine, quota, limits, languages, support address). */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { ENGINE_STATES, LLM_PROVIDERS } from '../enums.js';
import { rewriteAvailability } from './rewrite.js';

export const configReply = z.object({
  engine: z.object({
    provider: z.enum(LLM_PROVIDERS),
    model: z.string(),
    /** True when nothing leaves the machine (the local and the offline engine). */
    offline: z.boolean(),
    state: z.enum(ENGINE_STATES),
    /** 0–1: the download's share while `downloading`; 1 when `ready`. */
    progress: z.number().min(0).max(1),
    /** Why the engine is `unavailable` (a short English sentence for the log and the admin), or null. */
    detail: z.string().nullable(),
    /**
     * Seconds a whole draft of each size (an English text, its correction pass left out) takes on this
     * server, from the speed the local model measured here; null for the other engines and before the
     * local model has been measured (it is measured when it loads).
     */
    draft_seconds: z
      .object({ small: z.number().int(), medium: z.number().int(), large: z.number().int() })
      .nullable(),
  }),
  /** Whether POST /api/content/rewrite can run now (it needs a language model), and why not (decision 035). */
  rewrite: rewriteAvailability,
  daily_limit: z.number().int(),
  limits: z.object({
    max_files: z.number().int(),
    max_file_bytes: z.number().int(),
    max_total_bytes: z.number().int(),
    accepted_types: z.array(z.string()),
    prompt_max_length: z.number().int(),
    rewrite_max_length: z.number().int(),
    output_sizes: z.record(z.string(), z.number().int()),
  }),
  languages: z.array(z.enum(LANGUAGES)),
  support_email: z.string(),
});
export type ConfigReply = z.infer<typeof configReply>;

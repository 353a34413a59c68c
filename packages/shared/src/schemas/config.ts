/** GET /api/config: the public service settings (engine, quota, limits, languages, support address). */
import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { LLM_PROVIDERS } from '../enums.js';

export const configReply = z.object({
  engine: z.object({ provider: z.enum(LLM_PROVIDERS), model: z.string(), offline: z.boolean() }),
  daily_limit: z.number().int(),
  limits: z.object({
    max_files: z.number().int(),
    max_file_bytes: z.number().int(),
    max_total_bytes: z.number().int(),
    accepted_types: z.array(z.string()),
    prompt_max_length: z.number().int(),
    output_sizes: z.record(z.string(), z.number().int()),
  }),
  languages: z.array(z.enum(LANGUAGES)),
  support_email: z.string(),
});
export type ConfigReply = z.infer<typeof configReply>;

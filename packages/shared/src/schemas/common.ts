/** Shapes every call shares: the error answer (docs/api.md, "Errors"). */
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';

export const errorReply = z
  .object({
    error: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ErrorReply = z.infer<typeof errorReply>;

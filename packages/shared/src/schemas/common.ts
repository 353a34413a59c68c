/** Shapes every call shares: the error answer (docs/api.md, "Errors") and the `:id` of an item's path. */
import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../errors.js';
import { isSingleLineText } from './text.js';

export const errorReply = z
  .object({
    error: z.string(),
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .loose();
export type ErrorReply = z.infer<typeof errorReply>;

/** No id is longer (the server makes UUIDs); also Fastify's default `maxParamLength`. */
export const MAX_ID_LENGTH = 100;

/**
 * The `:id` of every item route (`/api/files/:id`, `/api/content/:id`). Ids are opaque, but no id is empty,
 * longer than MAX_ID_LENGTH or holds a control character (a NUL byte cannot even be sent to PostgreSQL).
 * Such a path names no item: the server answers a params failure as an unknown id, `404 NOT_FOUND`.
 */
export const idParams = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH).refine(isSingleLineText) });
export type IdParams = z.infer<typeof idParams>;

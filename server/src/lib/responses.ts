/**
 * Response schemas of a route: its success shapes plus the one error shape for every 4xx and 5xx, so the
 * OpenAPI document shows what each call can answer. Error bodies are written by the error handler.
 */
import { errorReply } from '@inkprint/shared';
import type { z } from 'zod';

export function responses<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, '4xx': errorReply, '5xx': errorReply };
}

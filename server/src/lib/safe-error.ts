/**
 * What of an error may go into a log line: its type, code, message and stack, with the SQL parameters
 * Drizzle appends ("params: …") cut off, and no driver `detail` (which quotes row values). User data never
 * reaches the logs through a failed query.
 */
const PARAMS = /\nparams:[\s\S]*$/;

function strip(text: string): string {
  // The stack starts with the message, so the parameters are cut from the stack as well.
  return text.replace(PARAMS, '').replace(/\nparams:[^\n]*(?=\n {4}at )/, '');
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/** Marks what safeError made (not enumerable, so never logged). */
const SAFE = Symbol('safeError');

function isSafe(value: unknown): value is SafeError {
  return typeof value === 'object' && value !== null && SAFE in value;
}

/**
 * Idempotent: the logger's `err` serializer is safeError too, so `log.error({ err: safeError(e) })` passes
 * the value through it a second time, which must keep it (not call it a "[non-error value]").
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (isSafe(err)) return err;
  const out: SafeError =
    err instanceof Error
      ? { type: err.name, message: strip(err.message) }
      : { type: err === null ? 'null' : typeof err, message: '[non-error value]' };
  Object.defineProperty(out, SAFE, { value: true });
  if (!(err instanceof Error)) return out;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (err.stack) out.stack = strip(err.stack);
  if (err.cause !== undefined && depth < 2) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** Replaces the value of every `token` query parameter in a URL or path. */
export function redactTokens(url: string): string {
  return url.replace(/([?&;]token=)[^&#;]*/gi, '$1[redacted]');
}

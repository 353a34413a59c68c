/**
 * What of an error may go into a log line: its type, code, message and stack, with the SQL parameters
 * Drizzle appends ("params: …") cut off, no driver `detail` (which quotes row values), and email addresses
 * replaced (an SMTP server's refusal quotes the recipient). User data never reaches the logs through a
 * failed query or a refused mail.
 */
const PARAMS = /\nparams:[\s\S]*$/;
/** Anything shaped like an address: a local part, `@`, a domain ending in letters (not `pkg@1.2.3`). */
const EMAIL = /[^\s<>"'(),;:@[\]/\\]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}\b/g;

function strip(text: string): string {
  // The stack starts with the message, so the parameters are cut from the stack as well.
  return text
    .replace(PARAMS, '')
    .replace(/\nparams:[^\n]*(?=\n {4}at )/, '')
    .replace(EMAIL, '[email]');
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

/**
 * Query parameters whose values stay out of the logs: secrets (the tokens of reset and confirmation links)
 * and what a user typed (a history search; decision 031).
 */
const SECRET_PARAMS = new Set(['token', 'search']);

/**
 * Whether a raw query parameter name names a secret. The name is judged as the query parser reads it,
 * percent-decoded (`%74oken` is `token`); a name that does not decode is treated as secret.
 */
function isSecretParam(rawName: string): boolean {
  try {
    return SECRET_PARAMS.has(decodeURIComponent(rawName.replace(/\+/g, ' ')).trim().toLowerCase());
  } catch {
    return true;
  }
}

/** Replaces the value of every `token` or `search` query parameter in a URL or path, however its name is encoded. */
export function redactTokens(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const hash = url.indexOf('#', start);
  const end = hash < 0 ? url.length : hash;
  const query = url
    .slice(start + 1, end)
    .split(/([&;])/)
    .map((part) => {
      const eq = part.indexOf('=');
      if (eq < 0 || !isSecretParam(part.slice(0, eq))) return part;
      return `${part.slice(0, eq)}=[redacted]`;
    })
    .join('');
  return `${url.slice(0, start + 1)}${query}${url.slice(end)}`;
}

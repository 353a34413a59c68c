/**
 * Whether a failure means the database cannot be reached right now (restarting, refusing, gone silent), as
 * opposed to a fault in a query. Such failures answer `503 DATABASE_UNAVAILABLE` with `Retry-After`, never a
 * 500: the request was fine and will succeed once the database is back (decision 030).
 */

/** Seconds a client is told to wait before trying again. */
export const DATABASE_RETRY_S = 5;

/** Socket errors of a connection that could not be opened, or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not ready: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down), 57014 query_canceled (the statement timeout of
 * client.ts, or a cancel during a shutdown); class 08 is "connection exception"; 53300 too_many_connections.
 */
const SQL_STATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/** node-postgres and pg-pool say these in words only (no code). */
const MESSAGES = [
  /^Connection terminated/, // "Connection terminated unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // pg-pool's connectionTimeoutMillis
  /^Query read timeout$/, // pg's query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is closed$/,
];

function matches(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQL_STATES.has(code) || /^08/.test(code)))
    return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((re) => re.test(message));
}

/** Looks through wrappers (Drizzle's DrizzleQueryError, an AggregateError of several addresses, `cause`). */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (matches(err)) return true;
  const inner = (err as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.length > 0 && inner.every((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

/**
 * The request or job a piece of work belongs to, carried across awaits (AsyncLocalStorage), so a line
 * logged through the app's logger (`ctx.log`, an engine's, the worker pool's) while a request or job is
 * handled still carries its id. The logger (logger.ts) adds the ids to every line that lacks them.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface LogScope {
  /** The request's id (Fastify's `reqId`). */
  reqId?: string;
  /** A job's id and queue name (the job runtime sets these, as its JobContext.log does). */
  job?: string;
  jobName?: string;
  /** The logger whose lines already carry the ids (the request's own child): nothing is added to them. */
  log?: unknown;
}

export const logContext = new AsyncLocalStorage<LogScope>();

/** The ids to add to a line written by `logger` in the current scope (none when it carries them already). */
export function scopeIds(logger: { bindings?: () => Record<string, unknown> }): Record<string, string> {
  const scope = logContext.getStore();
  if (!scope || logger === scope.log) return {};
  const bound = logger.bindings?.() ?? {};
  const out: Record<string, string> = {};
  if (scope.reqId && bound.reqId === undefined) out.reqId = scope.reqId;
  if (scope.job && bound.job === undefined) out.job = scope.job;
  if (scope.jobName && bound.jobName === undefined) out.jobName = scope.jobName;
  return out;
}

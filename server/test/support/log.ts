/** A logger that keeps every line it is given (level, fields, message), for tests that read the log. */
import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: string;
  obj: Record<string, unknown>;
  msg: string;
}

export function recordingLog(): { logger: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const at =
      (level: string) =>
      (objOrMsg: unknown, msg?: string): void => {
        if (typeof objOrMsg === 'string') lines.push({ level, obj: { ...bindings }, msg: objOrMsg });
        else lines.push({ level, obj: { ...bindings, ...(objOrMsg as object) }, msg: msg ?? '' });
      };
    return {
      level: 'info',
      info: at('info'),
      warn: at('warn'),
      error: at('error'),
      debug: at('debug'),
      trace: at('trace'),
      fatal: at('fatal'),
      silent: () => {},
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    } as unknown as FastifyBaseLogger;
  };
  return { logger: make({}), lines };
}

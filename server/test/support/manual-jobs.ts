/**
 * A job queue the test runs by hand: `send` records, `drain` runs what is recorded, in order, in this
 * process. For the parts of a job that do not depend on the runtime (what one run of a handler does, what a
 * call answers while no worker has taken its job yet); the runtime's own behaviour is tested with pg-boss.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, Jobs } from '../../src/jobs/types.js';

const noop = () => {};
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  level: 'silent',
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

export interface ManualJobs extends Jobs {
  readonly sent: { name: string; data: object; singletonKey?: string }[];
  /** Runs every recorded job once (and those they send), oldest first; returns how many ran. */
  drain(opts?: { retryCount?: number }): Promise<number>;
  /** Runs one job as if it ran again (a worker died after it): the same name and data. */
  runAgain(name: string, data: object, opts?: { retryCount?: number }): Promise<void>;
}

export function manualJobs(): ManualJobs {
  const handlers = new Map<string, JobHandler<object>>();
  const sent: ManualJobs['sent'] = [];
  let next = 0;
  const run = async (name: string, data: object, retryCount = 0) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for ${name}`);
    await handler(data, {
      id: `job-${++next}`,
      name,
      retryCount,
      signal: new AbortController().signal,
      log: silentLog,
    });
  };
  return {
    sent,
    define(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    schedule() {},
    async send(name, data, opts) {
      sent.push({ name, data, singletonKey: opts?.singletonKey });
      return `job-${sent.length}`;
    },
    async drain(opts = {}) {
      let ran = 0;
      while (sent.length > 0) {
        const job = sent.shift()!;
        await run(job.name, job.data, opts.retryCount);
        ran++;
      }
      return ran;
    },
    runAgain: (name, data, opts = {}) => run(name, data, opts.retryCount),
    wake() {},
    idle: async () => {},
    prepare: async () => {},
    start: async () => {},
    stop: async () => {},
    running: () => false,
    ready: () => true,
    counts: async () => ({}),
  };
}

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { logContext } from './log-context.js';

function captured() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk, _enc, done) {
        raw.push(String(chunk));
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { log, lines, raw };
}

describe('log scope', () => {
  it('adds the request or job ids to lines of any logger written in scope, across awaits, once', async () => {
    const { log, lines, raw } = captured();
    const requestLog = log.child({ reqId: 'r-1' });
    log.info('before');
    await logContext.run({ reqId: 'r-1', log: requestLog }, async () => {
      log.info('app logger');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.child({ engine: 'x' }).info('engine logger after await');
      requestLog.info('request logger');
      requestLog.child({ part: 1 }).info('child of the request logger');
      logContext.exit(() => log.info('outside again'));
    });
    await logContext.run({ job: 'j-9', jobName: 'mail' }, async () => log.info('in a job'));
    expect(lines.map((l) => [l.msg, l.reqId, l.job, l.jobName])).toEqual([
      ['before', undefined, undefined, undefined],
      ['app logger', 'r-1', undefined, undefined],
      ['engine logger after await', 'r-1', undefined, undefined],
      ['request logger', 'r-1', undefined, undefined],
      ['child of the request logger', 'r-1', undefined, undefined],
      ['outside again', undefined, undefined, undefined],
      ['in a job', undefined, 'j-9', 'mail'],
    ]);
    // Never twice in one line (a child that binds it already is not given it again).
    for (const line of raw) expect(line.match(/"reqId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

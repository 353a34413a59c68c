import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is restarting, refusing or silent', () => {
    for (const err of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P02'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('08001'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('PGlite is closed'),
    ])
      expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('looks through Drizzle’s wrapper, a cause, and an AggregateError of every address', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'x')),
    ).toBe(true);
  });

  it('leaves faults of a query, and anything else, to the 500 path', () => {
    for (const err of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error'),
      new DrizzleQueryError('insert', [], withCode('23503')),
      new Error('Connection refused by the engine'),
      new AggregateError([withCode('ECONNREFUSED'), new Error('other')], 'x'),
      null,
      'ECONNREFUSED',
      { code: 42 },
    ])
      expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

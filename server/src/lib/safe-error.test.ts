import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { redactTokens, safeError } from './safe-error.js';

describe('safeError', () => {
  it('cuts the SQL parameters from a failed query, in the message and the stack', () => {
    const err = new Error(
      'Failed query: update users set first_name = $1 where id = $2\nparams: Al\u0000ice,u1',
    );
    err.cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(secret@example.com)',
    });
    const safe = JSON.stringify(safeError(err));
    expect(safe).toContain('update users set first_name = $1');
    expect(safe).toContain('22021');
    expect(safe).not.toContain('Al');
    expect(safe).not.toContain('secret@example.com');
  });

  it('replaces email addresses in a message (an SMTP refusal quotes its recipient), not package versions', () => {
    const err = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <Bob.Smith+x@mail.example.co.uk>: no such user",
    );
    err.stack = `${err.message}\n    at send (/app/node_modules/nodemailer@7.0.1/lib/smtp.js:1:1)`;
    const safe = safeError(err);
    expect(safe.message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: no such user",
    );
    expect(safe.stack).not.toContain('Bob.Smith');
    expect(safe.stack).toContain('nodemailer@7.0.1');
  });

  it('keeps what it made when the logger’s serializer passes it through again', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', sink);
    log.error({ err: safeError(new Error('Unexpected end of multipart data')) }, 'unhandled error');
    log.error({ err: safeError('a thrown string') }, 'unhandled error');
    const [first, second] = lines.map((l) => JSON.parse(l).err);
    expect(first).toMatchObject({ type: 'Error', message: 'Unexpected end of multipart data' });
    expect(first.stack).toContain('safe-error.test.ts');
    expect(second).toEqual({ type: 'string', message: '[non-error value]' });
  });
});

describe('redactTokens', () => {
  it('redacts what a user searched for in the history', () => {
    expect(redactTokens('/api/content/history?search=my%20secret%20launch&page=2')).toBe(
      '/api/content/history?search=[redacted]&page=2',
    );
  });

  it('redacts every token query value and nothing else', () => {
    expect(redactTokens('/reset-password?token=abc&lang=de')).toBe(
      '/reset-password?token=[redacted]&lang=de',
    );
    expect(redactTokens('/x?a=1&token=abc')).toBe('/x?a=1&token=[redacted]');
    expect(redactTokens('/x?tokens=abc')).toBe('/x?tokens=abc');
  });

  it('judges a parameter by its decoded name, as the query parser reads it', () => {
    expect(redactTokens('/api/auth/validate-reset-token?%74oken=abc')).toBe(
      '/api/auth/validate-reset-token?%74oken=[redacted]',
    );
    expect(redactTokens('/x?a=1&%54%4F%4B%45%4E=abc&b=2')).toBe('/x?a=1&%54%4F%4B%45%4E=[redacted]&b=2');
    expect(redactTokens('/x?tok%65n=abc;lang=de')).toBe('/x?tok%65n=[redacted];lang=de');
    // A name that does not decode is not worth the risk.
    expect(redactTokens('/x?%E0%A4%A=abc')).toBe('/x?%E0%A4%A=[redacted]');
    expect(redactTokens('/x?token')).toBe('/x?token');
  });
});

/**
 * Account security: pre-hijacking, enumeration, lockout, spam, proxies, logs, caching, hostile input —
 * one test per defect of the accounts review, on each database. The server here trusts one proxy hop, so
 * each test picks its own client address with X-Forwarded-For and tests never share a limit.
 */
import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens, contactMessages, rateLimitHits, sessions, users } from '../src/db/schema/index.js';
import * as password from '../src/lib/password.js';
import { createLogger } from '../src/logger.js';
import {
  Client,
  dbTargets,
  lastToken,
  mailJobs,
  readOutbox,
  STRONG_PASSWORD,
  signedInClient,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

vi.mock('../src/lib/password.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/password.js')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const ATTACKER_PASSWORD = 'Att4cker!Pass';
const VICTIM_PASSWORD = 'Vict1m!Pass';

/** A fresh client address (TEST-NET-like ranges are fine: the server only counts them). */
function newIp() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A browser at one client address. */
class At extends Client {
  constructor(
    server: TestServer,
    readonly ip = newIp(),
    lang = 'en',
  ) {
    super(server, lang);
  }
  override call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return super.call<T>(method, path, body, { 'x-forwarded-for': this.ip, ...headers });
  }
}

/** Every /link?token=… mailed to `to`, oldest first. */
async function tokensMailed(server: TestServer, to: string, linkPath: string) {
  const mails = await readOutbox(server, to);
  return mails.flatMap((m) =>
    [...m.text.matchAll(new RegExp(`${linkPath}\\?token=([\\w-]+)`, 'g'))].map((x) => x[1]!),
  );
}

describe.each(dbTargets)('account security on %s', (target) => {
  let server: TestServer;
  let logLines: string[];
  beforeAll(async () => {
    logLines = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startServer(
      target,
      { TRUST_PROXY: '1', METRICS_TOKEN: 'm', RATE_LIMIT_FACTOR: '1' },
      undefined,
      { logger: createLogger('info', sink) },
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const db = () => server.database.db;
  const signedIn = () => signedInClient(server, 'en', new At(server));
  const contact = (message: string, name = 'Bo') =>
    new At(server).post('/contact', { name, email: uniqueEmail('c'), subject: 'general', message });

  describe('pre-hijacking', () => {
    it("keeps the owner's password when an attacker registered first", async () => {
      const email = uniqueEmail('victim');
      const attacker = new At(server);
      const victim = new At(server);
      expect((await attacker.post('/auth/register', { email, password: ATTACKER_PASSWORD })).status).toBe(
        201,
      );
      expect((await victim.post('/auth/register', { email, password: VICTIM_PASSWORD })).status).toBe(201);
      const [attackersToken, victimsToken] = await tokensMailed(server, email, '/confirm-email');
      expect(victimsToken).toBeTruthy();
      expect(
        (await victim.post('/auth/confirm-email', { token: victimsToken, password: VICTIM_PASSWORD })).status,
      ).toBe(200);

      expect((await victim.post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(200);
      const stolen = await attacker.post('/auth/login', { email, password: ATTACKER_PASSWORD });
      expect(stolen.status).toBe(401);
      expect(stolen.body.code).toBe('INVALID_CREDENTIALS');
      // The attacker's own pending registration died with the victim's confirmation.
      const late = await attacker.post('/auth/confirm-email', {
        token: attackersToken,
        password: ATTACKER_PASSWORD,
      });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('INVALID_TOKEN');
    });

    it("activates the owner's password with the link an attacker's registration caused", async () => {
      const email = uniqueEmail('first');
      await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      await new At(server).post('/auth/register', { email, password: VICTIM_PASSWORD });
      const [attackersToken] = await tokensMailed(server, email, '/confirm-email');
      const confirmed = await new At(server).post('/auth/confirm-email', {
        token: attackersToken,
        password: VICTIM_PASSWORD,
      });
      expect(confirmed.status).toBe(200);
      expect((await new At(server).post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(
        200,
      );
      expect((await new At(server).post('/auth/login', { email, password: ATTACKER_PASSWORD })).status).toBe(
        401,
      );
    });

    it('activates nothing when the owner clicks a link of a registration they never made', async () => {
      const email = uniqueEmail('unasked');
      await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      const [token] = await tokensMailed(server, email, '/confirm-email');
      const owner = new At(server);
      const refused = await owner.post('/auth/confirm-email', { token, password: VICTIM_PASSWORD });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      expect((refused.body.fields as Record<string, string>).password).toMatch(/Forgot your password/);
      const polled = await new At(server).post('/auth/login', { email, password: ATTACKER_PASSWORD });
      expect(polled.status).toBe(403);
      // The link still works for whoever holds it and knows a registered password: the owner, after
      // registering, or through "Forgot password".
      await owner.post('/auth/request-password-reset', { email });
      const reset = await lastToken(server, email, '/reset-password');
      expect(
        (await owner.post('/auth/reset-password', { token: reset, password: VICTIM_PASSWORD })).status,
      ).toBe(200);
      expect((await owner.post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(200);
      expect((await new At(server).post('/auth/login', { email, password: ATTACKER_PASSWORD })).status).toBe(
        401,
      );
    });

    it("confirms the owner's password when the attacker's registrations used up the mail cap", async () => {
      const email = uniqueEmail('capped');
      const attacker = new At(server);
      const { mailsWithoutResetLinkPerMailbox } = server.app.ctx.config.limits;
      for (let i = 0; i < mailsWithoutResetLinkPerMailbox.max; i++) {
        await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      }
      await new At(server).post('/auth/register', { email, password: VICTIM_PASSWORD });
      const links = await tokensMailed(server, email, '/confirm-email');
      // The owner's own mail was held back: every link in the inbox was caused by the attacker.
      expect(links).toHaveLength(mailsWithoutResetLinkPerMailbox.max);
      const owner = new At(server);
      expect(
        (await owner.post('/auth/confirm-email', { token: links[0], password: VICTIM_PASSWORD })).status,
      ).toBe(200);
      expect((await attacker.post('/auth/login', { email, password: ATTACKER_PASSWORD })).status).toBe(401);
      expect((await owner.post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(200);
      for (const token of links.slice(1)) {
        const r = await owner.post('/auth/confirm-email', { token, password: ATTACKER_PASSWORD });
        expect(r.body.code).toBe('INVALID_TOKEN');
      }
    });

    it('tells only a right password that the e-mail is not confirmed, and counts wrong ones', async () => {
      const email = uniqueEmail('pending');
      await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      await new At(server).post('/auth/register', { email, password: VICTIM_PASSWORD });
      // The registrations' passwords are kept by their mail jobs (off the request path).
      await server.app.ctx.jobs.idle();
      const client = new At(server);
      const wrong = await client.post('/auth/login', { email, password: 'Wr0ng!Pass' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
      for (const pw of [ATTACKER_PASSWORD, VICTIM_PASSWORD]) {
        const right = await client.post('/auth/login', { email, password: pw });
        expect(right.status).toBe(403);
        expect(right.body.code).toBe('EMAIL_NOT_CONFIRMED');
      }
      for (let i = 0; i < 9; i++) await client.post('/auth/login', { email, password: `Wr0ng!${i}` });
      const limited = await client.post('/auth/login', { email, password: VICTIM_PASSWORD });
      expect(limited.status).toBe(429);
    });

    it('answers a resend with a choose-your-password link when registrations compete', async () => {
      const email = uniqueEmail('contest');
      await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      await new At(server).post('/auth/register', { email, password: VICTIM_PASSWORD });
      expect((await new At(server).post('/auth/resend-confirmation', { email })).status).toBe(200);
      const token = await lastToken(server, email, '/reset-password');
      const chosen = 'Ch0sen!Pass';
      expect((await new At(server).post('/auth/reset-password', { token, password: chosen })).status).toBe(
        200,
      );
      expect((await new At(server).post('/auth/login', { email, password: chosen })).status).toBe(200);
      expect((await new At(server).post('/auth/login', { email, password: ATTACKER_PASSWORD })).status).toBe(
        401,
      );
      const [pending] = await db()
        .select({ n: count() })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(eq(users.email, email));
      expect(Number(pending?.n)).toBe(0);
    });

    it('resends a confirmation link bound to the only pending registration', async () => {
      const email = uniqueEmail('single');
      await new At(server).post('/auth/register', { email, password: VICTIM_PASSWORD });
      await new At(server).post('/auth/resend-confirmation', { email });
      const tokens = await tokensMailed(server, email, '/confirm-email');
      expect(tokens).toHaveLength(2);
      expect(
        (await new At(server).post('/auth/confirm-email', { token: tokens[1], password: VICTIM_PASSWORD }))
          .status,
      ).toBe(200);
      expect((await new At(server).post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(
        200,
      );
    });
  });

  describe('mail queue', () => {
    it('answers a reset request before any mail is prepared, for known and unknown addresses alike', async () => {
      const { email } = await signedIn();
      await server.app.ctx.jobs.stop();
      try {
        const unknown = uniqueEmail('nobody');
        const a = await new At(server).post('/auth/request-password-reset', { email });
        const b = await new At(server).post('/auth/request-password-reset', { email: unknown });
        expect(a.status).toBe(200);
        expect(b.body).toEqual(a.body);
        const queued = await mailJobs(server, 'auth.reset');
        const emails = queued.map((q) => (q.payload as { email: string }).email);
        expect(emails).toEqual(expect.arrayContaining([email, unknown]));
        // Nothing minted yet: the token is made by the sender, after the answer.
        const [user] = await db().select().from(users).where(eq(users.email, email));
        const [tokens] = await db()
          .select({ n: count() })
          .from(authTokens)
          .where(and(eq(authTokens.userId, user!.id), eq(authTokens.purpose, 'reset_password')));
        expect(Number(tokens?.n)).toBe(0);
      } finally {
        await server.app.ctx.jobs.start();
      }
      await server.app.ctx.outbox.idle();
      expect(await tokensMailed(server, email, '/reset-password')).toHaveLength(1);
    });

    it('retries a mail whose sending failed, and leaves no live token behind the failure', async () => {
      const { email } = await signedIn();
      const { mailer } = server.app.ctx;
      const send = mailer.send;
      mailer.send = async () => {
        throw new Error('SMTP server unreachable');
      };
      try {
        await new At(server).post('/auth/request-password-reset', { email });
        await server.app.ctx.outbox.idle();
      } finally {
        mailer.send = send;
      }
      const job = (await mailJobs(server, 'auth.reset')).find((j) => j.payload.email === email);
      // Tried once, failed, and waiting for its retry.
      expect(job?.state).toBe('retry');
      expect(job?.retry_count).toBe(0);
      expect(JSON.stringify(job?.output)).toContain('SMTP server unreachable');
      const [user] = await db().select().from(users).where(eq(users.email, email));
      const resetTokens = () =>
        db()
          .select({ n: count() })
          .from(authTokens)
          .where(and(eq(authTokens.userId, user!.id), eq(authTokens.purpose, 'reset_password')));
      expect(Number((await resetTokens())[0]?.n)).toBe(0);
      // Due again: the sender delivers it.
      await db().execute(
        sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'mail' AND id = ${job!.id}`,
      );
      await server.app.ctx.outbox.idle();
      expect(await tokensMailed(server, email, '/reset-password')).toHaveLength(1);
      expect(Number((await resetTokens())[0]?.n)).toBe(1);
    });
  });

  describe('mail caps', () => {
    /** Changes the password of a signed-in browser `times` times; answers the last password set. */
    async function changePasswords(browser: At, times: number) {
      let current = STRONG_PASSWORD;
      for (let i = 0; i < times; i++) {
        const next = `N3w!Passw0rd${i}`;
        const r = await browser.post('/auth/change-password', {
          current_password: current,
          new_password: next,
        });
        expect(r.status).toBe(200);
        current = next;
      }
      return current;
    }

    it('delivers a reset link after two "already have an account" mails, two password-changed notices and one more mail in the hour', async () => {
      const browser = new At(server);
      const { email } = await signedInClient(server, 'en', browser);
      for (let i = 0; i < 2; i++) {
        await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      }
      await changePasswords(browser, 2);
      await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      expect(await readOutbox(server, email)).toHaveLength(5);
      await new At(server).post('/auth/request-password-reset', { email });
      expect(await tokensMailed(server, email, '/reset-password')).toHaveLength(1);
    });

    it('keeps two of the hourly mails for reset links, however many other mails strangers cause', async () => {
      const { email } = await signedIn();
      const { mailsPerMailbox, mailsWithoutResetLinkPerMailbox } = server.app.ctx.config.limits;
      for (let i = 0; i < 8; i++) {
        await new At(server).post('/auth/register', { email, password: ATTACKER_PASSWORD });
      }
      expect(await readOutbox(server, email)).toHaveLength(mailsWithoutResetLinkPerMailbox.max);
      for (let i = 0; i < 4; i++) await new At(server).post('/auth/request-password-reset', { email });
      // The inbox still gets no more than the anonymous cap in all.
      expect(await readOutbox(server, email)).toHaveLength(mailsPerMailbox.max);
      expect(await tokensMailed(server, email, '/reset-password')).toHaveLength(
        mailsPerMailbox.max - mailsWithoutResetLinkPerMailbox.max,
      );
    });

    it('counts password-changed notices apart from the anonymous cap, under a ceiling of their own', async () => {
      const browser = new At(server);
      const { email } = await signedInClient(server, 'en', browser);
      const { noticesPerMailbox, mailsPerMailbox } = server.app.ctx.config.limits;
      await changePasswords(browser, noticesPerMailbox.max + 2);
      const notices = await readOutbox(server, email);
      expect(notices).toHaveLength(noticesPerMailbox.max);
      expect(new Set(notices.map((m) => m.subject))).toEqual(new Set(['Your Inkprint password was changed']));
      for (let i = 0; i < mailsPerMailbox.max; i++) {
        await new At(server).post('/auth/request-password-reset', { email });
      }
      expect(await tokensMailed(server, email, '/reset-password')).toHaveLength(mailsPerMailbox.max);
    });
  });

  describe('lockout', () => {
    it('mints no reset token once the mailbox cap is reached, so the link already sent keeps working', async () => {
      const { email } = await signedIn();
      for (let i = 0; i < 8; i++) await new At(server).post('/auth/request-password-reset', { email });
      const links = await tokensMailed(server, email, '/reset-password');
      const cap = server.app.ctx.config.limits.mailsPerMailbox.max;
      expect(links).toHaveLength(cap);
      const [user] = await db().select().from(users).where(eq(users.email, email));
      const [tokens] = await db()
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.userId, user!.id), eq(authTokens.purpose, 'reset_password')));
      expect(Number(tokens?.n)).toBe(cap);
      const first = await new At(server).get(`/auth/validate-reset-token?token=${links[0]}`);
      expect(first.body).toEqual({ valid: true });
    });

    it('keeps an earlier reset link valid after a new request, and ends all links when one is used', async () => {
      const { email } = await signedIn();
      await new At(server).post('/auth/request-password-reset', { email });
      await new At(server).post('/auth/request-password-reset', { email });
      const [first, second] = await tokensMailed(server, email, '/reset-password');
      const used = await new At(server).post('/auth/reset-password', {
        token: first,
        password: 'N3w!Passw0rd',
      });
      expect(used.status).toBe(200);
      const stale = await new At(server).post('/auth/reset-password', {
        token: second,
        password: 'Oth3r!Pass',
      });
      expect(stale.status).toBe(400);
    });

    /** Ten wrong passwords from `client` for `email`: that address is now locked for the e-mail. */
    async function lockOut(client: At, email: string) {
      for (let i = 0; i < 10; i++) {
        expect((await client.post('/auth/login', { email, password: `Wr0ng!${i}` })).status).toBe(401);
      }
    }

    it('lets the owner log in with the new password at once after a reset, though wrong passwords had locked their address', async () => {
      const { email } = await signedIn();
      const owner = new At(server);
      await lockOut(owner, email);
      expect((await owner.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(429);
      await owner.post('/auth/request-password-reset', { email });
      const token = await lastToken(server, email, '/reset-password');
      const reset = await owner.post('/auth/reset-password', { token, password: 'N3w!Passw0rd' });
      expect(reset.body.message).toBe('Your password has been reset. You can now log in.');
      expect((await owner.post('/auth/login', { email, password: 'N3w!Passw0rd' })).status).toBe(200);
    });

    it("keeps a stranger's failures, and the per-address count, when the owner resets", async () => {
      const { email } = await signedIn();
      const stranger = new At(server);
      await lockOut(stranger, email);
      const owner = new At(server);
      await owner.post('/auth/request-password-reset', { email });
      const token = await lastToken(server, email, '/reset-password');
      expect((await owner.post('/auth/reset-password', { token, password: 'N3w!Passw0rd' })).status).toBe(
        200,
      );
      // Even the right new password: the stranger's address has no fresh budget for this e-mail.
      expect((await stranger.post('/auth/login', { email, password: 'N3w!Passw0rd' })).status).toBe(429);
      const [perClient] = await db()
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, 'login_fail_client'), eq(rateLimitHits.key, stranger.ip)));
      expect(Number(perClient?.n)).toBe(10);
    });

    it('lifts the per-e-mail ceiling when the owner resets, so the new password works from anywhere', async () => {
      const { email } = await signedIn();
      const max = server.app.ctx.config.limits.loginFailuresPerEmail.max;
      for (let i = 0; i < max; i += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, max - i) }, (_, j) =>
            new At(server).post('/auth/login', { email, password: `Wr0ng!${i + j}` }),
          ),
        );
      }
      const owner = new At(server);
      expect((await owner.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(429);
      await owner.post('/auth/request-password-reset', { email });
      const token = await lastToken(server, email, '/reset-password');
      expect((await owner.post('/auth/reset-password', { token, password: 'N3w!Passw0rd' })).status).toBe(
        200,
      );
      expect((await new At(server).post('/auth/login', { email, password: 'N3w!Passw0rd' })).status).toBe(
        200,
      );
    });

    it('lets the owner log in at once after confirming the e-mail, though wrong passwords had locked their address', async () => {
      const email = uniqueEmail('confirm');
      const owner = new At(server);
      await owner.post('/auth/register', { email, password: VICTIM_PASSWORD });
      await lockOut(owner, email);
      const token = await lastToken(server, email, '/confirm-email');
      const confirmed = await owner.post('/auth/confirm-email', { token, password: VICTIM_PASSWORD });
      expect(confirmed.body.message).toBe('Email confirmed! You can now log in.');
      expect((await owner.post('/auth/login', { email, password: VICTIM_PASSWORD })).status).toBe(200);
    });

    it('lets the owner log in from an address with failures once they changed the password from there', async () => {
      const browser = new At(server);
      const { email } = await signedInClient(server, 'en', browser);
      const laptop = new At(server, browser.ip);
      await lockOut(laptop, email);
      const changed = await browser.post('/auth/change-password', {
        current_password: STRONG_PASSWORD,
        new_password: 'N3w!Passw0rd',
      });
      expect(changed.status).toBe(200);
      expect((await laptop.post('/auth/login', { email, password: 'N3w!Passw0rd' })).status).toBe(200);
    });

    it("does not lock the owner out when a stranger's failures come from another address", async () => {
      const { email } = await signedIn();
      const stranger = new At(server);
      for (let i = 0; i < 10; i++) {
        expect((await stranger.post('/auth/login', { email, password: `Wr0ng!${i}` })).status).toBe(401);
      }
      expect((await stranger.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(429);
      expect((await new At(server).post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(
        200,
      );
    });

    it('stops guessing spread over many addresses at the per-e-mail ceiling', async () => {
      const { email } = await signedIn();
      const max = server.app.ctx.config.limits.loginFailuresPerEmail.max;
      for (let i = 0; i < max; i += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, max - i) }, (_, j) =>
            new At(server).post('/auth/login', { email, password: `Wr0ng!${i + j}` }),
          ),
        );
      }
      const r = await new At(server).post('/auth/login', { email, password: 'Wr0ng!last' });
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('lets exactly nine of fifty parallel wrong passwords through when nine tries are left', async () => {
      const { email } = await signedIn();
      const client = new At(server);
      expect((await client.post('/auth/login', { email, password: 'Wr0ng!first' })).status).toBe(401);
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, i) => client.post('/auth/login', { email, password: `Wr0ng!${i}` })),
      );
      expect(replies.filter((r) => r.status === 401)).toHaveLength(9);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(41);
    });

    it('counts wrong current passwords in change-password like login failures', async () => {
      const { client } = await signedIn();
      for (let i = 0; i < 10; i++) {
        const r = await client.post('/auth/change-password', {
          current_password: `Wr0ng!${i}`,
          new_password: 'N3w!Passw0rd',
        });
        expect(r.status).toBe(400);
      }
      const r = await client.post('/auth/change-password', {
        current_password: STRONG_PASSWORD,
        new_password: 'N3w!Passw0rd',
      });
      expect(r.status).toBe(429);
      expect(r.body.code).toBe('RATE_LIMITED');
    });

    it('deletes an account only with its current password, under the change-password guess limit', async () => {
      const { client, user } = await signedIn();
      const stillThere = async () =>
        (await db().select({ id: users.id }).from(users).where(eq(users.id, user.id))).length === 1;
      const bare = await client.delete('/auth/account');
      expect(bare.status).toBe(400);
      expect(bare.body.code).toBe('VALIDATION_ERROR');
      const wrong = await client.delete('/auth/account', { current_password: 'Wr0ng!Pass' });
      expect(wrong.status).toBe(400);
      expect((wrong.body.fields as Record<string, string>).current_password).toBe(
        'The current password is incorrect.',
      );
      expect(await stillThere()).toBe(true);
      for (let i = 0; i < 5; i++) {
        await client.post('/auth/change-password', {
          current_password: `Wr0ng!${i}`,
          new_password: 'N3w!Passw0rd',
        });
      }
      for (let i = 0; i < 4; i++) {
        expect((await client.delete('/auth/account', { current_password: `Wr0ng!d${i}` })).status).toBe(400);
      }
      const limited = await client.delete('/auth/account', { current_password: STRONG_PASSWORD });
      expect(limited.status).toBe(429);
      expect(await stillThere()).toBe(true);
    });

    it("removes the address's rate-limit counts with the account", async () => {
      const browser = new At(server);
      const { email, user } = await signedInClient(server, 'en', browser);
      const key = (k: string) => sql`${rateLimitHits.key} like ${`%${k}%`}`;
      await new At(server).post('/auth/login', { email, password: 'Wr0ng!Pass' });
      await new At(server).post('/auth/request-password-reset', { email });
      await browser.post('/auth/change-password', {
        current_password: 'Wr0ng!Pass',
        new_password: 'N3w!Passw0rd',
      });
      await server.app.ctx.outbox.idle();
      const named = () =>
        db()
          .select({ bucket: rateLimitHits.bucket })
          .from(rateLimitHits)
          .where(sql`${key(email)} or ${key(user.id)}`);
      expect((await named()).map((r) => r.bucket).sort()).toEqual(
        ['login_fail', 'login_fail_email', 'mail', 'password_check'].sort(),
      );
      const deleted = await browser.delete('/auth/account', { current_password: STRONG_PASSWORD });
      expect(deleted.status).toBe(200);
      expect(await named()).toEqual([]);
    });
  });

  describe('per-client limits', () => {
    it('stops password spraying across e-mails from one address', async () => {
      const client = new At(server);
      const max = server.app.ctx.config.limits.loginFailuresPerClient.max;
      for (let i = 0; i < max; i++) {
        expect(
          (await client.post('/auth/login', { email: uniqueEmail('spray'), password: 'Spr4y!Pass' })).status,
        ).toBe(401);
      }
      const r = await client.post('/auth/login', { email: uniqueEmail('spray'), password: 'Spr4y!Pass' });
      expect(r.status).toBe(429);
    });

    it('limits registrations from one address, and mails nobody for the refused ones', async () => {
      const client = new At(server);
      const max = server.app.ctx.config.limits.registerPerClient.max;
      const emails = Array.from({ length: max + 3 }, () => uniqueEmail('bulk'));
      const statuses: number[] = [];
      for (const email of emails) {
        statuses.push((await client.post('/auth/register', { email, password: STRONG_PASSWORD })).status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(max);
      expect(statuses.slice(max)).toEqual([429, 429, 429]);
      const mailed = (await readOutbox(server)).filter((m) => emails.includes(m.to));
      expect(mailed).toHaveLength(max);
    });

    it('caps mails into one inbox across plus-addresses', async () => {
      const base = uniqueEmail('inbox').split('@')[0];
      for (let i = 1; i <= 8; i++) {
        await new At(server).post('/auth/register', {
          email: `${base}+${i}@example.com`,
          password: STRONG_PASSWORD,
        });
      }
      const { mailsPerMailbox, mailsWithoutResetLinkPerMailbox } = server.app.ctx.config.limits;
      const inbox = async () => (await readOutbox(server)).filter((m) => m.to.startsWith(`${base}+`));
      expect(await inbox()).toHaveLength(mailsWithoutResetLinkPerMailbox.max);
      for (let i = 1; i <= 4; i++) {
        await new At(server).post('/auth/request-password-reset', { email: `${base}+${i}@example.com` });
      }
      expect(await inbox()).toHaveLength(mailsPerMailbox.max);
    });

    it.each([
      ['/auth/request-password-reset', 'resetRequestPerClient'],
      ['/auth/resend-confirmation', 'resendPerClient'],
      ['/auth/confirm-email', 'tokenUsePerClient'],
    ] as const)('limits %s per client address', async (path, limit) => {
      const client = new At(server);
      const max = server.app.ctx.config.limits[limit].max;
      const body =
        path === '/auth/confirm-email'
          ? { token: 'bogus-token', password: VICTIM_PASSWORD }
          : { email: uniqueEmail('lim') };
      for (let i = 0; i < max; i++) expect((await client.post(path, body)).status).toBeLessThan(429);
      const r = await client.post(path, body);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('checks a reset token before hashing the new password', async () => {
      const hash = vi.mocked(password.hashPassword);
      hash.mockClear();
      const r = await new At(server).post('/auth/reset-password', {
        token: 'bogus',
        password: 'N3w!Passw0rd',
      });
      expect(r.status).toBe(400);
      expect(hash).not.toHaveBeenCalled();
    });

    it('refuses a rotating X-Forwarded-For prefix as a way around the contact limit', async () => {
      const client = new Client(server);
      const realIp = newIp();
      const body = { name: 'Rita', email: uniqueEmail('rot'), subject: 'general', message: 'Hi' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await client.post('/contact', body, { 'x-forwarded-for': `${newIp()}, ${realIp}` });
        statuses.push(r.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('tells a client refused by the contact limit how long to wait, in its language', async () => {
      const client = new At(server, newIp(), 'fr');
      const body = { name: 'Rita', email: uniqueEmail('wait'), subject: 'general', message: 'Bonjour' };
      for (let i = 0; i < 5; i++) expect((await client.post('/contact', body)).status).toBe(201);
      const r = await client.post('/contact', body);
      expect(r.status).toBe(429);
      expect(r.body.code).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(r.body.error).toBe('Trop de tentatives. Veuillez réessayer dans 15 minutes.');
    });
  });

  it("attaches a contact message to the signed-in sender, never to the typed address's owner", async () => {
    const owner = await signedIn();
    const sender = await signedIn();
    const r = await new At(server).call(
      'POST',
      '/contact',
      { name: 'Sam', email: owner.email, subject: 'general', message: 'Not mine to own' },
      sender.client.cookie ? { cookie: sender.client.cookie } : {},
    );
    expect(r.status).toBe(201);
    const exported = await owner.client.get<{ contact_messages: unknown[] }>('/auth/export');
    expect(exported.body.contact_messages).toEqual([]);
    const senderExport = await sender.client.get<{ contact_messages: { message: string }[] }>('/auth/export');
    expect(senderExport.body.contact_messages.map((m) => m.message)).toEqual(['Not mine to own']);
    expect((await owner.client.delete('/auth/account', { current_password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    const [left] = await db()
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.userId, sender.user.id));
    expect(Number(left?.n)).toBe(1);
  });

  it('revokes outstanding reset links when the password is changed', async () => {
    const { client, email } = await signedIn();
    await new At(server).post('/auth/request-password-reset', { email });
    const token = await lastToken(server, email, '/reset-password');
    const changed = await client.post('/auth/change-password', {
      current_password: STRONG_PASSWORD,
      new_password: 'N3w!Passw0rd',
    });
    expect(changed.status).toBe(200);
    expect((await new At(server).get(`/auth/validate-reset-token?token=${token}`)).status).toBe(400);
  });

  it('writes no reset or confirmation token into the request log', async () => {
    const secret = 'S3cretTokenValue0123456789';
    await new At(server).get(`/auth/validate-reset-token?token=${secret}`);
    await fetch(`${server.url}/reset-password?token=${secret}`);
    await fetch(`${server.url}/confirm-email?x=1&token=${secret}`);
    await new At(server).get(`/auth/validate-reset-token?%74oken=${secret}`);
    await fetch(`${server.url}/reset-password?x=1&%74ok%65n=${secret}`);
    const log = logLines.join('');
    expect(log).toContain('validate-reset-token?token=[redacted]');
    expect(log).not.toContain(secret);
  });

  it('sends Cache-Control: no-store on answers that depend on the session', async () => {
    const { client, email } = await signedIn();
    for (const path of ['/auth/profile', '/auth/check-auth']) {
      expect((await client.get(path)).headers.get('cache-control')).toBe('no-store');
    }
    const login = await new At(server).post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses control characters in text fields with 400 and keeps SQL parameters out of the log', async () => {
    const { client } = await signedIn();
    const nul = await client.put('/auth/profile', {
      first_name: 'Al\u0000ice',
      last_name: '',
      company_name: '',
    });
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('VALIDATION_ERROR');
    expect((nul.body.fields as Record<string, string>).first_name).toMatch(/not allowed/);
    expect((await contact('a\u0000b')).status).toBe(400);
    expect((await contact('line one\nline two\ttabbed')).status).toBe(201);
    expect(logLines.join('')).not.toContain('Al\\u0000ice');
  });

  it('decides authentication by the matched route, not the raw URL', async () => {
    const { client } = await signedIn();
    const res = await fetch(`${server.url}/%61pi/auth/profile`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    const check = await fetch(`${server.url}/%61pi/auth/check-auth`, { headers: { cookie: client.cookie } });
    expect(((await check.json()) as { authenticated: boolean }).authenticated).toBe(true);
    const anonymous = await fetch(`${server.url}/%61pi/auth/profile`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses an anonymous change-password with 401 before looking at its body', async () => {
    const r = await new At(server).post('/auth/change-password', { foo: 1 });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('UNAUTHENTICATED');
    expect(r.body.fields).toBeUndefined();
  });

  it('refuses line breaks in a contact name and names at most twenty unknown fields', async () => {
    const r = await contact('hi', 'Eve\nBcc: everyone@example.com');
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.fields as object)).toEqual(['name']);
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, 1]));
    const flood = await new At(server).post('/auth/login', { email: 'a@b.co', password: 'x', ...many });
    expect(flood.status).toBe(400);
    expect(Object.keys(flood.body.fields as object).length).toBeLessThanOrEqual(20);
  });

  it('answers headers that are too large in the {error, code} form', async () => {
    const res = await fetch(`${server.url}/api/auth/check-auth`, {
      headers: { 'x-big': 'a'.repeat(20_000) },
    });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({
      error: 'The request headers are too large.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers a wrong content type with VALIDATION_ERROR, keeping the file-type message for uploads', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.co&password=x',
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as { code: string; error: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).not.toMatch(/PDF/);
  });

  it('slides the session cookie along with the stored session', async () => {
    const { client, user } = await signedIn();
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const r = await client.get('/auth/profile');
    expect(r.status).toBe(200);
    const cookie = r.headers.getSetCookie().find((c) => c.startsWith('inkprint_sid='));
    expect(cookie).toMatch(/Max-Age=2592000/);
  });
});

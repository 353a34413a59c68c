/** Account rules and bad input, call by call, on each database. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  contactMessages,
  files,
  generations,
  sessions,
  users,
  voiceProfiles,
} from '../src/db/schema/index.js';
import { defaultVoice } from '../src/features/voices/lookup.js';
import {
  Client,
  dbTargets,
  lastToken,
  readOutbox,
  STRONG_PASSWORD,
  signedInClient,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

describe.each(dbTargets)('auth rules on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });
  const db = () => server.database.db;

  it('makes one account from 20 parallel registrations of one e-mail', async () => {
    const email = uniqueEmail('race');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        new Client(server).post('/auth/register', { email, password: STRONG_PASSWORD }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const [row] = await db().select({ n: count() }).from(users).where(eq(users.email, email));
    expect(Number(row?.n)).toBe(1);
  });

  it('answers a second registration of a confirmed e-mail like the first and mails the owner', async () => {
    const { email } = await signedInClient(server);
    const before = (await readOutbox(server, email)).length;
    const again = await new Client(server).post<{ user: { email: string } }>('/auth/register', {
      email,
      password: 'Other!Pass1',
    });
    expect(again.status).toBe(201);
    expect(again.body.user.email).toBe(email);
    const mails = await readOutbox(server, email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toMatch(/already have/i);
    // The existing password still works, the new one does not.
    expect((await new Client(server).post('/auth/login', { email, password: 'Other!Pass1' })).status).toBe(
      401,
    );
  });

  it('refuses the 11th wrong password with RATE_LIMITED and Retry-After', async () => {
    const { email } = await signedInClient(server);
    const attacker = new Client(server);
    for (let i = 0; i < 10; i++) {
      const r = await attacker.post('/auth/login', { email, password: `wrong-${i}` });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('INVALID_CREDENTIALS');
    }
    const limited = await attacker.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('tells a client refused by the login limit how long to wait, in its language', async () => {
    const { email } = await signedInClient(server);
    const attacker = new Client(server, 'de');
    for (let i = 0; i < 10; i++) await attacker.post('/auth/login', { email, password: `wrong-${i}` });
    const limited = await attacker.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(limited.body.error).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.');
  });

  it('refuses a state-changing call from a foreign Origin and accepts its own', async () => {
    const { client } = await signedInClient(server);
    const foreign = await client.put('/auth/profile', { first_name: 'Eve', last_name: '', company_name: '' });
    expect(foreign.status).toBe(200);
    const evil = await client.call(
      'PUT',
      '/auth/profile',
      { first_name: 'Mallory', last_name: '', company_name: '' },
      {
        origin: 'http://evil.example',
      },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.code).toBe('CSRF_REJECTED');
    const ownHost = await client.call('POST', '/auth/logout', {}, { origin: server.url });
    expect(ownHost.status).toBe(200);
    const appUrl = await new Client(server).call(
      'POST',
      '/auth/resend-confirmation',
      { email: 'a@b.co' },
      {
        origin: 'http://app.inkprint.test',
      },
    );
    expect(appUrl.status).toBe(200);
  });

  it('answers in German when asked in German', async () => {
    const de = new Client(server, 'de-DE,de;q=0.9');
    const r = await de.post('/auth/login', { email: uniqueEmail(), password: 'whatever' });
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    const v = await de.post('/auth/register', { email: 'kaputt', password: STRONG_PASSWORD });
    expect((v.body.fields as Record<string, string>).email).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });

  it.each([
    ['malformed JSON', '{"email":', 'body'],
    ['missing fields', {}, 'email'],
    ['an extra field', { email: 'a@b.co', password: STRONG_PASSWORD, admin: true }, 'admin'],
    ['wrong types', { email: 42, password: ['x'] }, 'email'],
    [
      'an e-mail over 254 characters',
      { email: `${'a'.repeat(250)}@b.co`, password: STRONG_PASSWORD },
      'email',
    ],
    ['a password over 256 characters', { email: 'a@b.co', password: `Aa1!${'x'.repeat(253)}` }, 'password'],
    ['a weak password', { email: 'a@b.co', password: 'password' }, 'password'],
  ])('refuses %s at registration with 400 and stores nothing', async (_name, body, field) => {
    const before = await db().select({ n: count() }).from(users);
    const r = await new Client(server).post('/auth/register', body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_ERROR');
    if (field !== 'body') expect(r.body.fields).toHaveProperty(field);
    const after = await db().select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses names over 50, company over 100 and two-word names, changing nothing', async () => {
    const { client } = await signedInClient(server);
    for (const body of [
      { first_name: 'A'.repeat(51), last_name: '', company_name: '' },
      { first_name: 'Ana', last_name: 'B'.repeat(51), company_name: '' },
      { first_name: 'Ana', last_name: '', company_name: 'C'.repeat(101) },
      { first_name: 'Ana', last_name: 'de Souza', company_name: '' },
      { first_name: 'Ana' },
    ]) {
      const r = await client.put('/auth/profile', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_ERROR');
    }
    const profile = await client.get<{ profile: { first_name: string } }>('/auth/profile');
    expect(profile.body.profile.first_name).toBe('');
  });

  it('refuses unknown and missing tokens with a clear 400', async () => {
    const c = new Client(server);
    expect(
      (await c.post('/auth/confirm-email', { token: 'not-a-token', password: STRONG_PASSWORD })).body.code,
    ).toBe('INVALID_TOKEN');
    expect((await c.post('/auth/confirm-email', {})).body.code).toBe('VALIDATION_ERROR');
    expect(
      (await c.post('/auth/reset-password', { token: 'nope', password: STRONG_PASSWORD })).body.code,
    ).toBe('INVALID_TOKEN');
    const missing = await c.get('/auth/validate-reset-token');
    expect(missing.status).toBe(400);
    expect(missing.body.valid).toBe(false);
  });

  it('refuses an expired confirmation token', async () => {
    const email = uniqueEmail('late');
    await new Client(server).post('/auth/register', { email, password: STRONG_PASSWORD });
    const token = await lastToken(server, email, '/confirm-email');
    await db().execute(
      sql`update auth_tokens set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = ${email})`,
    );
    const r = await new Client(server).post('/auth/confirm-email', { token, password: STRONG_PASSWORD });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_TOKEN');
  });

  it('gives the same answer to a reset request for an unknown e-mail and mails nobody', async () => {
    const email = uniqueEmail('ghost');
    const r = await new Client(server).post('/auth/request-password-reset', { email });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('If an account with that email exists, a password reset link has been sent.');
    expect(await readOutbox(server, email)).toHaveLength(0);
    const resend = await new Client(server).post('/auth/resend-confirmation', { email });
    expect(resend.body.message).toBe(
      'If an account with that email exists, a confirmation email has been sent.',
    );
  });

  it('resends a confirmation link that works', async () => {
    const email = uniqueEmail('resend');
    await new Client(server).post('/auth/register', { email, password: STRONG_PASSWORD });
    await new Client(server).post('/auth/resend-confirmation', { email });
    expect((await readOutbox(server, email)).length).toBe(2);
    const token = await lastToken(server, email, '/confirm-email');
    const confirm = await new Client(server).post('/auth/confirm-email', {
      token,
      password: STRONG_PASSWORD,
    });
    expect(confirm.status).toBe(200);
  });

  it('stores sessions and tokens only as hashes and gives a new session id at every login', async () => {
    const { client, email, user } = await signedInClient(server);
    const firstId = decodeURIComponent(client.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.length).toBe(1);
    expect(rows[0]?.idHash).not.toContain(firstId);
    await client.post('/auth/login', { email, password: STRONG_PASSWORD });
    const secondId = decodeURIComponent(client.cookie.split('=')[1] ?? '').split('.')[0];
    expect(secondId).not.toBe(firstId);
    // The old session was replaced, not kept beside the new one.
    expect((await db().select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(1);
    await client.post('/auth/request-password-reset', { email });
    const token = await lastToken(server, email, '/reset-password');
    const tokenRows = await db().select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokenRows.some((t) => t.tokenHash === token)).toBe(false);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email } = await signedInClient(server);
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('inkprint_sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('requires a session for the profile and never answers check-auth with 401', async () => {
    const c = new Client(server);
    expect((await c.get('/auth/profile')).body.code).toBe('UNAUTHENTICATED');
    expect((await c.get('/auth/check-auth')).status).toBe(200);
    const forged = await c.call('GET', '/auth/profile', undefined, { cookie: 'inkprint_sid=forged.value' });
    expect(forged.status).toBe(401);
  });

  it('deletes every row the user owns in one go and exports them before', async () => {
    const { client, email, user } = await signedInClient(server);
    const voiceId = (await defaultVoice(db(), user.id)).id;
    await db()
      .insert(contactMessages)
      .values({
        id: `c-${user.id}`,
        userId: user.id,
        name: 'Ana',
        email,
        subject: 'general',
        message: 'Hello there',
      });
    await db()
      .insert(files)
      .values({
        id: `f-${user.id}`,
        userId: user.id,
        voiceId,
        filename: 'notes.txt',
        fileSize: 12,
        fileType: 'txt',
        status: 'completed',
        extractedText: 'my own words',
        totalWords: 3,
      });
    await db()
      .insert(voiceProfiles)
      .values({ voiceId, userId: user.id, profile: { a: 1 }, analysis: { b: 2 } });
    await db()
      .insert(generations)
      .values({
        id: `g-${user.id}`,
        userId: user.id,
        prompt: 'p',
        contentType: 'email',
        generatedText: 't',
        wordCount: 1,
        characterCount: 1,
        language: 'en',
        length: 'small',
        provider: 'builtin',
        model: 'm',
      });
    const exported = await client.get<Record<string, unknown[]> & { account: { email: string } }>(
      '/auth/export',
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="inkprint-export-\d{4}-\d\d-\d\d\.json"/,
    );
    expect(exported.body.account.email).toBe(email);
    expect(exported.body.files).toHaveLength(1);
    expect(exported.body.generated_content).toHaveLength(1);
    expect(exported.body.contact_messages).toHaveLength(1);
    expect(JSON.stringify(exported.body)).toContain('my own words');
    expect(JSON.stringify(exported.body)).not.toContain('password');

    expect((await client.delete('/auth/account', { current_password: STRONG_PASSWORD })).status).toBe(200);
    for (const table of [files, voiceProfiles, generations, sessions, authTokens]) {
      const [row] = await db().select({ n: count() }).from(table).where(eq(table.userId, user.id));
      expect(Number(row?.n)).toBe(0);
    }
    const [msgs] = await db()
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(Number(msgs?.n)).toBe(0);
    expect((await db().select().from(users).where(eq(users.id, user.id))).length).toBe(0);
  });

  it('answers an unknown /api route with 404 NOT_FOUND', async () => {
    const r = await new Client(server).get('/does-not-exist');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
  });
});

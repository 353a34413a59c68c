/** The whole account story of issue #2 through real HTTP, on each database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  dbTargets,
  lastToken,
  readOutbox,
  STRONG_PASSWORD,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

describe.each(dbTargets)('account story on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('register → confirm → login → profile → change password → reset → delete', async () => {
    const email = uniqueEmail('story');
    const browser = new Client(server);

    const reg = await browser.post<{ user: { email: string; email_confirmed: boolean }; message: string }>(
      '/auth/register',
      { email: email.toUpperCase(), password: STRONG_PASSWORD },
    );
    expect(reg.status).toBe(201);
    expect(reg.body.user.email).toBe(email);
    expect(reg.body.user.email_confirmed).toBe(false);
    expect(reg.body.message).toBe(
      'Registration successful! Please check your email to confirm your account.',
    );
    expect(browser.cookie).toBe('');

    const early = await browser.post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(String(early.body.error)).toContain('Email not confirmed');

    const [mail] = await readOutbox(server, email);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.html).toContain('http://app.inkprint.test/confirm-email?token=');
    const token = await lastToken(server, email, '/confirm-email');
    const confirm = await browser.post('/auth/confirm-email', { token, password: STRONG_PASSWORD });
    expect(confirm.body).toEqual({ message: 'Email confirmed! You can now log in.' });
    const again = await browser.post('/auth/confirm-email', { token, password: STRONG_PASSWORD });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');

    const login = await browser.post<{ user: { email: string } }>('/auth/login', {
      email,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(email);
    expect(browser.cookie).toMatch(/^inkprint_sid=/);
    const check = await browser.get('/auth/check-auth');
    expect(check.body.authenticated).toBe(true);

    const twoWords = await browser.put('/auth/profile', {
      first_name: 'Ana Maria',
      last_name: 'Silva',
      company_name: '',
    });
    expect(twoWords.status).toBe(400);
    expect(twoWords.body.code).toBe('VALIDATION_ERROR');
    expect((twoWords.body.fields as Record<string, string>).first_name).toBe(
      'Only one name is allowed in this field.',
    );
    const unchanged = await browser.get<{ profile: { last_name: string } }>('/auth/profile');
    expect(unchanged.body.profile.last_name).toBe('');

    const saved = await browser.put<{ profile: { first_name: string; company_name: string } }>(
      '/auth/profile',
      {
        first_name: 'Ana',
        last_name: 'Silva',
        company_name: 'Silva & Filhos Lda',
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.profile.first_name).toBe('Ana');
    expect(saved.body.profile.company_name).toBe('Silva & Filhos Lda');

    // A second device, then a password change on the first: the second is signed out.
    const phone = new Client(server);
    expect((await phone.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(200);
    const wrongCurrent = await browser.post('/auth/change-password', {
      current_password: 'nope',
      new_password: 'An0ther!Pass',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.fields).toHaveProperty('current_password');
    const changed = await browser.post('/auth/change-password', {
      current_password: STRONG_PASSWORD,
      new_password: 'An0ther!Pass',
    });
    expect(changed.status).toBe(200);
    expect((await phone.get('/auth/profile')).status).toBe(401);
    expect((await phone.get('/auth/check-auth')).body).toEqual({ authenticated: false, user: null });
    expect((await browser.get('/auth/profile')).status).toBe(200);

    // Forgotten password.
    const request = await browser.post('/auth/request-password-reset', { email });
    expect(request.body.message).toBe(
      'If an account with that email exists, a password reset link has been sent.',
    );
    const resetToken = await lastToken(server, email, '/reset-password');
    expect((await browser.get(`/auth/validate-reset-token?token=${resetToken}`)).body).toEqual({
      valid: true,
    });
    const reset = await browser.post('/auth/reset-password', { token: resetToken, password: 'Thi4d!Pass' });
    expect(reset.status).toBe(200);
    expect((await browser.get('/auth/profile')).status).toBe(401);
    const reuse = await browser.post('/auth/reset-password', { token: resetToken, password: 'Fourth!Pa55' });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('INVALID_TOKEN');
    const invalid = await browser.get(`/auth/validate-reset-token?token=${resetToken}`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.valid).toBe(false);

    const old = await browser.post('/auth/login', { email, password: 'An0ther!Pass' });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('INVALID_CREDENTIALS');
    expect((await browser.post('/auth/login', { email, password: 'Thi4d!Pass' })).status).toBe(200);

    const deleted = await browser.delete('/auth/account', { current_password: 'Thi4d!Pass' });
    expect(deleted.status).toBe(200);
    expect(browser.cookie).toBe('');
    const gone = await browser.post('/auth/login', { email, password: 'Thi4d!Pass' });
    expect(gone.status).toBe(401);
    expect(gone.body.code).toBe('INVALID_CREDENTIALS');
  });
});

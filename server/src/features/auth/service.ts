/**
 * Account rules: registration without enumeration, login with rate limit, tokens, password changes and
 * deletion. Each function takes one options object.
 */
import { type Language, LOGIN_RATE_LIMIT, TOKEN_TTL, type User } from '@inkprint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { checkLimit, clearHits, consume, recordHit } from '../../lib/rate-limit.js';
import {
  accountExistsMail,
  confirmEmailMail,
  type MailContent,
  passwordChangedMail,
  resetPasswordMail,
} from '../../mail/templates.js';
import type { AppContext } from '../../plugins/context.js';
import * as repo from './repository.js';

/** Mails about one address: at most this many an hour, so nobody can flood an inbox through our forms. */
const MAILS_PER_ADDRESS = { max: 5, windowMs: 60 * 60 * 1000 };

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    active: row.active,
    email_confirmed: row.emailConfirmed,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

interface Ctx {
  ctx: AppContext;
  lang: Language;
  log: FastifyBaseLogger;
}

async function mailTo({ ctx, log }: Ctx, to: string, mail: MailContent) {
  const limit = await consume(ctx.database.db, 'mail', to, MAILS_PER_ADDRESS.max, MAILS_PER_ADDRESS.windowMs);
  if (!limit.allowed) {
    log.warn({ to }, 'mail to this address skipped: hourly limit reached');
    return;
  }
  try {
    await ctx.mailer.send({ to, ...mail });
  } catch (err) {
    // The answer must not reveal whether an account exists, so a failed send is logged, not reported.
    log.error({ err, to }, 'mail could not be sent');
  }
}

function link(ctx: AppContext, path: string, token?: string) {
  return `${ctx.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export async function register(c: Ctx & { email: string; password: string }): Promise<User> {
  const { db } = c.ctx.database;
  const passwordHash = await hashPassword(c.password);
  const created = await repo.insertUserIfNew(db, { email: c.email, passwordHash, language: c.lang });
  if (created) {
    const token = await repo.issueToken(db, created.id, 'confirm_email', TOKEN_TTL.confirmEmailMs);
    await mailTo(c, c.email, confirmEmailMail(c.lang, link(c.ctx, '/confirm-email', token)));
    return toUser(created);
  }
  const existing = await repo.findUserByEmail(db, c.email);
  if (existing && !existing.emailConfirmed) {
    const token = await repo.issueToken(db, existing.id, 'confirm_email', TOKEN_TTL.confirmEmailMs);
    await mailTo(c, c.email, confirmEmailMail(c.lang, link(c.ctx, '/confirm-email', token)));
  } else if (existing) {
    await mailTo(
      c,
      c.email,
      accountExistsMail(c.lang, link(c.ctx, '/login'), link(c.ctx, '/forgot-password')),
    );
  }
  // The same answer as for a new account: a fresh-looking user that is not stored.
  const now = new Date().toISOString();
  return {
    id: newId(),
    email: c.email,
    first_name: '',
    last_name: '',
    company_name: '',
    active: true,
    email_confirmed: false,
    created_at: now,
    updated_at: now,
  };
}

export async function login(c: Ctx & { email: string; password: string }): Promise<UserRow> {
  const { db } = c.ctx.database;
  const limit = await checkLimit(
    db,
    'login_fail',
    c.email,
    LOGIN_RATE_LIMIT.maxFailures,
    LOGIN_RATE_LIMIT.windowMs,
  );
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(limit.retryAfter) } });
  }
  const user = await repo.findUserByEmail(db, c.email);
  const ok = await verifyPassword(user?.passwordHash, c.password);
  if (!user || !ok || !user.active) {
    await recordHit(db, 'login_fail', c.email);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.emailConfirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
  await clearHits(db, 'login_fail', c.email);
  return user;
}

export async function changePassword(
  c: Ctx & { user: UserRow; sessionHash: string | null; current: string; next: string },
) {
  const { db } = c.ctx.database;
  if (!(await verifyPassword(c.user.passwordHash, c.current))) {
    throw new AppError('VALIDATION_ERROR', { fields: { current_password: 'current_password_wrong' } });
  }
  const passwordHash = await hashPassword(c.next);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, c.user.id, { passwordHash });
    await repo.deleteUserSessions(tx, c.user.id, c.sessionHash ?? undefined);
  });
  await mailTo(c, c.user.email, passwordChangedMail(c.lang, link(c.ctx, '/forgot-password')));
}

export async function requestPasswordReset(c: Ctx & { email: string }) {
  const { db } = c.ctx.database;
  const user = await repo.findUserByEmail(db, c.email);
  if (!user?.active) return;
  const token = await repo.issueToken(db, user.id, 'reset_password', TOKEN_TTL.resetPasswordMs);
  await mailTo(c, user.email, resetPasswordMail(c.lang, link(c.ctx, '/reset-password', token)));
}

export async function isResetTokenValid(c: Ctx & { token: string }) {
  return (await repo.peekToken(c.ctx.database.db, c.token, 'reset_password')) !== null;
}

export async function resetPassword(c: Ctx & { token: string; password: string }) {
  const passwordHash = await hashPassword(c.password);
  await c.ctx.database.db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, c.token, 'reset_password');
    if (!userId) throw new AppError('INVALID_TOKEN', { messageKey: 'reset_token_invalid' });
    // Following the mailed link proves the address, so it counts as confirmed.
    await repo.updateUser(tx, userId, { passwordHash, emailConfirmed: true });
    await repo.deleteUserSessions(tx, userId);
  });
}

export async function confirmEmail(c: Ctx & { token: string }) {
  await c.ctx.database.db.transaction(async (tx) => {
    const userId = await repo.consumeToken(tx, c.token, 'confirm_email');
    if (!userId) throw new AppError('INVALID_TOKEN', { messageKey: 'confirm_token_invalid' });
    await repo.updateUser(tx, userId, { emailConfirmed: true });
  });
}

export async function resendConfirmation(c: Ctx & { email: string }) {
  const { db } = c.ctx.database;
  const user = await repo.findUserByEmail(db, c.email);
  if (!user || user.emailConfirmed || !user.active) return;
  const token = await repo.issueToken(db, user.id, 'confirm_email', TOKEN_TTL.confirmEmailMs);
  await mailTo(c, user.email, confirmEmailMail(c.lang, link(c.ctx, '/confirm-email', token)));
}

export async function deleteAccount(c: Ctx & { user: UserRow }) {
  await c.ctx.database.db.transaction(async (tx) => {
    await repo.deleteUserEverywhere(tx, c.user);
  });
}

/**
 * Account rules: registration without enumeration or pre-hijacking, login with rate limits, tokens,
 * password changes and deletion. Each function takes one options object. Mail never goes out on the
 * request path: requests write a job to the mail queue (see mail-jobs.ts), so answers take the same time
 * whether or not an account exists.
 */
import type { Language, User } from '@inkprint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { mailboxKey } from '../../lib/mailbox.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import {
  clearHits,
  clearHitsByPrefix,
  rateLimited,
  release,
  take,
  takeAll,
  takeOrThrow,
} from '../../lib/rate-limit.js';
import * as sessionsRepo from '../../lib/session-repository.js';
import { passwordChangedMail } from '../../mail/templates.js';
import { createDefaultVoice } from '../voices/index.js';
import { AUTH_MAIL, link } from './mail-jobs.js';
import * as repo from './repository.js';

/** Pending registrations whose passwords a login on an unconfirmed account is checked against. */
const PENDING_PASSWORDS_CHECKED = 3;
/**
 * Pending registrations, newest first, whose passwords a confirmation is checked against. Only the holder
 * of a mailed link gets this far, so it can be more than a login checks; a registration pushed out by more
 * recent ones is still reachable through "Forgot password" (decision 017).
 */
const PENDING_PASSWORDS_CONFIRMABLE = 6;

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

export interface Ctx {
  ctx: AppContext;
  lang: Language;
  log: FastifyBaseLogger;
  /** The client's address (as the proxy configuration lets us see it). */
  ip: string;
}

const limits = (c: Ctx) => c.ctx.config.limits;
const dbOf = (c: Ctx) => c.ctx.database.db;

/** The key of the login failures of one e-mail from one client address. */
const emailAtClient = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Forgets the login failures that the owner's proof (the mailed link, or the current password) makes moot,
 * once a password has been set with it, so that "you can now log in" holds: the e-mail's failures from the
 * address that gave the proof (as a successful login there would) and the per-e-mail ceiling, which counted
 * guesses at a password the owner has just set anew. The e-mail's failures from other addresses stay — a
 * stranger guessing from one address gets no fresh budget — and so does the count of the address across
 * e-mails, which is not one account's to clear.
 */
async function clearLoginFailures(db: DbOrTx, c: Ctx, email: string) {
  const L = limits(c);
  await clearHits(db, L.loginFailuresPerClientAndEmail.bucket, emailAtClient(email, c.ip));
  await clearHits(db, L.loginFailuresPerEmail.bucket, email);
}

/**
 * Deletes the rate-limit counts that name the account or its address (the address's login failures, from
 * anywhere and per client address, the account's password checks, and its mailbox's mail caps), so a
 * deleted account leaves no trace of the address in `rate_limit_hits`. Counts per client address alone
 * name nobody and stay.
 */
async function forgetAccountHits(db: DbOrTx, c: Ctx, user: UserRow) {
  const L = limits(c);
  const mailbox = mailboxKey(user.email);
  await clearHits(db, L.loginFailuresPerEmail.bucket, user.email);
  await clearHitsByPrefix(db, L.loginFailuresPerClientAndEmail.bucket, emailAtClient(user.email, ''));
  await clearHits(db, L.passwordChecksPerAccount.bucket, user.id);
  for (const cap of [L.mailsPerMailbox, L.mailsWithoutResetLinkPerMailbox, L.noticesPerMailbox]) {
    await clearHits(db, cap.bucket, mailbox);
  }
}

export async function register(c: Ctx & { email: string; password: string }): Promise<User> {
  const db = dbOf(c);
  await takeOrThrow(db, limits(c).registerPerClient, c.ip);
  const passwordHash = await hashPassword(c.password);
  // The same work whatever the address: insert-if-new and one queued job. The job decides, off the
  // request path, whether a confirmation or an "you already have an account" mail goes out.
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertUserIfNew(tx, { email: c.email, passwordHash, language: c.lang });
    // Every account has a voice from the start: "My voice", in its language (decision 033).
    if (row) await createDefaultVoice(tx, row.id, c.lang);
    await c.ctx.outbox.enqueue(tx, AUTH_MAIL.register, { email: c.email, passwordHash, lang: c.lang });
    return row;
  });
  c.ctx.outbox.kick();
  if (created) return toUser(created);
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

/** Whether the password is the one of the account, or, unconfirmed, of one of its pending registrations. */
async function passwordMatches(c: Ctx, user: UserRow | null, password: string): Promise<boolean> {
  if (await verifyPassword(user?.passwordHash, password)) return true;
  if (!user || user.emailConfirmed) return false;
  const pending = await repo.pendingRegistrationHashes(dbOf(c), user.id, PENDING_PASSWORDS_CHECKED);
  for (const hash of pending) {
    if (hash !== user.passwordHash && (await verifyPassword(hash, password))) return true;
  }
  return false;
}

export async function login(c: Ctx & { email: string; password: string }): Promise<UserRow> {
  const db = dbOf(c);
  const L = limits(c);
  const clientAndEmail = emailAtClient(c.email, c.ip);
  // Every attempt takes a failure slot before the password is checked (atomically, so parallel guesses
  // cannot overshoot); a right password gives them back.
  const slots = await takeAll(db, [
    [L.loginFailuresPerClientAndEmail, clientAndEmail],
    [L.loginFailuresPerEmail, c.email],
    [L.loginFailuresPerClient, c.ip],
  ]);
  if (!slots.allowed) throw rateLimited(slots.retryAfter);
  const user = await repo.findUserByEmail(db, c.email);
  const ok = await passwordMatches(c, user, c.password);
  if (!user || !ok || !user.active) throw new AppError('INVALID_CREDENTIALS');
  await release(db, slots.hitIds);
  if (!user.emailConfirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
  await clearHits(db, L.loginFailuresPerClientAndEmail.bucket, clientAndEmail);
  return user;
}

export async function updateProfile(
  c: Ctx & { user: UserRow; names: { first_name: string; last_name: string; company_name: string } },
): Promise<User> {
  const updated = await repo.updateUser(dbOf(c), c.user.id, {
    firstName: c.names.first_name,
    lastName: c.names.last_name,
    companyName: c.names.company_name,
  });
  // The account vanished between the session lookup and the update (deleted in another tab).
  if (!updated) throw new AppError('UNAUTHENTICATED');
  return toUser(updated);
}

/**
 * Checks the signed-in user's current password under the per-account guess limit (change-password and
 * account deletion share it): each attempt takes a slot, a right password gives it back.
 */
async function checkCurrentPassword(c: Ctx & { user: UserRow; current: string }) {
  const db = dbOf(c);
  const slot = await takeOrThrow(db, limits(c).passwordChecksPerAccount, c.user.id);
  if (!(await verifyPassword(c.user.passwordHash, c.current))) {
    throw new AppError('VALIDATION_ERROR', { fields: { current_password: 'current_password_wrong' } });
  }
  await release(db, slot.hitId === undefined ? [] : [slot.hitId]);
}

export async function changePassword(
  c: Ctx & { user: UserRow; sessionHash: string | null; current: string; next: string },
) {
  const db = dbOf(c);
  await checkCurrentPassword(c);
  const passwordHash = await hashPassword(c.next);
  const mail = passwordChangedMail(c.lang, link(c.ctx, '/forgot-password'));
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, c.user.id, { passwordHash });
    await sessionsRepo.deleteUserSessions(tx, c.user.id, c.sessionHash ?? undefined);
    // Reset links mailed before the change must not set the password back.
    await repo.deleteUserTokens(tx, c.user.id, ['reset_password']);
    await clearLoginFailures(tx, c, c.user.email);
    await c.ctx.outbox.enqueue(tx, AUTH_MAIL.notice, { mail: { to: c.user.email, ...mail } });
  });
  c.ctx.outbox.kick();
}

async function enqueueAlone(c: Ctx, kind: string, payload: Record<string, unknown>) {
  await c.ctx.outbox.enqueue(dbOf(c), kind, payload);
  c.ctx.outbox.kick();
}

export async function requestPasswordReset(c: Ctx & { email: string }) {
  await takeOrThrow(dbOf(c), limits(c).resetRequestPerClient, c.ip);
  await enqueueAlone(c, AUTH_MAIL.reset, { email: c.email, lang: c.lang });
}

export async function resendConfirmation(c: Ctx & { email: string }) {
  await takeOrThrow(dbOf(c), limits(c).resendPerClient, c.ip);
  await enqueueAlone(c, AUTH_MAIL.resend, { email: c.email, lang: c.lang });
}

export async function isResetTokenValid(c: Ctx & { token: string }) {
  const db = dbOf(c);
  const slot = await take(db, limits(c).tokenUsePerClient, c.ip);
  if (!slot.allowed) throw rateLimited(slot.retryAfter);
  return (await repo.peekToken(db, c.token, 'reset_password')) !== null;
}

const invalidResetToken = () => new AppError('INVALID_TOKEN', { messageKey: 'reset_token_invalid' });

export async function resetPassword(c: Ctx & { token: string; password: string }) {
  const db = dbOf(c);
  await takeOrThrow(db, limits(c).tokenUsePerClient, c.ip);
  // The token is checked before any hashing: bogus resets cost a lookup, not an argon2 run.
  if (!(await repo.peekToken(db, c.token, 'reset_password'))) throw invalidResetToken();
  const passwordHash = await hashPassword(c.password);
  await db.transaction(async (tx) => {
    const used = await repo.consumeToken(tx, c.token, 'reset_password');
    if (!used) throw invalidResetToken();
    // Following the mailed link proves the address, so it counts as confirmed, and it settles which
    // password is the account's: pending registrations die with the sessions.
    const user = await repo.updateUser(tx, used.userId, { passwordHash, emailConfirmed: true });
    await repo.deleteUserTokens(tx, used.userId, ['confirm_email']);
    await sessionsRepo.deleteUserSessions(tx, used.userId);
    if (user) await clearLoginFailures(tx, c, user.email);
  });
}

const invalidConfirmToken = () => new AppError('INVALID_TOKEN', { messageKey: 'confirm_token_invalid' });

/**
 * Confirms the address. A link alone never activates a password: the owner may click a confirmation mail
 * that an attacker's registration of their address caused, or the only mails in the inbox may be the
 * attacker's when the owner's own was held back by the mail cap. So the link proves the inbox and the
 * password typed with it picks the registration to activate — any pending one of the address, whichever
 * registration minted the link. A password no pending registration has activates nothing (decision 017).
 */
export async function confirmEmail(c: Ctx & { token: string; password: string }) {
  const db = dbOf(c);
  await takeOrThrow(db, limits(c).tokenUsePerClient, c.ip);
  // The token is checked before any argon2 run: bogus links cost a lookup.
  const userId = await repo.peekToken(db, c.token, 'confirm_email');
  if (!userId) throw invalidConfirmToken();
  const pending = await repo.pendingRegistrationHashes(db, userId, PENDING_PASSWORDS_CONFIRMABLE);
  let chosen: string | undefined;
  for (const hash of pending) {
    if (await verifyPassword(hash, c.password)) {
      chosen = hash;
      break;
    }
  }
  if (!chosen) {
    throw new AppError('VALIDATION_ERROR', { fields: { password: 'confirm_password_wrong' } });
  }
  const passwordHash = chosen;
  await db.transaction(async (tx) => {
    // Every other pending registration of the address, with its link, dies with consumeToken.
    const used = await repo.consumeToken(tx, c.token, 'confirm_email');
    if (!used) throw invalidConfirmToken();
    const user = await repo.updateUser(tx, used.userId, { emailConfirmed: true, passwordHash });
    await sessionsRepo.deleteUserSessions(tx, used.userId);
    if (user) await clearLoginFailures(tx, c, user.email);
  });
}

/**
 * Deletes the account after checking the current password (ASVS 3.7.1: a stolen cookie alone must not
 * destroy it). Owned rows go by cascade; the rate-limit counts that name the address or the account go
 * too, since they are the user's data as well.
 */
export async function deleteAccount(c: Ctx & { user: UserRow; current: string }) {
  await checkCurrentPassword(c);
  await dbOf(c).transaction(async (tx) => {
    await repo.deleteUser(tx, c.user.id);
    await forgetAccountHits(tx, c, c.user);
  });
}

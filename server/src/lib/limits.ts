/**
 * Every rate limit of the API in one table (docs/decisions/007-account-limits.md says why these numbers).
 * Limits keyed on the client address alone are multiplied by RATE_LIMIT_FACTOR, so end-to-end tests and
 * development can sign up many users from one address; limits keyed on an e-mail or an account are not.
 */
import { LOGIN_RATE_LIMIT } from '@inkprint/shared';
import type { Limit } from './rate-limit.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export function buildLimits(factor: number) {
  const fixed = (bucket: string, max: number, windowMs: number): Limit => ({ bucket, max, windowMs });
  const perClient = (bucket: string, max: number, windowMs: number): Limit => ({
    bucket,
    max: Math.max(1, Math.round(max * factor)),
    windowMs,
  });
  return {
    /** Wrong passwords for one e-mail from one client address: the owner elsewhere is never locked out. */
    loginFailuresPerClientAndEmail: fixed(
      'login_fail',
      LOGIN_RATE_LIMIT.maxFailures,
      LOGIN_RATE_LIMIT.windowMs,
    ),
    /** A looser ceiling per e-mail against guessing spread over many addresses. */
    loginFailuresPerEmail: fixed('login_fail_email', 50, HOUR),
    /** Wrong passwords from one address across e-mails (password spraying). */
    loginFailuresPerClient: perClient('login_fail_client', 30, 15 * MINUTE),
    /** Wrong current passwords in change-password, per account. */
    passwordChecksPerAccount: fixed(
      'password_check',
      LOGIN_RATE_LIMIT.maxFailures,
      LOGIN_RATE_LIMIT.windowMs,
    ),
    registerPerClient: perClient('register_client', 10, HOUR),
    resetRequestPerClient: perClient('reset_request_client', 10, HOUR),
    resendPerClient: perClient('resend_client', 10, HOUR),
    /** confirm-email, validate-reset-token and reset-password together. */
    tokenUsePerClient: perClient('token_client', 30, 15 * MINUTE),
    contactPerClient: perClient('contact_client', 5, 15 * MINUTE),
    /**
     * Mails that anyone may cause to one mailbox (plus-addressing folded): confirmations, "already have an
     * account", "finish setting up" and reset links. What keeps an inbox from being flooded.
     */
    mailsPerMailbox: fixed('mail', 5, HOUR),
    /**
     * Of those, the mails without a reset link: the rest of the hour is kept for reset links, so strangers
     * cannot use up the cap with other mails and keep the owner from getting back in.
     */
    mailsWithoutResetLinkPerMailbox: fixed('mail_no_reset', 3, HOUR),
    /** Notices only the signed-in owner can cause (password changed): a ceiling of their own. */
    noticesPerMailbox: fixed('mail_notice', 5, HOUR),
  } as const;
}

export type Limits = ReturnType<typeof buildLimits>;

/**
 * The account mails, prepared by the mail queue's sender after the request has answered. Each handler looks
 * the account up, checks the per-mailbox cap, and only then mints a token — so a capped request mints
 * nothing and cannot kill a link the owner already holds.
 */
import { type Language, TOKEN_TTL } from '@inkprint/shared';
import { mailboxKey } from '../../lib/mailbox.js';
import { release, take } from '../../lib/rate-limit.js';
import type { PreparedMail } from '../../mail/queue.js';
import {
  accountExistsMail,
  confirmEmailMail,
  finishSignupMail,
  resetPasswordMail,
} from '../../mail/templates.js';
import type { OutgoingMail } from '../../mail/transport.js';
import type { AppContext } from '../../plugins/context.js';
import * as repo from './repository.js';

export const AUTH_MAIL = {
  register: 'auth.register',
  resend: 'auth.resend',
  reset: 'auth.reset',
  /** A notice rendered on the request path (password changed), under the mailbox cap: `{mail}`. */
  notice: 'auth.notice',
} as const;

export function link(ctx: AppContext, path: string, token?: string) {
  return `${ctx.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export function registerAuthMailJobs(ctx: AppContext) {
  const { db } = ctx.database;
  const log = ctx.log;

  /** Takes a slot of the mailbox's hourly cap; null when the cap is reached (the mail is dropped). */
  async function capSlot(to: string): Promise<number[] | null> {
    const slot = await take(db, ctx.config.limits.mailsPerMailbox, mailboxKey(to));
    if (!slot.allowed) {
      log.warn({ kind: 'mail cap' }, 'mail to this mailbox skipped: hourly limit reached');
      return null;
    }
    return slot.hitId === undefined ? [] : [slot.hitId];
  }

  function prepared(to: string, content: Omit<OutgoingMail, 'to'>, hits: number[], token?: string) {
    return {
      mail: { to, ...content },
      // A mail that could not be sent neither counts against the cap nor leaves a live token behind.
      async discard() {
        await release(db, hits);
        if (token) await repo.deleteToken(db, token);
      },
    } satisfies PreparedMail;
  }

  ctx.outbox.on(AUTH_MAIL.register, async (p) => {
    const { email, passwordHash, lang } = p as { email: string; passwordHash: string; lang: Language };
    const user = await repo.findUserByEmail(db, email);
    if (!user?.active) return null;
    const hits = await capSlot(email);
    if (!hits) return null;
    if (user.emailConfirmed) {
      const mail = accountExistsMail(lang, link(ctx, '/login'), link(ctx, '/forgot-password'));
      return prepared(email, mail, hits);
    }
    // The token carries this registration's password: confirming with it activates exactly that one.
    const token = await repo.issueToken(db, {
      userId: user.id,
      purpose: 'confirm_email',
      ttlMs: TOKEN_TTL.confirmEmailMs,
      passwordHash,
    });
    return prepared(email, confirmEmailMail(lang, link(ctx, '/confirm-email', token)), hits, token);
  });

  ctx.outbox.on(AUTH_MAIL.resend, async (p) => {
    const { email, lang } = p as { email: string; lang: Language };
    const user = await repo.findUserByEmail(db, email);
    if (!user?.active || user.emailConfirmed) return null;
    const hits = await capSlot(email);
    if (!hits) return null;
    // Whoever asks for a resend is anonymous. With exactly one pending registration the new link carries
    // its password; otherwise (several registrations compete, or all expired) we cannot know whose
    // password to activate, so the mail asks the owner of the inbox to choose one.
    const pending = await repo.pendingRegistrationHashes(db, user.id, 2);
    if (pending.length === 1) {
      const token = await repo.issueToken(db, {
        userId: user.id,
        purpose: 'confirm_email',
        ttlMs: TOKEN_TTL.confirmEmailMs,
        passwordHash: pending[0],
      });
      return prepared(email, confirmEmailMail(lang, link(ctx, '/confirm-email', token)), hits, token);
    }
    const token = await repo.issueToken(db, {
      userId: user.id,
      purpose: 'reset_password',
      ttlMs: TOKEN_TTL.resetPasswordMs,
    });
    return prepared(email, finishSignupMail(lang, link(ctx, '/reset-password', token)), hits, token);
  });

  ctx.outbox.on(AUTH_MAIL.reset, async (p) => {
    const { email, lang } = p as { email: string; lang: Language };
    const user = await repo.findUserByEmail(db, email);
    if (!user?.active) return null;
    const hits = await capSlot(email);
    if (!hits) return null;
    const token = await repo.issueToken(db, {
      userId: user.id,
      purpose: 'reset_password',
      ttlMs: TOKEN_TTL.resetPasswordMs,
    });
    return prepared(email, resetPasswordMail(lang, link(ctx, '/reset-password', token)), hits, token);
  });

  ctx.outbox.on(AUTH_MAIL.notice, async (p) => {
    const { mail } = p as { mail: OutgoingMail };
    const hits = await capSlot(mail.to);
    return hits ? prepared(mail.to, mail, hits) : null;
  });
}

/**
 * The account mails, prepared by the mail queue's sender after the request has answered. Each handler looks
 * the account up, checks the per-mailbox caps, and only then mints a token — so a capped request mails
 * no link and cannot kill a link the owner already holds (a capped registration still records its
 * password, in a confirmation token no mail carries).
 *
 * Caps (decision 007): mails anyone can cause share one hourly cap per mailbox, of which the mails without
 * a reset link may use only part, so a reset link always gets through or an earlier one, still valid, is
 * in the inbox. Notices only the signed-in owner can cause have a cap of their own and never use up the
 * anonymous one.
 */
import { type Language, TOKEN_TTL } from '@inkprint/shared';
import type { AppContext } from '../../context.js';
import type { TokenPurpose, UserRow } from '../../db/schema/index.js';
import { mailboxKey } from '../../lib/mailbox.js';
import { type Limit, release, takeAll } from '../../lib/rate-limit.js';
import type { PreparedMail } from '../../mail/queue.js';
import {
  accountExistsMail,
  confirmEmailMail,
  finishSignupMail,
  resetPasswordMail,
} from '../../mail/templates.js';
import type { OutgoingMail } from '../../mail/transport.js';
import * as repo from './repository.js';

export const AUTH_MAIL = {
  register: 'auth.register',
  resend: 'auth.resend',
  reset: 'auth.reset',
  /** A notice rendered on the request path (password changed), under the owner's notice cap: `{mail}`. */
  notice: 'auth.notice',
} as const;

export function link(ctx: AppContext, path: string, token?: string) {
  return `${ctx.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export function registerAuthMailJobs(ctx: AppContext) {
  const { db } = ctx.database;
  const log = ctx.log;

  const limits = ctx.config.limits;
  /** The hourly caps per mailbox each kind of mail counts against. */
  const CAPS = {
    /** Caused by anyone, carrying a reset link (reset, "finish setting up"). */
    resetLink: [limits.mailsPerMailbox],
    /** Caused by anyone, without a reset link (confirmation, "already have an account"). */
    other: [limits.mailsPerMailbox, limits.mailsWithoutResetLinkPerMailbox],
    /** Caused only by the signed-in owner (password changed). */
    notice: [limits.noticesPerMailbox],
  } satisfies Record<string, Limit[]>;

  /** Takes a slot of each cap of the mailbox, or none; null when one is reached (the mail is dropped). */
  async function capSlot(to: string, caps: readonly Limit[]): Promise<number[] | null> {
    const key = mailboxKey(to);
    const slots = await takeAll(
      db,
      caps.map((limit): [Limit, string] => [limit, key]),
    );
    if (!slots.allowed) {
      log.warn({ kind: 'mail cap' }, 'mail to this mailbox skipped: hourly limit reached');
      return null;
    }
    return slots.hitIds;
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

  const LINKS = {
    confirm_email: { path: '/confirm-email', ttlMs: TOKEN_TTL.confirmEmailMs },
    reset_password: { path: '/reset-password', ttlMs: TOKEN_TTL.resetPasswordMs },
  } as const;

  /** Mints a token and prepares the mail that carries its link. */
  async function tokenMail(opts: {
    user: UserRow;
    purpose: TokenPurpose;
    passwordHash?: string;
    hits: number[];
    render: (url: string) => Omit<OutgoingMail, 'to'>;
  }) {
    const { path, ttlMs } = LINKS[opts.purpose];
    const token = await repo.issueToken(db, {
      userId: opts.user.id,
      purpose: opts.purpose,
      ttlMs,
      passwordHash: opts.passwordHash,
    });
    return prepared(opts.user.email, opts.render(link(ctx, path, token)), opts.hits, token);
  }

  /** The active account of the address, if `accept` wants it. */
  async function account(email: string, accept: (user: UserRow) => boolean) {
    const user = await repo.findUserByEmail(db, email);
    return user?.active && accept(user) ? user : null;
  }

  /** The active account of the address and a slot of each cap, or null: nothing to send. */
  async function recipient(email: string, accept: (user: UserRow) => boolean, caps: readonly Limit[]) {
    const user = await account(email, accept);
    if (!user) return null;
    const hits = await capSlot(email, caps);
    return hits ? { user, hits } : null;
  }

  ctx.outbox.on(AUTH_MAIL.register, async (p) => {
    const { email, passwordHash, lang } = p as { email: string; passwordHash: string; lang: Language };
    const user = await account(email, () => true);
    if (!user) return null;
    const hits = await capSlot(email, CAPS.other);
    if (!hits) {
      // The mail is dropped, the registration is not: a link minted for nobody keeps its password among
      // the pending ones, so the owner whose own mail the cap held back can confirm their password with
      // any link in the inbox (decision 017). It mints no reset link and kills no link already mailed.
      if (!user.emailConfirmed) {
        await repo.issueToken(db, {
          userId: user.id,
          purpose: 'confirm_email',
          ttlMs: LINKS.confirm_email.ttlMs,
          passwordHash,
        });
      }
      return null;
    }
    const to = { user, hits };
    if (to.user.emailConfirmed) {
      const mail = accountExistsMail(lang, link(ctx, '/login'), link(ctx, '/forgot-password'));
      return prepared(email, mail, to.hits);
    }
    // The token carries this registration's password; confirming asks for a password all the same.
    return tokenMail({
      ...to,
      purpose: 'confirm_email',
      passwordHash,
      render: (url) => confirmEmailMail(lang, url),
    });
  });

  ctx.outbox.on(AUTH_MAIL.resend, async (p) => {
    const { email, lang } = p as { email: string; lang: Language };
    const user = await account(email, (u) => !u.emailConfirmed);
    if (!user) return null;
    // Whoever asks for a resend is anonymous. With exactly one pending registration the new link carries
    // its password; otherwise (several registrations compete, or all expired) we cannot know whose
    // password to activate, so the mail asks the owner of the inbox to choose one — a reset link.
    const pending = await repo.pendingRegistrationHashes(db, user.id, 2);
    const confirm = pending.length === 1;
    const hits = await capSlot(email, confirm ? CAPS.other : CAPS.resetLink);
    if (!hits) return null;
    if (confirm) {
      return tokenMail({
        user,
        hits,
        purpose: 'confirm_email',
        passwordHash: pending[0],
        render: (url) => confirmEmailMail(lang, url),
      });
    }
    return tokenMail({ user, hits, purpose: 'reset_password', render: (url) => finishSignupMail(lang, url) });
  });

  ctx.outbox.on(AUTH_MAIL.reset, async (p) => {
    const { email, lang } = p as { email: string; lang: Language };
    const to = await recipient(email, () => true, CAPS.resetLink);
    if (!to) return null;
    return tokenMail({ ...to, purpose: 'reset_password', render: (url) => resetPasswordMail(lang, url) });
  });

  ctx.outbox.on(AUTH_MAIL.notice, async (p) => {
    const { mail } = p as { mail: OutgoingMail };
    const hits = await capSlot(mail.to, CAPS.notice);
    return hits ? prepared(mail.to, mail, hits) : null;
  });
}

/**
 * Contact messages: rate limited per client address, stored, and mailed to SUPPORT_EMAIL through the mail
 * queue in the same transaction (stored and queued, or neither). A message belongs to the signed-in
 * sender's account or to nobody; the typed address is only where support replies.
 */
import type { ContactBody, Language } from '@inkprint/shared';
import type { AppContext } from '../../context.js';
import { newId } from '../../lib/crypto.js';
import { takeOrThrow } from '../../lib/rate-limit.js';
import { READY_MAIL } from '../../mail/queue.js';
import { contactMail } from '../../mail/templates.js';
import * as repo from './repository.js';

export async function sendContactMessage(opts: {
  ctx: AppContext;
  ip: string;
  lang: Language;
  userId: string | null;
  message: ContactBody;
}) {
  const { ctx } = opts;
  const { db } = ctx.database;
  await takeOrThrow(db, ctx.config.limits.contactPerClient, opts.ip);
  const row = { id: newId(), userId: opts.userId, ...opts.message, language: opts.lang };
  await db.transaction(async (tx) => {
    await repo.insertContactMessage(tx, row);
    await ctx.outbox.enqueue(tx, READY_MAIL, {
      mail: { to: ctx.config.supportEmail, replyTo: row.email, ...contactMail(row) },
    });
  });
  ctx.outbox.kick();
}

/** POST /api/contact: stored, mailed to SUPPORT_EMAIL, rate limited per client address. */
import { contactBody, messageReply } from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages } from '../../db/schema/index.js';
import { newId } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consume } from '../../lib/rate-limit.js';
import { contactMail } from '../../mail/templates.js';

const CONTACT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/',
    { config: { public: true }, schema: { body: contactBody, response: { 201: messageReply } } },
    async (request, reply) => {
      const { db } = ctx.database;
      const limit = await consume(db, 'contact', request.ip, CONTACT_LIMIT.max, CONTACT_LIMIT.windowMs);
      if (!limit.allowed) {
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(limit.retryAfter) } });
      }
      const row = {
        id: newId(),
        userId: request.user?.id ?? null,
        ...request.body,
        language: request.lang,
      };
      await db.insert(contactMessages).values(row);
      try {
        await ctx.mailer.send({ to: ctx.config.supportEmail, replyTo: row.email, ...contactMail(row) });
      } catch (err) {
        // The message is stored, so nothing is lost; support also reads it from the database.
        request.log.error({ err }, 'contact mail could not be sent');
      }
      return reply.status(201).send({ message: request.t('messages', 'contact_sent') });
    },
  );
};

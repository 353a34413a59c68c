/** POST /api/contact (docs/api.md, "Contact"): a thin handler over the contact service. */
import { contactBody, messageReply } from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses.js';
import { exportFor } from './export.js';
import { sendContactMessage } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.exports.add('contact_messages', exportFor);
  app.post(
    '/',
    { config: { public: true }, schema: { body: contactBody, response: responses({ 201: messageReply }) } },
    async (request, reply) => {
      await sendContactMessage({
        ctx: app.ctx,
        ip: request.ip,
        lang: request.lang,
        userId: request.user?.id ?? null,
        message: request.body,
      });
      return reply.status(201).send({ message: request.t('messages', 'contact_sent') });
    },
  );
};

/**
 * /api/content/history, /stats, /clear-all and /:id — thin handlers over the history service (docs/api.md,
 * "Content history"). Static paths win over `/:id` in Fastify's router whatever the registration order, so
 * `DELETE /clear-all` is never read as an item id.
 */
import {
  clearContentReply,
  contentItemReply,
  deleteContentReply,
  historyQuery,
  historyReply,
  idParams,
  statsReply,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import * as service from './service.js';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/history',
    { schema: { querystring: historyQuery, response: responses({ 200: historyReply }) } },
    async (request) => service.listHistory({ ctx, userId: currentUser(request).id, query: request.query }),
  );

  app.get('/stats', { schema: { response: responses({ 200: statsReply }) } }, async (request) =>
    service.stats({ ctx, userId: currentUser(request).id }),
  );

  app.delete(
    '/clear-all',
    { schema: { response: responses({ 200: clearContentReply }) } },
    async (request) => {
      const { deleted } = await service.clearHistory({ ctx, userId: currentUser(request).id });
      return { message: request.t('messages', 'content_cleared'), deleted_count: deleted };
    },
  );

  app.get(
    '/:id',
    { schema: { params: idParams, response: responses({ 200: contentItemReply }) } },
    async (request) => ({
      content: await service.getItem({ ctx, userId: currentUser(request).id, id: request.params.id }),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: idParams, response: responses({ 200: deleteContentReply }) } },
    async (request) => {
      await service.deleteItem({ ctx, userId: currentUser(request).id, id: request.params.id });
      return { message: request.t('messages', 'content_deleted') };
    },
  );
};

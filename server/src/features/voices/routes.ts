/** /api/voices — thin handlers over the voices service (docs/api.md, "Voices"). */
import {
  createVoiceBody,
  deleteVoiceReply,
  idParams,
  updateVoiceBody,
  voiceReply,
  voicesReply,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import * as service from './service.js';

export const voicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.exports.add('voices', exportFor);

  app.get('/', { schema: { response: responses({ 200: voicesReply }) } }, async (request) => ({
    voices: await service.listVoices({ ctx, userId: currentUser(request).id }),
  }));

  app.post(
    '/',
    { schema: { body: createVoiceBody, response: responses({ 201: voiceReply }) } },
    async (request, reply) => {
      const voice = await service.createVoice({
        ctx,
        userId: currentUser(request).id,
        name: request.body.name,
      });
      return reply.status(201).send({ voice });
    },
  );

  app.patch(
    '/:id',
    { schema: { params: idParams, body: updateVoiceBody, response: responses({ 200: voiceReply }) } },
    async (request) => ({
      voice: await service.updateVoice({
        ctx,
        userId: currentUser(request).id,
        id: request.params.id,
        update: request.body,
      }),
    }),
  );

  app.delete(
    '/:id',
    { schema: { params: idParams, response: responses({ 200: deleteVoiceReply }) } },
    async (request) => {
      await service.deleteVoice({ ctx, userId: currentUser(request).id, id: request.params.id });
      return { message: request.t('messages', 'voice_deleted') };
    },
  );
};

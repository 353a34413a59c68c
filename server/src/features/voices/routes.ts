/** /api/voices — thin handlers over the voices service (docs/api.md, "Voices"). */
import {
  createVoiceBody,
  deleteVoiceReply,
  updateVoiceBody,
  voiceReply,
  voicesReply,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import * as service from './service.js';

/**
 * Any id is read as a voice's: one that names none of the caller's voices (or no voice at all: control
 * characters, too long) is VOICE_NOT_FOUND like another user's, not the generic NOT_FOUND of `idParams`.
 */
const voiceParams = z.object({ id: z.string() });

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
    { schema: { params: voiceParams, body: updateVoiceBody, response: responses({ 200: voiceReply }) } },
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
    { schema: { params: voiceParams, response: responses({ 200: deleteVoiceReply }) } },
    async (request) => {
      await service.deleteVoice({ ctx, userId: currentUser(request).id, id: request.params.id });
      return { message: request.t('messages', 'voice_deleted') };
    },
  );
};

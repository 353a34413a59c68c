/** /api/voice-profile — thin handlers over the voice-profile service (docs/api.md, "Voice profile"). */
import { analyzeReply, voiceProfileReply } from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import * as service from './service.js';

export const voiceProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.exports.add('voice_profile', exportFor);

  app.get('/', { schema: { response: responses({ 200: voiceProfileReply }) } }, async (request) => {
    const row = await service.getProfile({ ctx, userId: currentUser(request).id });
    // The stored JSON is the engine's output; the response schema picks the API's fields from it.
    return row
      ? { has_profile: true, profile: row.profile as never, analysis: row.analysis as never }
      : { has_profile: false, profile: null, analysis: null };
  });

  app.post('/analyze', { schema: { response: responses({ 201: analyzeReply }) } }, async (request, reply) => {
    const done = await service.analyze({ ctx, userId: currentUser(request).id });
    return reply.status(201).send({
      profile: done.profile,
      analysis: done.analysis as never,
      message: request.t('messages', 'profile_created'),
    });
  });
};

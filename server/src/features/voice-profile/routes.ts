/** /api/voice-profile — thin handlers over the voice-profile service (docs/api.md, "Voice profile"). */
import {
  type AnalysisRun,
  analysisRunReply,
  analyzeAccepted,
  analyzeReply,
  voiceProfileReply,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translator } from '../../i18n/index.js';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import type { AnalysisRow } from './repository.js';
import * as service from './service.js';

/** Where a client follows an analysis that outlasts the call's wait. */
const RUN_PATH = '/api/voice-profile/analysis';

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

  app.get('/analysis', { schema: { response: responses({ 200: analysisRunReply }) } }, async (request) => {
    const run = await service.getRun({ ctx, userId: currentUser(request).id });
    return { run: run ? toRun(run, request.t) : null };
  });

  app.post(
    '/analyze',
    { schema: { response: responses({ 201: analyzeReply, 202: analyzeAccepted }) } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const id = await service.startAnalysis({ ctx, userId });
      // `Prefer: respond-async` (RFC 7240): the client follows the run itself and wants no wait.
      const wait = /\brespond-async\b/i.test(String(request.headers.prefer ?? '')) ? 0 : ctx.analysisWaitMs;
      const run = await service.waitForRun(ctx, userId, id, wait);
      if (run?.id === id && run.state === 'failed') throw service.runError(run);
      if (run?.id === id && run.state === 'done') {
        const profile = await service.getProfile({ ctx, userId });
        if (profile) {
          return reply.status(201).send({
            profile: profile.profile as never,
            analysis: profile.analysis as never,
            message: request.t('messages', 'profile_created'),
          });
        }
      }
      if (!run) throw service.runError({ errorCode: 'INTERNAL' } as AnalysisRow);
      return reply
        .status(202)
        .header('location', RUN_PATH)
        .send({ run: toRun(run, request.t), message: request.t('messages', 'analysis_started') });
    },
  );
};

/** The API shape of a run; a failed run's error in the reader's language, as the call would have answered. */
function toRun(row: AnalysisRow, t: Translator): AnalysisRun {
  let error: AnalysisRun['error'] = null;
  if (row.state === 'failed') {
    const err = service.runError(row);
    error = {
      code: err.code,
      error: t('errors', err.opts.messageKey ?? err.code, err.opts.params),
      ...(err.opts.extra as { prose_words?: number; prose_words_needed?: number } | undefined),
    };
  }
  return {
    id: row.id,
    state: row.state,
    stage: row.stage as AnalysisRun['stage'],
    percent: row.percent,
    error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

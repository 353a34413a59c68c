/** /api/voice-profile — thin handlers over the voice-profile service (docs/api.md, "Voice profile"). */
import {
  type AnalysisRun,
  analysisRunReply,
  analyzeAccepted,
  analyzeReply,
  voiceIdQuery,
  voiceProfileReply,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translator } from '../../i18n/index.js';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { resolveVoice } from '../voices/index.js';
import { exportFor } from './export.js';
import type { AnalysisRow } from './repository.js';
import * as service from './service.js';

/** Where a client follows an analysis that outlasts the call's wait. */
const RUN_PATH = '/api/voice-profile/analysis';

export const voiceProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.exports.add('voice_profile', exportFor);

  // Every call works on one voice: `?voice_id=`, or the default one (decision 033).
  const voiceOf = (request: { query: { voice_id?: string } }, userId: string) =>
    resolveVoice(ctx.database.db, userId, request.query.voice_id);

  app.get(
    '/',
    { schema: { querystring: voiceIdQuery, response: responses({ 200: voiceProfileReply }) } },
    async (request) => {
      const voice = await voiceOf(request, currentUser(request).id);
      const row = await service.getProfile({ ctx, voiceId: voice.id });
      // The stored JSON is the engine's output; the response schema picks the API's fields from it.
      return row
        ? { has_profile: true, profile: row.profile as never, analysis: row.analysis as never }
        : { has_profile: false, profile: null, analysis: null };
    },
  );

  app.get(
    '/analysis',
    { schema: { querystring: voiceIdQuery, response: responses({ 200: analysisRunReply }) } },
    async (request) => {
      const voice = await voiceOf(request, currentUser(request).id);
      const run = await service.getRun({ ctx, voiceId: voice.id });
      return { run: run ? toRun(run, request.t) : null };
    },
  );

  app.post(
    '/analyze',
    {
      schema: { querystring: voiceIdQuery, response: responses({ 201: analyzeReply, 202: analyzeAccepted }) },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const voice = await voiceOf(request, userId);
      const id = await service.startAnalysis({ ctx, userId, voiceId: voice.id });
      // `Prefer: respond-async` (RFC 7240): the client follows the run itself and wants no wait.
      const wait = /\brespond-async\b/i.test(String(request.headers.prefer ?? '')) ? 0 : ctx.analysisWaitMs;
      const run = await service.waitForRun(ctx, voice.id, id, wait);
      if (run?.id === id && run.state === 'failed') throw service.runError(run);
      if (run?.id === id && run.state === 'done') {
        const profile = await service.getProfile({ ctx, voiceId: voice.id });
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
        .header(
          'location',
          request.query.voice_id ? `${RUN_PATH}?voice_id=${encodeURIComponent(voice.id)}` : RUN_PATH,
        )
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

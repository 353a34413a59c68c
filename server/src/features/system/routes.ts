/**
 * GET /api/health, GET /api/ready and GET /api/config — public and cheap. Health says the process is alive
 * (it never touches the database, so a database outage does not get every instance restarted); ready says
 * whether this instance should take traffic (decision 030). Load balancers route by ready.
 */
import {
  FILE_LIMITS,
  LANGUAGES,
  OUTPUT_SIZES,
  PROMPT_MAX_LENGTH,
  REWRITE_MAX_LENGTH,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rewriteAvailability } from '../../engines/rewrite-availability.js';
import { AppError } from '../../lib/errors.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Any host: load balancers and container probes check instances by address (decision 018).
  app.get('/health', { config: { public: true, anyHost: true, noSession: true } }, async () => ({
    status: 'ok',
  }));

  app.get('/ready', { config: { public: true, anyHost: true, noSession: true } }, async (request) => {
    const { ready, checks } = await ctx.readiness.run();
    if (ready) return { status: 'ready', checks };
    request.log.warn({ checks }, 'not ready');
    throw new AppError(checks.database === 'error' ? 'DATABASE_UNAVAILABLE' : 'SERVICE_UNAVAILABLE', {
      extra: { status: 'unavailable', checks },
    });
  });

  app.get('/config', { config: { public: true } }, async () => {
    const { engine } = ctx;
    return {
      // Every engine but the local one is always ready (the local engine reports its model's state, issue #22).
      engine: {
        provider: engine.provider,
        model: engine.model,
        offline: engine.offline,
        ...(engine.status?.() ?? { state: 'ready' as const, progress: 1, detail: null }),
        draft_seconds: engine.draftSeconds?.() ?? null,
      },
      rewrite: rewriteAvailability(engine),
      daily_limit: ctx.config.dailyGenerationLimit,
      limits: {
        max_files: FILE_LIMITS.maxFiles,
        max_file_bytes: FILE_LIMITS.maxFileBytes,
        max_total_bytes: FILE_LIMITS.maxTotalBytes,
        accepted_types: FILE_LIMITS.acceptedTypes,
        prompt_max_length: PROMPT_MAX_LENGTH,
        rewrite_max_length: REWRITE_MAX_LENGTH,
        output_sizes: OUTPUT_SIZES,
      },
      languages: LANGUAGES,
      support_email: ctx.config.supportEmail,
    };
  });
};

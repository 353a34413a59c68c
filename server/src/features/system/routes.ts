/** GET /api/health and GET /api/config — public, cheap, used by load balancers and the web app. */
import { FILE_LIMITS, LANGUAGES, OUTPUT_SIZES, PROMPT_MAX_LENGTH } from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { safeError } from '../../lib/safe-error.js';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Any host: load balancers check instances by address (decision 018); the answer tells nothing more.
  app.get('/health', { config: { public: true, anyHost: true } }, async (request) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err: safeError(err) }, 'health check: database unreachable');
      throw new AppError('SERVICE_UNAVAILABLE', { extra: { status: 'error', database: 'error' } });
    }
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
      },
      daily_limit: ctx.config.dailyGenerationLimit,
      limits: {
        max_files: FILE_LIMITS.maxFiles,
        max_file_bytes: FILE_LIMITS.maxFileBytes,
        max_total_bytes: FILE_LIMITS.maxTotalBytes,
        accepted_types: FILE_LIMITS.acceptedTypes,
        prompt_max_length: PROMPT_MAX_LENGTH,
        output_sizes: OUTPUT_SIZES,
      },
      languages: LANGUAGES,
      support_email: ctx.config.supportEmail,
    };
  });
};

/** Builds the Fastify instance: plugins, then features. No side effects beyond what it is given. */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext, AppDeps } from './context.js';
import { createEngine } from './engines/index.js';
import { authRoutes } from './features/auth/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { defineExtractionJob } from './features/files/extraction.js';
import { filesRoutes } from './features/files/routes.js';
import { contentRoutes } from './features/generate/routes.js';
import { historyRoutes } from './features/history/routes.js';
import { registerSweeps } from './features/sweeps/jobs.js';
import { systemRoutes } from './features/system/routes.js';
import { voiceProfileRoutes } from './features/voice-profile/routes.js';
import { defineAnalysisJob } from './features/voice-profile/service.js';
import { voicesRoutes } from './features/voices/routes.js';
import { translator } from './i18n/index.js';
import { createJobs } from './jobs/runtime.js';
import type { Jobs } from './jobs/types.js';
import { createExportRegistry } from './lib/data-export.js';
import { logContext } from './lib/log-context.js';
import { createMetrics } from './lib/metrics.js';
import { createReadiness } from './lib/readiness.js';
import { safeError } from './lib/safe-error.js';
import { createMailQueue } from './mail/queue.js';
import { answerFrameworkError, errorsPlugin, sendError } from './plugins/errors.js';
import { hostPlugin } from './plugins/host.js';
import { i18nPlugin } from './plugins/i18n.js';
import { metricsPlugin } from './plugins/metrics.js';
import { originPlugin } from './plugins/origin.js';
import { sessionPlugin } from './plugins/session.js';
import { webPlugin } from './plugins/web.js';
import { createWorkerPool } from './worker-pool/pool.js';

export interface BuildOptions {
  ctx: AppDeps;
  sessionSecret: string;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  /** Folder of the built web app; defaults to web/dist. */
  webRoot?: string;
}

export async function buildApp(opts: BuildOptions) {
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(opts.ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
    // The router's refusals (a malformed escape, an overlong id) in the API's `{error, code}` form.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  const pool = opts.ctx.pool ?? createWorkerPool(opts.ctx.config.voice, { log: app.log });
  const closing = new AbortController();
  const metrics = opts.ctx.metrics ?? createMetrics();
  const jobs =
    opts.ctx.jobs ??
    createJobs({
      database: opts.ctx.database,
      log: app.log,
      work: opts.ctx.config.role !== 'web',
      onRun: metrics.jobs.observe,
    });
  // The `inkprint_jobs` gauge reads the queue at scrape time (decision 031).
  metrics.jobs.setCounts(() => jobs.counts());
  const ctx: AppContext = {
    ...opts.ctx,
    log: app.log,
    jobs,
    outbox: createMailQueue({ jobs, db: opts.ctx.database.db, mailer: opts.ctx.mailer, log: app.log }),
    exports: createExportRegistry(),
    pool,
    // The built-in engine's candidate search runs in the worker pool, off the event loop (decision 010).
    engine:
      opts.ctx.engine ??
      createEngine(opts.ctx.config, {
        log: app.log,
        draftRunner: (input, signal) => pool.write(input, signal),
      }),
    now: opts.ctx.now ?? (() => new Date()),
    uploadWaitMs: opts.ctx.uploadWaitMs ?? opts.ctx.config.uploadWaitMs,
    analysisWaitMs: opts.ctx.analysisWaitMs ?? opts.ctx.config.analysisWaitMs,
    metrics,
    readiness: databaseReadiness(opts.ctx.database, jobs),
    closing: closing.signal,
  };
  defineExtractionJob(ctx);
  defineAnalysisJob(ctx);
  registerSweeps(ctx);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Every line logged while this request is handled carries its id, whichever logger wrote it (decision 031).
    logContext.run({ reqId: request.id, log: request.log }, done);
  });

  await app.register(fastifyCookie, { secret: opts.sessionSecret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.ctx.config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: opts.ctx.config.secureCookies,
  });
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  if (opts.ctx.config.role === 'worker') {
    // A worker runs jobs; over HTTP it answers only the load balancer and Prometheus (decision 027).
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (pathname !== '/api/health' && pathname !== '/metrics')
        return sendError(request, reply, 'NOT_FOUND');
    });
  }
  await app.register(hostPlugin);
  await app.register(originPlugin);
  await app.register(sessionPlugin);
  await app.register(metricsPlugin);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Inkprint API', version: '1.0.0', description: 'Copy that sounds like you.' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'inkprint_sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(filesRoutes, { prefix: '/files' });
      await api.register(voiceProfileRoutes, { prefix: '/voice-profile' });
      await api.register(voicesRoutes, { prefix: '/voices' });
      await api.register(contentRoutes, { prefix: '/content' });
      await api.register(historyRoutes, { prefix: '/content' });
      api.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: opts.webRoot });

  app.addHook('onReady', async () => {
    // Queues must exist before a request sends to one; the handlers start after listen (below).
    await ctx.jobs.prepare();
  });
  // Once the server listens, the local engine checks or downloads its model in the background (nothing of it
  // competes with the start: the first fetch alone loads undici, seconds on a busy machine).
  app.addHook('onListen', async () => {
    // A worker generates nothing: it neither checks nor downloads the local model.
    if (ctx.config.role !== 'worker') ctx.engine.start?.();
    void ctx.jobs.start().catch((err) => app.log.error({ err: safeError(err) }, 'jobs could not start'));
  });
  // Shutdown (decision 030), once no new request is taken: open streams end with an `error` event.
  app.addHook('preClose', async () => {
    closing.abort();
    // No new job is taken; running jobs get five seconds to finish, then are handed back (their expiry runs
    // them again elsewhere), while the database is still open (it closes last, in onClose).
    await ctx.jobs.stop(5_000);
  });
  app.addHook('onClose', async () => {
    await ctx.engine.close?.();
    // When preClose did not run (a close before listen): the same stop, before the database closes.
    await ctx.jobs.stop();
    await ctx.pool.close();
    ctx.mailer.close();
    await ctx.database.close();
  });
  return app;
}

/** GET /api/ready's checks: the database answers, every migration of this build is applied, jobs run. */
function databaseReadiness(database: AppDeps['database'], jobs: Jobs) {
  const readiness = createReadiness();
  // Sending works everywhere; a process that runs jobs (role `all` or `worker`) has its handlers running.
  readiness.add('jobs', async () => jobs.ready());
  readiness.add('database', async () => {
    await database.ping();
    return true;
  });
  readiness.add('migrations', () => database.migrationsApplied());
  return readiness;
}

/** A hop count trusts that many proxies from the socket inward (proxy-addr's `i < n`); never every hop. */
function trustProxyOption(value: false | number | string[]) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, malformed request):
 * answered in the API's `{error, code}` form. The headers could not be read, so the message is English.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const t = translator('en');
  const [status, reason, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout']
        : [400, 'Bad Request', 'bad_request'];
  const body = JSON.stringify({ error: t('errors', key), code: 'VALIDATION_ERROR' });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

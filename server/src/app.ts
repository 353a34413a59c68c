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
import { authRoutes } from './features/auth/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { systemRoutes } from './features/system/routes.js';
import type { AppContext } from './plugins/context.js';
import { errorsPlugin } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { metricsPlugin } from './plugins/metrics.js';
import { originPlugin } from './plugins/origin.js';
import { sessionPlugin } from './plugins/session.js';
import { webPlugin } from './plugins/web.js';

export interface BuildOptions {
  ctx: AppContext;
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
    trustProxy: opts.ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', opts.ctx);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
      api.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: opts.webRoot });

  app.addHook('onClose', async () => {
    opts.ctx.mailer.close();
    await opts.ctx.database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

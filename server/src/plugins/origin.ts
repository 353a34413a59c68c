/**
 * CSRF defence: a state-changing request whose Origin header is present must come from the request's own
 * host, APP_URL's origin or one of ALLOWED_ORIGINS (docs/api.md, "Authentication"). Requests without Origin (curl, server to
 * server) pass; SameSite=Lax cookies cover old browsers that send none.
 */
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const originPlugin = fp(async (app) => {
  const { appOrigin, allowedOrigins } = app.ctx.config;
  const allowed = new Set([appOrigin, ...allowedOrigins]);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (allowed.has(origin)) return;
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host && host === request.headers.host) return;
    throw new AppError('CSRF_REJECTED');
  });
});

/**
 * CSRF defence: a state-changing request whose Origin header is present must come from the request's own
 * origin (its scheme, host and port), APP_URL's origin or one of ALLOWED_ORIGINS (docs/api.md,
 * "Authentication"). Requests without Origin (curl, server to server) pass; SameSite=Lax cookies cover old
 * browsers that send none.
 */
import type { FastifyRequest } from 'fastify';
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
    // The request's own origin: scheme, host and port. `https://localhost:3000` is not `http://localhost:3000`.
    if (origin === ownOrigin(request)) return;
    throw new AppError('CSRF_REJECTED');
  });
});

/** `scheme://host[:port]` of the request as its client addressed it (through trusted proxies' headers). */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

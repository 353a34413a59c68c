/**
 * DNS-rebinding defence: a request addressed to a host name this server is not (its `Host`, or the trusted
 * proxy's X-Forwarded-Host) is refused with 421 HOST_NOT_ALLOWED before any hook does work, any route runs
 * or a byte of the body is read — /metrics and register included (docs/api.md, "Host check"). A page on
 * evil.example whose name was re-pointed at this machine still sends `Host: evil.example`, so comparing the
 * name is enough; ports are not compared. Accepted: APP_URL's host, ALLOWED_ORIGINS' hosts, ALLOWED_HOSTS,
 * and localhost, 127.0.0.1 and [::1] (names only this machine resolves; tests and a default install use them).
 * Routes marked `config: { anyHost: true }` (the health check, which load balancers call by address) skip it.
 */
import fp from 'fastify-plugin';
import { hostnameOf } from '../lib/hosts.js';
import { sendError } from './errors.js';
import { isApiPath } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer whatever host the request names (health checks from load balancers). */
    anyHost?: boolean;
  }
}

export const hostPlugin = fp(async (app) => {
  const { any, names } = app.ctx.config.allowedHosts;
  if (any) return;
  const allowed = new Set(names);
  app.addHook('onRequest', (request, reply, done) => {
    const name = hostnameOf(request.host);
    if ((name && allowed.has(name)) || request.routeOptions.config.anyHost) return done();
    request.log.info({ host: request.host }, 'request for a host this server is not');
    if (isApiPath(request.url)) return void sendError(request, reply, 'HOST_NOT_ALLOWED');
    reply.status(421).type('text/plain; charset=utf-8').send(request.t('errors', 'HOST_NOT_ALLOWED'));
  });
});

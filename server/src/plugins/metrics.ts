/**
 * Prometheus metrics at /metrics: the app's registry (lib/metrics.ts, `ctx.metrics`) with request counts and
 * durations per route observed here. Answers only with `Authorization: Bearer $METRICS_TOKEN`, or, when no
 * token is set, to clients on this machine — judged by the socket's peer, never by X-Forwarded-For (config
 * refuses TRUST_PROXY without a token).
 */
import fp from 'fastify-plugin';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const metricsPlugin = fp(async (app) => {
  const { metrics } = app.ctx;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.http.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    const token = app.ctx.config.metricsToken;
    const peer = request.socket.remoteAddress ?? '';
    const allowed = token ? request.headers.authorization === `Bearer ${token}` : LOOPBACK.has(peer);
    if (!allowed) return reply.status(404).type('text/plain').send('Not found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});

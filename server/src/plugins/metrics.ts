/**
 * Prometheus metrics at /metrics: process defaults plus request counts and durations per route.
 * Answers only with `Authorization: Bearer $METRICS_TOKEN`, or, when no token is set, to clients on this
 * machine — judged by the socket's peer, never by X-Forwarded-For (config refuses TRUST_PROXY without a token).
 */
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'inkprint_http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'inkprint_http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 500) errors.inc({ route });
  });

  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    const token = app.ctx.config.metricsToken;
    const peer = request.socket.remoteAddress ?? '';
    const allowed = token ? request.headers.authorization === `Bearer ${token}` : LOOPBACK.has(peer);
    if (!allowed) return reply.status(404).type('text/plain').send('Not found');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

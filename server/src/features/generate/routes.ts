/**
 * /api/content: generation (JSON, or SSE with `Accept: text/event-stream`) and the daily quota
 * (docs/api.md, "Content"). Thin handlers over the content service.
 *
 * The stream: `delta {text}` per piece, `revising {}` when a correction pass starts, then `done {content,
 * quota}` or `error {error, code}`, and a comment line every `sseHeartbeatMs` (15 s) so proxies keep it
 * open. Checks that fail before the engine is called (validation, no profile, quota) answer with a plain
 * HTTP error, as for JSON. A client that closes the connection aborts the engine call; it gets its quota
 * unit back only when no `delta` had been written to it. Otherwise it keeps what it was sent, so the unit
 * stays spent and the item is stored cut short (decision 019). No compression plugin is registered, so
 * nothing buffers the stream.
 */
import { fastifySSE, type SSEReplyInterface } from '@fastify/sse';
import { type ErrorCode, generateBody, generateReply, quotaReply, rewriteBody } from '@inkprint/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../lib/db-unavailable.js';
import { AppError } from '../../lib/errors.js';
import { responses } from '../../lib/responses.js';
import { safeError } from '../../lib/safe-error.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import { prepareRewrite } from './rewrite-service.js';
import * as service from './service.js';

/** Keep-alive comments of a streamed generation, unless the app was given another interval. */
const HEARTBEAT_MS = 15_000;

/**
 * An AbortSignal that fires when the client goes away before the answer is complete, or when the server
 * starts shutting down (`closing`): then the generation ends with an answer that says so (decision 030).
 */
function abortSignal(reply: FastifyReply, closing: AbortSignal): AbortController {
  const controller = new AbortController();
  const onClosing = () => controller.abort(new service.ServerClosing());
  if (closing.aborted) onClosing();
  else closing.addEventListener('abort', onClosing, { once: true });
  reply.raw.on('close', () => {
    closing.removeEventListener('abort', onClosing);
    if (!reply.raw.writableEnded) controller.abort(new service.GenerationCancelled());
  });
  return controller;
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.exports.add('generated_content', exportFor);
  await app.register(fastifySSE, { heartbeatInterval: ctx.sseHeartbeatMs ?? HEARTBEAT_MS });

  // The Generate screen's first call: the draft thread starts now, in the background (decision 041).
  app.get('/quota', { schema: { response: responses({ 200: quotaReply }) } }, async (request) => {
    service.warmDrafts(ctx, request.log);
    return { quota: await service.getQuota({ ctx, userId: currentUser(request).id }) };
  });

  /**
   * The answer of a prepared generation or rewrite: JSON 201, or the SSE stream when the client asked for
   * text/event-stream (`dual`: the plugin attaches `reply.sse` only then).
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, prepared: service.PreparedGeneration) {
    const controller = abortSignal(reply, ctx.closing);
    // `dual`: the plugin attaches `reply.sse` only when the client asked for text/event-stream.
    const sse = reply.sse as SSEReplyInterface | undefined;

    if (!sse) {
      try {
        const done = await service.run({ ctx, prepared, hooks: { signal: controller.signal } });
        return reply.status(201).send(done);
      } catch (err) {
        if (err instanceof service.GenerationCancelled) return reply;
        throw err;
      }
    }

    // Streamed: the response is committed now, so a failure from here on is an `error` event.
    sse.sendHeaders(200);
    const emit = (event: string, data: unknown): boolean => {
      if (!sse.isConnected) return false;
      sse.send({ event, data }).catch(() => {});
      return true;
    };
    // What has been written to the client: the draft's deltas, then (after `revising`) the revision's.
    let draft = '';
    let revising = false;
    try {
      const done = await service.run({
        ctx,
        prepared,
        hooks: {
          signal: controller.signal,
          onDelta: (text) => {
            if (emit('delta', { text }) && !revising) draft += text;
          },
          onRevising: (reason) => {
            if (emit('revising', reason ? { reason } : {})) revising = true;
          },
          onQueued: (position) => {
            emit('queued', { position });
          },
          onEstimate: ({ stage, seconds, targetWords }) => {
            emit('estimate', { stage, seconds, target_words: targetWords });
          },
        },
        // The draft as far as it was sent; an unfinished revision is not a whole text, the draft is.
        received: () => draft,
      });
      emit('done', done);
    } catch (err) {
      if (err instanceof service.GenerationCancelled) return;
      // The same codes as the error handler gives a JSON answer: a lost database is a 503, not a 500.
      const down = !(err instanceof AppError) && isDatabaseUnavailable(err);
      const code: ErrorCode = err instanceof AppError ? err.code : down ? 'DATABASE_UNAVAILABLE' : 'INTERNAL';
      if (down) request.log.warn({ err: safeError(err) }, 'streamed generation: database unavailable');
      else if (!(err instanceof AppError))
        request.log.error({ err: safeError(err) }, 'streamed generation failed');
      const key = err instanceof AppError ? (err.opts.messageKey ?? code) : code;
      emit('error', {
        error: request.t('errors', key, err instanceof AppError ? err.opts.params : undefined),
        code,
      });
    }
  }

  app.post(
    '/generate',
    {
      sse: 'dual',
      schema: { body: generateBody, response: responses({ 201: generateReply }) },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const prepared = await service.prepare({ ctx, userId, request: request.body });
      return answer(request, reply, prepared);
    },
  );

  // Rewrite in my voice (decision 035): the same answer, stream and storing as generate.
  app.post(
    '/rewrite',
    {
      sse: 'dual',
      schema: { body: rewriteBody, response: responses({ 201: generateReply }) },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const prepared = await prepareRewrite({ ctx, userId, request: request.body });
      return answer(request, reply, prepared);
    },
  );
};

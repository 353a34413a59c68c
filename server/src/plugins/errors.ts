/**
 * One error handler for the whole API: `{error, code, fields?}` with a localised message, validation errors
 * mapped per field, a database that cannot be reached as 503 DATABASE_UNAVAILABLE, and no internals for
 * 5xx. Unknown /api routes answer 404 NOT_FOUND, and so does a path `:id` that no id can be. The router's
 * own errors (a bad escape, an overlong id) get the same form.
 */
import { ERROR_STATUS, type ErrorCode } from '@inkprint/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pickLanguage, translator } from '../i18n/index.js';
import { DATABASE_RETRY_S, isDatabaseUnavailable } from '../lib/db-unavailable.js';
import { bodyStillComing, closeAfterAnswer } from '../lib/early-answer.js';
import { AppError } from '../lib/errors.js';
import { safeError } from '../lib/safe-error.js';
import { isApiPath } from './session.js';

const FIELD_KEYS = new Set([
  'required',
  'too_long',
  'invalid_email',
  'password_too_short',
  'password_too_weak',
  'one_word',
  'invalid_choice',
  'invalid_characters',
  'invalid_number',
]);

/** An answer names at most this many fields: a body with thousands of unknown keys gets a short answer. */
const MAX_FIELDS = 20;

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns zod issues into `{field: localised message}`; the first issue of a field wins. */
function fieldsFromIssues(request: FastifyRequest, issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  let named = 0;
  const put = (name: string, key: string) => {
    if (name in fields || named >= MAX_FIELDS) return;
    fields[name] = request.t('fields', key);
    named++;
  };
  for (const issue of issues) {
    const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params?.keys as string[] | undefined) ?? [];
      for (const k of keys) put(name === 'body' ? k : `${name}.${k}`, 'unknown_field');
      continue;
    }
    if (issue.message && FIELD_KEYS.has(issue.message)) put(name, issue.message);
    else if (issue.keyword === 'invalid_type')
      put(name, issue.message?.includes('received undefined') ? 'required' : 'invalid_type');
    else if (issue.keyword === 'invalid_value') put(name, 'invalid_choice');
    else if (issue.keyword === 'too_big') put(name, 'too_long');
    else if (issue.keyword === 'too_small') put(name, 'required');
    else put(name, 'invalid_value');
  }
  return fields;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  opts: {
    messageKey?: string;
    params?: Record<string, string | number>;
    fields?: Record<string, string>;
    status?: number;
    extra?: Record<string, unknown>;
  } = {},
) {
  const body: Record<string, unknown> = {
    ...opts.extra,
    error: request.t('errors', opts.messageKey ?? code, opts.params),
    code,
  };
  if (opts.fields) body.fields = opts.fields;
  return reply
    .status(opts.status ?? ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/** The statuses a VALIDATION_ERROR may have (docs/api.md, "Special cases"); any other 4xx becomes 400. */
const VALIDATION_STATUSES = new Set([400, 413, 415]);

declare module 'fastify' {
  interface FastifyRequest {
    /** True while the body is being parsed: between the `preParsing` and `preValidation` hooks. */
    parsingBody: boolean;
  }
}

export const errorsPlugin = fp(async (app) => {
  app.decorateRequest('parsingBody', false);
  app.addHook('preParsing', (request, _reply, payload, done) => {
    request.parsingBody = true;
    done(null, payload);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    request.parsingBody = false;
    done();
  });
  // An error sent before the body is complete (no session, a foreign origin or host, an unknown route, a
  // body over the limit…) closes the connection: keeping it alive would make the server read and discard
  // whatever the client still sends, a gigabyte as readily as a byte (issue 20, point 6).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && bodyStillComing(request.raw)) closeAfterAnswer(request, reply);
    done(null, payload);
  });

  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      if (thrown.opts.headers) reply.headers(thrown.opts.headers);
      const fields = thrown.opts.fields
        ? Object.fromEntries(Object.entries(thrown.opts.fields).map(([k, v]) => [k, request.t('fields', v)]))
        : undefined;
      return sendError(request, reply, thrown.code, {
        messageKey: thrown.opts.messageKey,
        params: thrown.opts.params,
        fields,
        extra: thrown.opts.extra,
        status: thrown.status,
      });
    }
    if (hasZodFastifySchemaValidationErrors(thrown)) {
      // Ids are opaque: a path id that no id can be (a NUL byte, a control character) is an unknown item.
      if (thrown.validationContext === 'params') return sendError(request, reply, 'NOT_FOUND');
      return sendError(request, reply, 'VALIDATION_ERROR', {
        fields: fieldsFromIssues(request, thrown.validation as unknown as Issue[]),
      });
    }
    // Anything may be thrown, `null` included: read it without assuming an Error.
    const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as Partial<FastifyError>;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (thrown instanceof SyntaxError && status === 400)) {
      return sendError(request, reply, 'VALIDATION_ERROR', { messageKey: 'invalid_json', fields: {} });
    }
    if (status === 413) {
      return sendError(request, reply, 'VALIDATION_ERROR', {
        messageKey: 'body_too_large',
        status: 413,
        fields: {},
      });
    }
    if (status === 429) {
      return sendError(request, reply, 'RATE_LIMITED');
    }
    if (status >= 400 && status < 500) {
      // Other client mistakes Fastify catches (wrong content type, empty JSON body…): a 4xx, never a 500.
      request.log.info({ err: safeError(thrown) }, 'client error');
      if (status === 404) return sendError(request, reply, 'NOT_FOUND');
      // A wrong content type is a malformed request, not a file of the wrong type: UNSUPPORTED_FILE_TYPE
      // and its message stay reserved for uploads. Statuses the contract does not list (406…) become 400.
      return sendError(request, reply, 'VALIDATION_ERROR', {
        status: VALIDATION_STATUSES.has(status) ? status : 400,
        messageKey: status === 415 ? 'unsupported_media_type' : undefined,
        fields: {},
      });
    }
    if (isDatabaseUnavailable(thrown)) {
      // The database is restarting or unreachable: the request was fine and will work again shortly.
      request.log.warn({ err: safeError(thrown) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_S));
      return sendError(request, reply, 'DATABASE_UNAVAILABLE');
    }
    if (request.parsingBody && status === 500) {
      // A parser failed on the client's body without saying how (a plain Error, or not even an Error): the
      // body is what is wrong, not the server.
      request.log.info({ err: safeError(thrown) }, 'unreadable request body');
      return sendError(request, reply, 'VALIDATION_ERROR', { messageKey: 'bad_request', fields: {} });
    }
    request.log.error({ err: safeError(thrown) }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
});

/**
 * Fastify's `frameworkErrors`: the router's own refusals, raised before any hook ran (so no language, request
 * id or cache header is set yet). A path that cannot be decoded is a malformed request; a parameter longer
 * than the router takes can only be an id, and no id is that long, so it names no item.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = pickLanguage(request.headers['accept-language']);
  request.t = translator(request.lang);
  reply.header('x-request-id', request.id);
  const api = isApiPath(request.url);
  if (api) reply.header('cache-control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ err: safeError(error) }, 'client error');
    if (!api) return reply.status(400).type('text/plain; charset=utf-8').send('Bad request');
    return sendError(request, reply, 'VALIDATION_ERROR', { messageKey: 'bad_url' });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    if (!api) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendError(request, reply, 'NOT_FOUND');
  }
  request.log.error({ err: safeError(error) }, 'unhandled error');
  return sendError(request, reply, 'INTERNAL');
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 'NOT_FOUND');
}

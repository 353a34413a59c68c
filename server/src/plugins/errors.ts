/**
 * One error handler for the whole API: `{error, code, fields?}` with a localised message, validation errors
 * mapped per field, and no internals for 5xx. Unknown /api routes answer 404 NOT_FOUND.
 */
import { ERROR_STATUS, type ErrorCode } from '@inkprint/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { safeError } from '../lib/safe-error.js';

const FIELD_KEYS = new Set([
  'required',
  'too_long',
  'invalid_email',
  'password_too_short',
  'password_too_weak',
  'one_word',
  'invalid_choice',
  'invalid_characters',
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
    fields?: Record<string, string>;
    status?: number;
    extra?: Record<string, unknown>;
  } = {},
) {
  const body: Record<string, unknown> = {
    ...opts.extra,
    error: request.t('errors', opts.messageKey ?? code),
    code,
  };
  if (opts.fields) body.fields = opts.fields;
  return reply
    .status(opts.status ?? ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.opts.headers) reply.headers(error.opts.headers);
      const fields = error.opts.fields
        ? Object.fromEntries(Object.entries(error.opts.fields).map(([k, v]) => [k, request.t('fields', v)]))
        : undefined;
      return sendError(request, reply, error.code, {
        messageKey: error.opts.messageKey,
        fields,
        extra: error.opts.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 'VALIDATION_ERROR', {
        fields: fieldsFromIssues(request, error.validation as unknown as Issue[]),
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && status === 400)) {
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
      request.log.info({ err: safeError(error) }, 'client error');
      // A wrong content type is a malformed request, not a file of the wrong type: UNSUPPORTED_FILE_TYPE
      // and its message stay reserved for uploads.
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return sendError(request, reply, code, {
        status,
        messageKey: status === 415 ? 'unsupported_media_type' : undefined,
        fields: code === 'VALIDATION_ERROR' ? {} : undefined,
      });
    }
    request.log.error({ err: safeError(error) }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
});

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 'NOT_FOUND');
}

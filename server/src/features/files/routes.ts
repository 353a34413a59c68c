/** /api/files/* — thin handlers over the files service (docs/api.md, "Files"). */
import fastifyMultipart from '@fastify/multipart';
import {
  clearFilesReply,
  deleteFileReply,
  filesReply,
  idParams,
  uploadReply,
  voiceIdQuery,
} from '@inkprint/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { responses } from '../../lib/responses.js';
import { currentUser } from '../../plugins/session.js';
import { exportFor } from './export.js';
import * as service from './service.js';

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const turns = new service.UploadTurns();
  ctx.exports.add('files', exportFor);
  // Parts are streamed to the handler, never buffered or written to disk by the plugin.
  await app.register(fastifyMultipart, { limits: service.MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.get(
    '/',
    { schema: { querystring: voiceIdQuery, response: responses({ 200: filesReply }) } },
    async (request) => {
      const rows = await service.listFiles({
        ctx,
        userId: currentUser(request).id,
        voiceId: request.query.voice_id,
      });
      return { files: rows.map((row) => service.toUploadedFile(row, request.t)) };
    },
  );

  app.post(
    '/upload',
    { schema: { querystring: voiceIdQuery, response: responses({ 201: uploadReply }) } },
    async (request, reply) => {
      // A refused batch is not read to its end: its error answer closes the connection (plugins/errors.ts).
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      const { files, voiceProfileReset } = await service
        .uploadFiles({
          ctx,
          userId: currentUser(request).id,
          voiceId: request.query.voice_id,
          log: request.log,
          turns,
          multipart: request.isMultipart(),
          parts: () => request.parts(),
          waitMs: ctx.uploadWaitMs,
        })
        .catch((err: unknown) => {
          ctx.metrics.uploads.refused(err instanceof AppError ? err.code : 'INTERNAL', seconds());
          throw err;
        });
      ctx.metrics.uploads.stored(
        files.map((row) => ({ status: row.status, bytes: row.fileSize })),
        seconds(),
      );
      const message =
        files.length === 1
          ? request.t('messages', 'files_uploaded_one')
          : request.t('messages', 'files_uploaded_other', { count: files.length });
      return reply.status(201).send({
        uploaded_files: files.map((row) => service.toUploadedFile(row, request.t)),
        message,
        voice_profile_reset: voiceProfileReset,
      });
    },
  );

  app.delete(
    '/clear-all',
    { schema: { querystring: voiceIdQuery, response: responses({ 200: clearFilesReply }) } },
    async (request) => {
      const { deleted } = await service.clearFiles({
        ctx,
        userId: currentUser(request).id,
        voiceId: request.query.voice_id,
      });
      return { message: request.t('messages', 'files_cleared'), deleted_count: deleted };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { params: idParams, querystring: voiceIdQuery, response: responses({ 200: deleteFileReply }) },
    },
    async (request) => {
      const { voiceProfileReset } = await service.deleteFile({
        ctx,
        userId: currentUser(request).id,
        voiceId: request.query.voice_id,
        id: request.params.id,
      });
      return { message: request.t('messages', 'file_deleted'), voice_profile_reset: voiceProfileReset };
    },
  );
};

/** /api/auth/* — thin handlers over the auth service (docs/api.md, "Accounts"). */
import {
  changePasswordBody,
  checkAuthReply,
  confirmEmailBody,
  deleteAccountBody,
  emailBody,
  loginBody,
  messageReply,
  profileReply,
  profileUpdateReply,
  registerBody,
  registerReply,
  resetPasswordBody,
  tokenQuery,
  updateProfileBody,
  userReply,
  validateTokenReply,
} from '@inkprint/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { responses } from '../../lib/responses.js';
import { deleteSession } from '../../lib/session-repository.js';
import { clearSessionCookie, currentUser, startSession } from '../../plugins/session.js';
import { exportUserData } from './export.js';
import { registerAuthMailJobs } from './mail-jobs.js';
import * as service from './service.js';

const pub = { public: true } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx.database;
  registerAuthMailJobs(ctx);
  const base = (request: FastifyRequest): service.Ctx => ({
    ctx,
    lang: request.lang,
    log: request.log,
    ip: request.ip,
  });

  app.get(
    '/check-auth',
    { config: pub, schema: { response: responses({ 200: checkAuthReply }) } },
    async (request) => ({
      authenticated: request.user !== null,
      user: request.user ? service.toUser(request.user) : null,
    }),
  );

  app.post(
    '/register',
    { config: pub, schema: { body: registerBody, response: responses({ 201: registerReply }) } },
    async (request, reply) => {
      const user = await service.register({ ...base(request), ...request.body });
      return reply.status(201).send({ user, message: request.t('messages', 'registered') });
    },
  );

  app.post(
    '/login',
    { config: pub, schema: { body: loginBody, response: responses({ 200: userReply }) } },
    async (request, reply) => {
      const user = await service.login({ ...base(request), ...request.body });
      if (request.sessionHash) await deleteSession(db, request.sessionHash);
      await startSession(db, request, reply, user.id);
      return { user: service.toUser(user) };
    },
  );

  app.post(
    '/logout',
    { config: pub, schema: { response: responses({ 200: messageReply }) } },
    async (request, reply) => {
      if (request.sessionHash) await deleteSession(db, request.sessionHash);
      clearSessionCookie(request, reply);
      return { message: request.t('messages', 'logged_out') };
    },
  );

  app.get('/profile', { schema: { response: responses({ 200: profileReply }) } }, async (request) => ({
    profile: service.toUser(currentUser(request)),
  }));

  app.put(
    '/profile',
    { schema: { body: updateProfileBody, response: responses({ 200: profileUpdateReply }) } },
    async (request) => {
      const profile = await service.updateProfile({
        ...base(request),
        user: currentUser(request),
        names: request.body,
      });
      return { profile, message: request.t('messages', 'profile_updated') };
    },
  );

  app.post(
    '/change-password',
    { schema: { body: changePasswordBody, response: responses({ 200: messageReply }) } },
    async (request) => {
      await service.changePassword({
        ...base(request),
        user: currentUser(request),
        sessionHash: request.sessionHash,
        current: request.body.current_password,
        next: request.body.new_password,
      });
      return { message: request.t('messages', 'password_changed') };
    },
  );

  app.delete(
    '/account',
    { schema: { body: deleteAccountBody, response: responses({ 200: messageReply }) } },
    async (request, reply) => {
      await service.deleteAccount({
        ...base(request),
        user: currentUser(request),
        current: request.body.current_password,
      });
      clearSessionCookie(request, reply);
      return { message: request.t('messages', 'account_deleted') };
    },
  );

  app.get('/export', async (request, reply) => {
    const data = await exportUserData(ctx, currentUser(request));
    const date = data.exported_at.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="inkprint-export-${date}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/request-password-reset',
    { config: pub, schema: { body: emailBody, response: responses({ 200: messageReply }) } },
    async (request) => {
      await service.requestPasswordReset({ ...base(request), email: request.body.email });
      return { message: request.t('messages', 'reset_requested') };
    },
  );

  app.get(
    '/validate-reset-token',
    { config: pub, schema: { querystring: tokenQuery, response: responses({ 200: validateTokenReply }) } },
    async (request) => {
      const { token } = request.query;
      if (token && (await service.isResetTokenValid({ ...base(request), token }))) {
        return { valid: true };
      }
      throw new AppError('INVALID_TOKEN', { messageKey: 'reset_token_invalid', extra: { valid: false } });
    },
  );

  app.post(
    '/reset-password',
    { config: pub, schema: { body: resetPasswordBody, response: responses({ 200: messageReply }) } },
    async (request) => {
      await service.resetPassword({ ...base(request), ...request.body });
      return { message: request.t('messages', 'password_reset') };
    },
  );

  app.post(
    '/confirm-email',
    { config: pub, schema: { body: confirmEmailBody, response: responses({ 200: messageReply }) } },
    async (request) => {
      await service.confirmEmail({ ...base(request), ...request.body });
      return { message: request.t('messages', 'email_confirmed') };
    },
  );

  app.post(
    '/resend-confirmation',
    { config: pub, schema: { body: emailBody, response: responses({ 200: messageReply }) } },
    async (request) => {
      await service.resendConfirmation({ ...base(request), email: request.body.email });
      return { message: request.t('messages', 'confirmation_resent') };
    },
  );
};

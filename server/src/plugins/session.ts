/**
 * Cookie sessions stored in the database. Every /api request looks its session up (so a deleted session
 * ends at once); routes not marked `config: { public: true }` require one. Expiry slides: 30 days from the
 * last use, refreshed at most once an hour so reads do not turn into writes.
 */
import { SESSION_COOKIE, TOKEN_TTL } from '@inkprint/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';

const REFRESH_AFTER_MS = 60 * 60 * 1000;

export const sessionPlugin = fp(async (app) => {
  const { db } = app.ctx.database;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value) {
        const hash = sha256(unsigned.value);
        const now = new Date();
        const [row] = await db
          .select({ user: users, lastSeenAt: sessions.lastSeenAt })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(and(eq(sessions.idHash, hash), gt(sessions.expiresAt, now)));
        if (row?.user.active) {
          request.user = row.user;
          request.sessionHash = hash;
          if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
            await db
              .update(sessions)
              .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL.sessionMs) })
              .where(eq(sessions.idHash, hash));
          }
        }
      }
    }
  });

  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.is404 || request.routeOptions.config.public) return;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
  });
});

/** Creates a session for the user and sets its cookie. Always a new id (no session fixation). */
export async function startSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const id = randomToken();
  const now = Date.now();
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    expiresAt: new Date(now + TOKEN_TTL.sessionMs),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  reply.setCookie(SESSION_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.ctx.config.secureCookies,
    path: '/',
    maxAge: Math.floor(TOKEN_TTL.sessionMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.ctx.config.secureCookies,
  });
}

/** The signed-in user of a route that requires one (the guard has run). */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/**
 * Cookie sessions stored in the database. Every API request looks its session up (so a deleted session
 * ends at once); API routes not marked `config: { public: true }` require one, checked in `onRequest` —
 * before the body is read or validated, so an anonymous caller learns nothing about a route's body and an
 * anonymous upload is refused before a byte of it is read. Which route it is comes from the router's
 * match, never from the raw URL (`/%61pi/…` is `/api/…`). Expiry slides: 30 days from the last use,
 * refreshed at most once an hour so reads do not turn into writes.
 */
import { SESSION_COOKIE, TOKEN_TTL } from '@inkprint/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { AppError } from '../lib/errors.js';
import { findSession, insertSession, touchSession } from '../lib/session-repository.js';

const REFRESH_AFTER_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route that answers the same to everyone and must not touch the database for a cookie: the
     * probes /api/health and /api/ready (decision 030). Its `request.user` stays null.
     */
    noSession?: boolean;
  }
}

export const sessionPlugin = fp(async (app) => {
  const { db } = app.ctx.database;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request) || request.routeOptions.config.noSession) return;
    const raw = request.cookies[SESSION_COOKIE];
    if (raw) {
      const unsigned = request.unsignCookie(raw);
      if (unsigned.valid && unsigned.value) {
        const hash = sha256(unsigned.value);
        const now = new Date();
        const row = await findSession(db, hash, now);
        if (row?.user.active) {
          request.user = row.user;
          request.sessionHash = hash;
          if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
            await touchSession(db, hash, now, new Date(now.getTime() + TOKEN_TTL.sessionMs));
            // The cookie slides with the row, or the browser would drop it 30 days after login.
            setSessionCookie(request, reply, unsigned.value);
          }
        }
      }
    }
    if (!request.routeOptions.config.public && !request.user) throw new AppError('UNAUTHENTICATED');
  });

  // Answers of the API depend on who asks: no shared or browser cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if ((isApiRoute(request) || isApiPath(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});

/** A matched route under /api (the router has decoded the path). */
export function isApiRoute(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return !request.is404 && url !== undefined && (url === '/api' || url.startsWith('/api/'));
}

/** For unmatched requests: whether the decoded path is under /api. */
export function isApiPath(rawUrl: string): boolean {
  let pathname = rawUrl.split('?')[0] ?? '/';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the raw path.
  }
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Creates a session for the user and sets its cookie. Always a new id (no session fixation). */
export async function startSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const id = randomToken();
  const now = Date.now();
  await insertSession(db, {
    idHash: sha256(id),
    userId,
    expiresAt: new Date(now + TOKEN_TTL.sessionMs),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });
  setSessionCookie(request, reply, id);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string) {
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

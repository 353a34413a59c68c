/**
 * Serves the built web app (web/dist) from the same port as the API: hashed assets cached for a year,
 * any other GET that wants HTML gets index.html (client-side routing). Unknown /api paths answer 404 JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bodyStillComing } from '../lib/early-answer.js';
import { webDistFolder } from '../paths.js';
import { apiNotFound } from './errors.js';
import { isApiPath } from './session.js';

export const defaultWebDist = path.resolve(webDistFolder);

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inkprint</title></head>
<body><h1>Inkprint</h1><p>The web app has not been built yet. Run <code>npm start</code> (or <code>npm run build</code>) from the project folder.</p></body></html>`;

export const webPlugin = fp<{ root?: string }>(async (app, opts) => {
  const root = opts.root ?? defaultWebDist;
  const indexFile = path.join(root, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

  // No route reads the body of a request that reaches none: it is refused before the body is parsed (the
  // answer then closes the connection, plugins/errors.ts), not after up to a megabyte of it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.is404 && bodyStillComing(request.raw)) notFound(request, reply);
    else done();
  });
  app.setNotFoundHandler(notFound);

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) return apiNotFound(request, reply);
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  }
});

/** Health, config, contact, metrics, docs, error hiding and mail language. */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/index.js';
import {
  Client,
  dbTargets,
  readOutbox,
  STRONG_PASSWORD,
  signedInClient,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

describe.each(dbTargets)('system calls on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    // One proxy in front: the client address is the last X-Forwarded-For entry.
    server = await startServer(
      target,
      { TRUST_PROXY: '1', METRICS_TOKEN: 'm3trics', RATE_LIMIT_FACTOR: '1' },
      (app) => {
        app.get('/api/test/explode', { config: { public: true } }, async () => {
          throw new Error('secret internal detail at /srv/inkprint/db.ts:42');
        });
        app.get('/api/test/throws-null', { config: { public: true } }, async () => {
          throw null;
        });
        app.get('/api/test/not-acceptable', { config: { public: true } }, async () => {
          throw Object.assign(new Error('not acceptable'), { statusCode: 406 });
        });
        // Body parsers that fail on what the client sent without a status, or without even an Error.
        app.register(async (scope) => {
          scope.addContentTypeParser('application/x-throws-string', (_request, _payload, done) =>
            done('unreadable' as never),
          );
          scope.addContentTypeParser('application/x-throws-object', async () => {
            throw { reason: 'unreadable' };
          });
          scope.addContentTypeParser('application/x-throws-error', async () => {
            throw new Error('parser gave up');
          });
          scope.post('/api/test/parse', { config: { public: true } }, async () => ({ ok: true }));
        });
      },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reports health (alive) without the database, and readiness with it', async () => {
    expect((await new Client(server).get('/health')).body).toEqual({ status: 'ok' });
    const ready = await new Client(server).get('/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('publishes the engine, limits and languages', async () => {
    const r = await new Client(server).get<{
      engine: { provider: string; offline: boolean };
      daily_limit: number;
      languages: string[];
      limits: { max_files: number };
    }>('/config');
    expect(r.body.engine).toMatchObject({ provider: 'builtin', offline: true });
    expect(r.body.daily_limit).toBe(10);
    expect(r.body.languages).toEqual(['en', 'de', 'fr', 'it', 'pt']);
    expect(r.body.limits.max_files).toBe(5);
  });

  it('hides internals of a 500', async () => {
    const r = await new Client(server).get('/test/explode');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    const fr = await new Client(server, 'fr').get('/test/explode');
    expect(fr.body.error).toBe('Une erreur s’est produite de notre côté. Veuillez réessayer.');
  });

  it('answers a thrown non-Error with a 500 in the contract form, and a 4xx the contract lacks as 400', async () => {
    const r = await new Client(server).get('/test/throws-null');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({
      error: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    const odd = await new Client(server).get('/test/not-acceptable');
    expect(odd.status).toBe(400);
    expect(odd.body).toEqual({
      error: 'Some fields are not valid. Please check them and try again.',
      code: 'VALIDATION_ERROR',
      fields: {},
    });
  });

  it('answers a body its parser could not read with 400 VALIDATION_ERROR, whatever the parser threw', async () => {
    for (const type of [
      'application/x-throws-string',
      'application/x-throws-object',
      'application/x-throws-error',
    ]) {
      const r = await new Client(server, 'it').call('POST', '/test/parse', 'payload', {
        'content-type': type,
      });
      expect(r.status, type).toBe(400);
      expect(r.body, type).toEqual({
        error: 'Non è stato possibile leggere la richiesta.',
        code: 'VALIDATION_ERROR',
        fields: {},
      });
    }
  });

  it('stores a contact message, mails support and rate limits the sender', async () => {
    const email = uniqueEmail('contact');
    const c = new Client(server, 'it');
    // Each run is its own client address, so runs sharing a database do not share a limit.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (b: unknown) => c.post('/contact', b, { 'x-forwarded-for': ip });
    const body = { name: 'Giulia', email, subject: 'feature', message: 'Vorrei un export in Markdown.' };
    const ok = await post(body);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(
      'Grazie per il tuo messaggio. Di solito rispondiamo entro 24 ore nei giorni lavorativi.',
    );
    const [row] = await server.database.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(Number(row?.n)).toBe(1);
    const mails = await readOutbox(server, 'support@inkprint.test');
    expect(mails.at(-1)?.text).toContain('Vorrei un export in Markdown.');

    const bad = await post({ ...body, subject: 'pizza', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields as object).sort()).toEqual(['message', 'subject']);

    for (let i = 0; i < 4; i++) expect((await post(body)).status).toBe(201);
    const limited = await post(body);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('mails in the language of the request', async () => {
    const email = uniqueEmail('sprache');
    await new Client(server, 'de').post(
      '/auth/register',
      { email, password: STRONG_PASSWORD },
      { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    );
    const [mail] = await readOutbox(server, email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Inkprint');
    expect(mail?.text).toContain('Guten Tag');
    expect(mail?.html).toContain('lang="de"');
  });

  it('serves metrics behind a proxy only with the token, whatever X-Forwarded-For says', async () => {
    const spoofed = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '127.0.0.1, 127.0.0.1' },
    });
    expect(spoofed.status).toBe(404);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer m3trics' } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('inkprint_http_request_duration_seconds');
  });

  it('serves the OpenAPI document', async () => {
    const docs = await new Client(server).get<{ openapi: string; paths: Record<string, unknown> }>('/docs');
    expect(docs.body.openapi).toMatch(/^3\./);
    expect(Object.keys(docs.body.paths)).toContain('/api/auth/login');
  });
});

describe('metrics without a proxy', () => {
  it('answers loopback clients when no token is set', async () => {
    const server = await startServer('pglite');
    try {
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('metrics with a token', () => {
  it('answers only with the bearer token', async () => {
    const server = await startServer('pglite', { METRICS_TOKEN: 's3cret' });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer s3cret' } });
      expect(ok.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('when the database is gone', () => {
  it('stays alive, is not ready, and answers 503 DATABASE_UNAVAILABLE instead of a 500', async () => {
    const server = await startServer('pglite');
    try {
      const { client } = await signedInClient(server);
      await server.database.close();
      const health = await new Client(server).get('/health');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'ok' });
      const ready = await new Client(server).get('/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'error', migrations: 'error' },
        code: 'DATABASE_UNAVAILABLE',
      });
      // A signed-in call (its session is looked up first) and a public one that writes.
      for (const reply of [
        await client.get('/content/history'),
        await new Client(server).post('/auth/login', { email: uniqueEmail(), password: STRONG_PASSWORD }),
      ]) {
        expect(reply.status).toBe(503);
        expect(reply.body).toEqual({
          error: 'Inkprint cannot reach its database right now. Please try again in a few seconds.',
          code: 'DATABASE_UNAVAILABLE',
        });
        expect(reply.headers.get('retry-after')).toBe('5');
      }
    } finally {
      server.database.close = async () => {};
      await server.close();
    }
  });
});

describe('GET /api/ready', () => {
  it('names every check that fails: a part that registered its own, and migrations not applied', async () => {
    const server = await startServer('pglite');
    try {
      let jobsRunning = false;
      server.app.ctx.readiness.add('jobs', async () => jobsRunning);
      const notReady = await new Client(server).get('/ready');
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', jobs: 'error' },
        code: 'SERVICE_UNAVAILABLE',
      });
      jobsRunning = true;
      expect((await new Client(server).get('/ready')).body).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
      });

      // A database an older build migrated: the newest migration is not recorded.
      await server.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const behind = await new Client(server).get('/ready');
      expect(behind.status).toBe(503);
      expect(behind.body).toMatchObject({ checks: { database: 'ok', migrations: 'error', jobs: 'ok' } });
    } finally {
      await server.close();
    }
  });

  it('counts a check that does not answer within 2 s as failed, and answers in time', async () => {
    const server = await startServer('pglite');
    try {
      server.app.ctx.readiness.add('stuck', () => new Promise<boolean>(() => {}));
      server.app.ctx.readiness.add('throws', async () => {
        throw new Error('secret detail');
      });
      const started = performance.now();
      const reply = await new Client(server).get('/ready');
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(reply.status).toBe(503);
      expect(reply.body).toMatchObject({ checks: { database: 'ok', stuck: 'error', throws: 'error' } });
      expect(JSON.stringify(reply.body)).not.toContain('secret detail');
    } finally {
      await server.close();
    }
  });

  it('answers any host, and looks up no session: health with a cookie answers while the database is gone', async () => {
    const server = await startServer('pglite');
    try {
      const { client } = await signedInClient(server);
      const port = new URL(server.url).port;
      const headers = { host: `10.0.3.7:${port}`, cookie: client.cookie };
      expect((await fetch(`${server.url}/api/ready`, { headers })).status).toBe(200);
      await server.database.close();
      expect((await fetch(`${server.url}/api/health`, { headers })).status).toBe(200);
    } finally {
      server.database.close = async () => {};
      await server.close();
    }
  });
});

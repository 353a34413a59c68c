/**
 * Host and Origin (issue 20, point 8): a request addressed to a host this server is not (DNS rebinding) is
 * refused before any route runs, /metrics and register included; the health check answers any host (load
 * balancers call it by address); the Origin check compares the scheme too.
 */
import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { readOutbox, STRONG_PASSWORD, startServer, type TestServer } from './helpers.js';

interface Answer {
  status: number;
  type: string;
  text: string;
  body: Record<string, unknown>;
}

/** A call with any Host header (fetch does not let one set it). */
function call(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      {
        method,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // plain text
          }
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            text,
            body: parsed,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the Host check', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    // APP_URL is http://app.inkprint.test (test helpers); the server listens on 127.0.0.1 and a random port.
    server = await startServer('pglite');
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses register, /metrics and the web app for a host this server is not, before any route runs', async () => {
    const host = `evil.example:${port}`;
    const register = await call(
      server,
      'POST',
      '/api/auth/register',
      { host },
      {
        email: 'rebound@example.com',
        password: STRONG_PASSWORD,
      },
    );
    expect(register.status).toBe(421);
    expect(register.body).toEqual({
      code: 'HOST_NOT_ALLOWED',
      error:
        'This server does not answer to the address used for this request. Use the address the site is published at (its administrator can allow others with ALLOWED_HOSTS).',
    });
    // No account and no mail: the refusal came before the route.
    const [row] = await server.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'rebound@example.com'));
    expect(row?.n).toBe(0);
    expect(await readOutbox(server, 'rebound@example.com')).toEqual([]);

    const metrics = await call(server, 'GET', '/metrics', { host });
    expect(metrics.status).toBe(421);
    expect(metrics.text).not.toContain('process_cpu');
    const page = await call(server, 'GET', '/', { host, 'accept-language': 'de' });
    expect(page.status).toBe(421);
    expect(page.type).toContain('text/plain');
    expect(page.text).toContain('Dieser Server antwortet nicht unter der Adresse dieser Anfrage.');
    const session = await call(server, 'GET', '/api/auth/check-auth', { host: 'evil.example' });
    expect(session.status).toBe(421);
  });

  it.each([
    ['APP_URL’s host', 'app.inkprint.test'],
    ['APP_URL’s host on another port', 'app.inkprint.test:8080'],
    ['APP_URL’s host in capitals', 'APP.Inkprint.TEST'],
    ['127.0.0.1 on the port it listens on', '127.0.0.1:PORT'],
    ['localhost on any port', 'localhost:3000'],
    ['[::1]', '[::1]:PORT'],
  ])('answers %s', async (_name, host) => {
    const res = await call(server, 'GET', '/api/config', { host: host.replace('PORT', port) });
    expect(res.status).toBe(200);
  });

  it.each(['app.inkprint.test.evil.example', 'evil.example', '127.0.0.1.nip.io', 'localhost.evil.example'])(
    'refuses %s',
    async (host) => {
      expect((await call(server, 'GET', '/api/config', { host })).status).toBe(421);
    },
  );

  it('answers the health and readiness checks whatever the host, as load balancers call them by address', async () => {
    const res = await call(server, 'GET', '/api/health', { host: `10.0.3.7:${port}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    const ready = await call(server, 'GET', '/api/ready', { host: `10.0.3.7:${port}` });
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready' });
  });
});

describe('ALLOWED_HOSTS', () => {
  it('adds host names to those the server answers', async () => {
    const listed = await startServer('pglite', { ALLOWED_HOSTS: 'inkprint.example, 192.168.1.20:3000' });
    try {
      expect((await call(listed, 'GET', '/api/config', { host: 'inkprint.example' })).status).toBe(200);
      expect((await call(listed, 'GET', '/api/config', { host: '192.168.1.20:3000' })).status).toBe(200);
      expect((await call(listed, 'GET', '/api/config', { host: 'evil.example' })).status).toBe(421);
    } finally {
      await listed.close();
    }
  });
});

describe('the Origin check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const login = { email: 'nobody@example.com', password: 'wrong-password' };

  it('refuses the request’s own host and port under another scheme', async () => {
    const own = new URL(server.url).host;
    const https = await call(server, 'POST', '/api/auth/login', { origin: `https://${own}` }, login);
    expect(https.status).toBe(403);
    expect(https.body.code).toBe('CSRF_REJECTED');
    const appHttps = await call(
      server,
      'POST',
      '/api/auth/login',
      { origin: 'https://app.inkprint.test' },
      login,
    );
    expect(appHttps.body.code).toBe('CSRF_REJECTED');
  });

  it('accepts the request’s own origin and APP_URL’s', async () => {
    const own = new URL(server.url).host;
    for (const origin of [`http://${own}`, 'http://app.inkprint.test']) {
      const res = await call(server, 'POST', '/api/auth/login', { origin }, login);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
  });
});

describe('behind a trusted proxy', () => {
  it('judges the host and origin the client used, from X-Forwarded-Host and X-Forwarded-Proto', async () => {
    const server = await startServer('pglite', { TRUST_PROXY: '1', METRICS_TOKEN: 'scrape-token' });
    const login = { email: 'nobody@example.com', password: 'wrong-password' };
    try {
      const rebound = await call(server, 'GET', '/api/config', { 'x-forwarded-host': 'evil.example' });
      expect(rebound.status).toBe(421);
      const tls = {
        'x-forwarded-host': 'app.inkprint.test',
        'x-forwarded-proto': 'https',
        origin: 'https://app.inkprint.test',
      };
      expect((await call(server, 'POST', '/api/auth/login', tls, login)).body.code).toBe(
        'INVALID_CREDENTIALS',
      );
      const foreign = { ...tls, origin: 'http://evil.example' };
      expect((await call(server, 'POST', '/api/auth/login', foreign, login)).body.code).toBe('CSRF_REJECTED');
    } finally {
      await server.close();
    }
  });
});

/**
 * Any error answered before the request body is complete closes the connection (issue 20, point 6): the
 * answer says `Connection: close` and the server stops reading soon after, instead of reading and discarding
 * whatever the client keeps sending. A raw socket plays the client that never stops.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

const MB = 1024 * 1024;
/** What the client announces, and the most it sends before giving up on the server closing. */
const ANNOUNCED = 256 * MB;
const CAP = 48 * MB;

interface Outcome {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Bytes of body the client got onto the socket before the server closed it (or it gave up). */
  written: number;
  closed: boolean;
  closedAfterMs: number;
}

/** Sends `head`, then body bytes as fast as the socket takes them until the server closes the connection. */
function pushUntilClosed(server: TestServer, head: string, chunked: boolean): Promise<Outcome> {
  const port = Number(new URL(server.url).port);
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const data = Buffer.alloc(64 * 1024, 'a');
    const chunk = chunked ? Buffer.concat([Buffer.from('10000\r\n'), data, Buffer.from('\r\n')]) : data;
    let received = Buffer.alloc(0);
    let written = 0;
    let answeredAt = 0;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = received.toString('latin1');
      const [headText = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body,
        written,
        closed,
        closedAfterMs: answeredAt ? performance.now() - answeredAt : -1,
      });
    };
    const pump = () => {
      while (!done && !socket.destroyed && written < CAP) {
        written += chunk.length;
        if (!socket.write(chunk)) {
          socket.once('drain', pump);
          return;
        }
      }
      // Everything the client meant to send is out and the server still listens: it is draining the body.
      if (written >= CAP) setTimeout(() => finish(false), 2000);
    };
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    socket.on('data', (data) => {
      if (!answeredAt) answeredAt = performance.now();
      received = Buffer.concat([received, data]);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    setTimeout(() => finish(false), 15_000);
  });
}

function requestHead(server: TestServer, method: string, path: string, headers: Record<string, string>) {
  const host = new URL(server.url).host;
  const length = 'transfer-encoding' in headers ? {} : { 'content-length': String(ANNOUNCED) };
  const lines = Object.entries({ host, ...length, ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('an error answered before the body is complete', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    await server.close();
  });

  const json = { 'content-type': 'application/json' };
  it.each([
    ['no session (401)', 'POST', '/api/content/generate', json, 401, 'UNAUTHENTICATED'],
    [
      'a foreign origin (403)',
      'POST',
      '/api/auth/login',
      { ...json, origin: 'http://evil.example' },
      403,
      'CSRF_REJECTED',
    ],
    ['an unknown route (404)', 'POST', '/api/no-such-call', json, 404, 'NOT_FOUND'],
    [
      'a host this server is not (421)',
      'POST',
      '/api/auth/register',
      { ...json, host: 'evil.example' },
      421,
      'HOST_NOT_ALLOWED',
    ],
    ['a body over the limit (413)', 'POST', '/api/auth/login', json, 413, 'VALIDATION_ERROR'],
    [
      'a chunked body to an unknown route (404)',
      'PUT',
      '/api/nothing/here',
      { ...json, 'transfer-encoding': 'chunked' },
      404,
      'NOT_FOUND',
    ],
  ] as const)(
    'closes the connection after %s instead of reading on',
    async (_name, method, path, headers, status, code) => {
      const head = requestHead(server, method, path, headers);
      const outcome = await pushUntilClosed(server, head, 'transfer-encoding' in headers);
      expect(outcome.status).toBe(status);
      expect(JSON.parse(outcome.body).code).toBe(code);
      expect(outcome.headers.connection).toBe('close');
      expect(outcome.closed).toBe(true);
      expect(outcome.closedAfterMs).toBeLessThan(3000);
      expect(outcome.written).toBeLessThan(CAP);
    },
  );

  it('keeps the connection open after an error found in a body that has arrived whole', async () => {
    const port = Number(new URL(server.url).port);
    const socket = net.connect(port, '127.0.0.1');
    const body = '{}';
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (d) => {
        text += d.toString('latin1');
        if (text.includes('}')) resolve(text);
      });
      socket.write(
        `POST /api/auth/login HTTP/1.1\r\nhost: ${new URL(server.url).host}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      );
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer.toLowerCase()).toContain('connection: keep-alive');
  });
});

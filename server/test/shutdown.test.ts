/**
 * Graceful shutdown (issue #23, decision 030): a generation running when the server stops ends with an
 * answer that says the server is restarting, its unit is refunded, and the real process exits 0 on SIGTERM
 * well within 10 s while a stream is open.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { dayKey, usedOn } from '../src/features/generate/quota.js';
import { prose, txt } from './documents.js';
import { heldEngine, openStream, switchableEngine, userWithProfile } from './generation.js';
import { Client, STRONG_PASSWORD, startServer, type TestServer, uniqueEmail } from './helpers.js';
import { startMockLlm } from './support/mock-llm.js';

const RESTARTING =
  'Inkprint is restarting, so this text could not be finished. It was not counted against your daily quota; please try again in a moment.';

/** A server whose database stays open after `app.close()`, so the test can read what the shutdown left. */
async function serverKeepingItsDatabase(engine: ReturnType<typeof switchableEngine>) {
  const server = await startServer('pglite', {}, undefined, { deps: { engine: engine.engine } });
  const close = server.database.close;
  server.database.close = async () => {};
  return { server, closeDatabase: close };
}

describe('a shutdown during a generation', () => {
  it('ends an open stream with an error event that says the server is restarting, and refunds the unit', async () => {
    const engines = switchableEngine();
    const { server, closeDatabase } = await serverKeepingItsDatabase(engines);
    try {
      const { client, user } = await userWithProfile(server);
      const held = heldEngine();
      engines.use(held.engine);
      const stream = await openStream(client, { prompt: 'A note about our new bakery', language: 'en' });
      // Text has reached the client: a client that left now would be charged (decision 019); a restart is not.
      await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
      const started = performance.now();
      const closed = server.app.close();
      await stream.read();
      expect(stream.events.at(-1)).toEqual({
        event: 'error',
        data: { error: RESTARTING, code: 'SERVICE_UNAVAILABLE' },
      });
      await closed;
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await usedOn(server.database.db, user.id, dayKey(new Date()))).toBe(0);
    } finally {
      await closeDatabase();
    }
  });

  it('answers a JSON generation with 503 SERVICE_UNAVAILABLE and Retry-After, in the caller’s language', async () => {
    const engines = switchableEngine();
    const { server, closeDatabase } = await serverKeepingItsDatabase(engines);
    try {
      const { client, user } = await userWithProfile(server, { lang: 'fr' });
      const held = heldEngine();
      engines.use(held.engine);
      const answer = client.post('/content/generate', {
        prompt: 'Un mot sur notre boulangerie',
        language: 'fr',
      });
      await held.started.promise;
      const closed = server.app.close();
      const reply = await answer;
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        error:
          'Inkprint redémarre : ce texte n’a pas pu être terminé. Il n’a pas été décompté de votre quota du jour ; veuillez réessayer dans un instant.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(reply.headers.get('retry-after')).toBe('5');
      await closed;
      expect(await usedOn(server.database.db, user.id, dayKey(new Date()))).toBe(0);
    } finally {
      await closeDatabase();
    }
  });
});

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('main.ts on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-sigterm-'));
  let child: ChildProcess | undefined;
  const mockReady = startMockLlm({ reply: () => ({ hang: true, text: 'Dear team, the new grinder' }) });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await (await mockReady).close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends an open stream with an error event and exits 0 within 10 s', async () => {
    const mock = await mockReady;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        // A model that sends a few words, then nothing: the stream is open when the signal comes.
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: mock.url,
        LLM_MODEL: 'test-model',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        RATE_LIMIT_FACTOR: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (m?.[1] && output.includes('Inkprint is ready')) {
          clearTimeout(timer);
          resolve(m[1]);
        }
      };
      child?.stdout?.on('data', onData);
      child?.stderr?.on('data', onData);
      void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });

    // A real account through the API: register, confirm from the mail, log in, upload, analyze.
    const client = new Client({ url } as TestServer);
    const email = uniqueEmail('sigterm');
    expect((await client.post('/auth/register', { email, password: STRONG_PASSWORD })).status).toBe(201);
    const token = await confirmToken(dataDir);
    expect((await client.post('/auth/confirm-email', { token, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await client.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await client.upload([{ name: 'writing.txt', bytes: txt(prose(6000)) }])).status).toBe(201);
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);

    const stream = await openStream(client, { prompt: 'An email about the new grinder', language: 'en' });
    await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
    const signalled = performance.now();
    child.kill('SIGTERM');
    await stream.read();
    expect(stream.events.at(-1)).toEqual({
      event: 'error',
      data: { error: RESTARTING, code: 'SERVICE_UNAVAILABLE' },
    });
    expect(await exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(output).toContain('"shutting down"');
  });
});

/** The token of the confirmation link in the process's mail outbox (files in $DATA_DIR/outbox). */
async function confirmToken(dataDir: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 200; i++) {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      // not written yet
    }
    for (const name of names) {
      const mail = await simpleParser(readFileSync(path.join(dir, name)));
      const m = (mail.text ?? '').match(/\/confirm-email\?token=([\w-]+)/);
      if (m?.[1]) return m[1];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no confirmation mail');
}

/** The server serves the built web app with client-side routing, and never HTML for /api. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createMailer } from '../src/mail/transport.js';

describe('web app serving', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-web-'));
    mkdirSync(path.join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Inkprint app</title>');
    writeFileSync(path.join(dir, 'web', 'assets', 'app-abc123.js'), 'console.log(1)');
    const config = loadConfig({ DATA_DIR: dir, LLM_PROVIDER: 'builtin' });
    const database = await openDatabase({ databaseUrl: 'pglite:memory', dataDir: dir });
    const mailer = createMailer({ from: config.mailFrom, dataDir: dir, log: console as never });
    app = await buildApp({
      ctx: { config, database, mailer },
      sessionSecret: 'x'.repeat(32),
      webRoot: path.join(dir, 'web'),
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers deep links with index.html', async () => {
    for (const url of ['/', '/dashboard', '/reset-password?token=abc', '/nowhere/at/all']) {
      const r = await app.inject({ url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body).toContain('Inkprint app');
    }
  });

  it('serves hashed assets with a long cache and unknown files as 404', async () => {
    const js = await app.inject({ url: '/assets/app-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/missing.png' })).statusCode).toBe(404);
  });

  it('never answers /api with HTML', async () => {
    const r = await app.inject({ url: '/api/unknown' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

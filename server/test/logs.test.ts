/**
 * Logs of a whole user story (issue #23, item 6; decision 031), written by the real logger to a captured
 * destination: no email address, prompt, file name, search, document or generated text appears in any line,
 * and every line written while a request is handled carries that request's `reqId` — also a line written
 * through the app's logger (`ctx.log`) after an await. The metrics of the same story count the upload and
 * the generation by engine.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { pdf, prose } from './documents.js';
import {
  Client,
  dbTargets,
  lastToken,
  STRONG_PASSWORD,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

interface Line {
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

describe.each(dbTargets)('logs of a user story on %s', (target) => {
  let server: TestServer;
  const raw: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        raw.push(String(chunk));
        done();
      },
    });
    server = await startServer(
      target,
      {},
      (app) => {
        // A handler that logs through the app's logger, not the request's, before and after an await.
        app.get('/probe-log', async () => {
          app.ctx.log.info('probe before await');
          await new Promise((resolve) => setTimeout(resolve, 5));
          app.ctx.log.warn('probe after await');
          return { ok: true };
        });
      },
      { logger: createLogger('debug', sink) },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signup → confirm → upload → generate → contact: no personal content, every line with its request id', async () => {
    const started = raw.length;
    const email = uniqueEmail('private.person');
    const contactEmail = uniqueEmail('contact.sender');
    const fileName = 'Confidential-Merger-Notes-7731.pdf';
    const marker = 'Marmalade lighthouse quartet rehearses underwater';
    const document = `${prose(9000, 7)}\n\n${marker}.`;
    const prompt = 'Announce the Tangerine Observatory reopening to our loyal members';
    const search = 'tangerine observatory';
    const contactMessage = 'Please call me about the Periwinkle Harbour invoice';
    const browser = new Client(server);

    // A refused signup quotes nothing of what was typed either.
    expect(
      (await browser.post('/auth/register', { email: `${email}x@`, password: STRONG_PASSWORD })).status,
    ).toBe(400);
    expect((await browser.post('/auth/register', { email, password: STRONG_PASSWORD })).status).toBe(201);
    const token = await lastToken(server, email, '/confirm-email');
    expect((await browser.post('/auth/confirm-email', { token, password: STRONG_PASSWORD })).status).toBe(
      200,
    );
    expect((await browser.post('/auth/login', { email, password: STRONG_PASSWORD })).status).toBe(200);

    const up = await browser.upload<{ uploaded_files: { status: string }[] }>([
      { name: fileName, bytes: pdf(document) },
      { name: 'Broken-Diary-Entry.pdf', bytes: new TextEncoder().encode('%PDF-1.4\nnot really a pdf') },
    ]);
    expect(up.status).toBe(201);
    expect(up.body.uploaded_files.map((f) => f.status).sort()).toEqual(['completed', 'failed']);
    expect((await browser.post('/voice-profile/analyze')).status).toBe(201);
    const generated = await browser.post<{ content: { generated_text: string } }>('/content/generate', {
      prompt,
      content_type: 'email',
      length: 'small',
      language: 'en',
    });
    expect(generated.status).toBe(201);
    const history = await browser.get(`/content/history?search=${encodeURIComponent(search)}`);
    expect(history.status).toBe(200);
    const contact = await browser.post('/contact', {
      name: 'Periwinkle',
      email: contactEmail,
      subject: 'general',
      message: contactMessage,
    });
    expect(contact.status).toBe(201);
    const probe = await fetch(`${server.url}/probe-log`);
    expect(probe.status).toBe(200);
    const probeId = probe.headers.get('x-request-id');

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^inkprint_generations_total\{engine="builtin",outcome="completed"\} 1$/m);
    expect(metrics).toMatch(/^inkprint_upload_files_total\{outcome="completed"\} 1$/m);
    expect(metrics).toMatch(/^inkprint_upload_files_total\{outcome="failed"\} 1$/m);
    expect(metrics).toMatch(/^inkprint_upload_requests_total\{outcome="stored"\} 1$/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);

    const text = raw.slice(started).join('');
    const lines = raw.slice(started).map((l) => JSON.parse(l) as Line);
    expect(lines.length).toBeGreaterThan(20);
    const secrets = [
      email,
      contactEmail,
      fileName,
      'Broken-Diary-Entry',
      marker,
      document.slice(0, 60),
      prompt,
      'Tangerine',
      'tangerine',
      contactMessage,
      'Periwinkle',
      generated.body.content.generated_text.slice(0, 40),
      token,
    ];
    for (const secret of secrets) expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(text).not.toMatch(/[\w.+-]+@example\.com/i);

    // A line of a job (extraction, analysis, mail: decision 028) carries the job's id instead.
    const withoutId = lines.filter((l) => typeof l.reqId !== 'string' && typeof l.job !== 'string');
    expect(withoutId).toEqual([]);
    const ofJobs = lines.filter((l) => typeof l.job === 'string');
    expect(ofJobs.every((l) => typeof l.jobName === 'string')).toBe(true);
    const probed = lines.filter((l) => l.msg?.startsWith('probe '));
    expect(probed.map((l) => l.reqId)).toEqual([probeId, probeId]);
    // Every request was logged as it came in and as it ended, under one id.
    const ids = new Set(lines.filter((l) => typeof l.reqId === 'string').map((l) => l.reqId));
    for (const id of ids) {
      const msgs = lines.filter((l) => l.reqId === id).map((l) => l.msg);
      expect(msgs).toContain('incoming request');
      expect(msgs).toContain('request completed');
    }
  }, 180_000);
});

/**
 * The local engine in the running app while its model is not ready (issue #22): the server serves at once,
 * GET /api/config reports the download's state and progress, or `unavailable` with the reason when there is
 * no network, and every generation meanwhile comes from the offline engine (the item says `builtin`).
 * The model's address is always on loopback: no test downloads anything.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { userWithProfile } from '../generation.js';
import { Client, startServer, type TestServer } from '../helpers.js';
import { type ModelServer, startModelServer, testGguf } from '../support/model-download.js';

interface EngineReply {
  provider: string;
  model: string;
  offline: boolean;
  state: string;
  progress: number;
  detail: string | null;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function app(env: Record<string, string>): Promise<TestServer> {
  const server = await startServer('pglite', { LLM_PROVIDER: 'local', ...env });
  cleanups.push(() => server.close());
  return server;
}

async function engineOf(server: TestServer): Promise<EngineReply> {
  return (await new Client(server).get<{ engine: EngineReply }>('/config')).body.engine;
}

async function until(server: TestServer, ok: (e: EngineReply) => boolean): Promise<EngineReply> {
  for (;;) {
    const e = await engineOf(server);
    if (ok(e)) return e;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function generate(server: TestServer) {
  const { client } = await userWithProfile(server);
  const r = await client.post<{ content: { provider: string; model: string; generated_text: string } }>(
    '/content/generate',
    {
      prompt: 'A short note about walking to work',
      content_type: 'blog_post',
      length: 'small',
      language: 'English',
    },
  );
  expect(r.status).toBe(201);
  return r.body.content;
}

describe('LLM_PROVIDER=local before the model is ready', () => {
  it('with no network: starts, reports unavailable with the reason, and writes with the offline engine', async () => {
    const refused = net.createServer();
    await new Promise<void>((r) => refused.listen(0, '127.0.0.1', r));
    const { port } = refused.address() as net.AddressInfo;
    await new Promise<void>((r) => refused.close(() => r()));

    const server = await app({ LLM_MODEL_URL: `http://127.0.0.1:${port}/models/SmolLM3-3B-Q4_K_M.gguf` });
    const engine = await until(server, (e) => e.state === 'unavailable' && e.detail !== 'not started yet');
    expect(engine).toMatchObject({
      provider: 'local',
      model: 'SmolLM3-3B-Q4_K_M',
      offline: true,
      progress: 0,
    });
    expect(engine.detail).toMatch(/connection was refused/);
    const item = await generate(server);
    expect(item.provider).toBe('builtin');
    expect(item.generated_text.length).toBeGreaterThan(0);
  });

  it('serves while the model downloads, shows the progress, and falls back meanwhile', async () => {
    const file = testGguf(16 * 1024 * 1024);
    // Half the file arrives, then the connection goes quiet: the download stays in progress.
    const models: ModelServer = await startModelServer(file, { mode: 'stall-at-half' });
    cleanups.push(() => models.close());
    const server = await app({ LLM_MODEL_URL: models.url('tiny.gguf') });
    const engine = await until(server, (e) => e.state === 'downloading' && e.progress > 0);
    expect(engine.progress).toBeLessThan(1);
    expect(engine).toMatchObject({ provider: 'local', model: 'tiny', detail: null });
    expect((await new Client(server).get('/health')).status).toBe(200);
    const item = await generate(server);
    expect(item.provider).toBe('builtin');
    // Closing the server stops the download (the test's cleanup would hang otherwise).
  });

  it('uses LLM_MODEL_FILE when it is a GGUF, and says why not when it is not', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-model-file-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const good = path.join(dir, 'tiny.gguf');
    writeFileSync(good, testGguf(64 * 1024));
    const ready = await app({ LLM_MODEL_FILE: good });
    expect(await until(ready, (e) => e.state !== 'unavailable')).toMatchObject({
      provider: 'local',
      model: 'tiny',
    });

    const bad = path.join(dir, 'notes.gguf');
    writeFileSync(bad, 'not a model');
    const unavailable = await app({ LLM_MODEL_FILE: bad });
    const e = await until(unavailable, (x) => x.state === 'unavailable' && x.detail !== 'not started yet');
    expect(e.detail).toMatch(/LLM_MODEL_FILE .*notes\.gguf is not a GGUF model file/);
  });
});

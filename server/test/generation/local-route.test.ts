/**
 * The local engine behind the real route and wiring (LLM_PROVIDER=local, LLM_MODEL_FILE = the generated
 * test model, LLM_PARALLEL=1): GET /api/config reports it ready, a stream carries the noise's deltas, the
 * correction pass and the stored item written by `local`; a second stream waits in line (`queued`) and runs
 * when the first is cancelled.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStream, userWithProfile } from '../generation.js';
import { startServer, type TestServer } from '../helpers.js';
import { modelFiles } from './local-support.js';

const files = modelFiles();
let server: TestServer;
beforeAll(async () => {
  server = await startServer('pglite', {
    LLM_PROVIDER: 'local',
    LLM_MODEL_FILE: files.model,
    LLM_PARALLEL: '1',
    LLM_THREADS: '1',
    LLM_IDLE_UNLOAD_S: '0',
  });
});
afterAll(async () => {
  await server?.close();
  files.remove();
});

const body = {
  prompt: 'A note to the team about fixing the bike brakes before the hill route',
  content_type: 'email',
  length: 'small',
  language: 'English',
};

describe('local engine through the route', () => {
  it('loads the model when the Generate screen opens (its quota call), before any draft', async () => {
    const { client } = await userWithProfile(server);
    const engine = async () =>
      (
        (await (await fetch(`${server.url}/api/config`)).json()) as {
          engine: { state: string; draft_seconds: Record<string, number> | null };
        }
      ).engine;
    await vi.waitFor(async () => expect((await engine()).state).toBe('ready'), { timeout: 10_000 });
    // Not loaded yet: nothing measured.
    expect((await engine()).draft_seconds).toBeNull();
    expect((await client.get('/content/quota')).status).toBe(200);
    // Loaded and measured in the background, with no generation asked for.
    await vi.waitFor(async () => expect((await engine()).draft_seconds).not.toBeNull(), {
      timeout: 30_000,
      interval: 200,
    });
    expect((await client.get<{ content: unknown[] }>('/content/history')).body.content).toEqual([]);
  });

  it('reports ready, streams the estimate and the model’s deltas, continues a short draft, stores it as local', async () => {
    const { client } = await userWithProfile(server);
    await vi.waitFor(
      async () => {
        const res = await fetch(`${server.url}/api/config`);
        const config = (await res.json()) as { engine: { provider: string; state: string } };
        expect(config.engine).toMatchObject({ provider: 'local', state: 'ready' });
      },
      { timeout: 10_000, interval: 100 },
    );
    const stream = await openStream(client, body);
    expect(stream.res.status).toBe(200);
    await stream.read((s) => s.events.some((e) => e.event === 'done' || e.event === 'error'));
    const names = stream.events.map((e) => e.event);
    expect(names.filter((n) => n === 'error')).toEqual([]);
    // The noise of the test model (a random seed per request) ends far short, so it is continued; or its
    // first 40 words read as no language, so it is started again once (`revising`) and then continued.
    expect(names.filter((n) => n === 'revising').length).toBeLessThanOrEqual(1);
    const estimates = stream.events.filter((e) => e.event === 'estimate').map((e) => e.data);
    expect(estimates[0]).toEqual({ stage: 'draft', seconds: expect.any(Number), target_words: 100 });
    expect(estimates.length).toBeGreaterThanOrEqual(2);
    for (const e of estimates.slice(1)) {
      expect(e).toEqual({ stage: 'revision', seconds: expect.any(Number), target_words: 100 });
    }
    expect(names[0]).toBe('estimate');
    expect(names[1]).toBe('delta');
    const done = stream.events.at(-1)!.data as {
      content: { provider: string; revised: boolean; model: string; generated_text: string };
    };
    expect(done.content).toMatchObject({ provider: 'local', revised: true, model: 'model' });
    // What was kept is what the user saw (after a start again), at most cut back at its end.
    const afterRevising = stream.events.slice(names.lastIndexOf('revising') + 1);
    const shown = afterRevising
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(done.content.generated_text.length).toBeGreaterThan(0);
    expect(shown.trim().startsWith(done.content.generated_text)).toBe(true);
    // Now measured: GET /api/config says how long a draft takes here.
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
      engine: { draft_seconds: Record<string, number> | null };
    };
    expect(config.engine.draft_seconds).toEqual({
      small: expect.any(Number),
      medium: expect.any(Number),
      large: expect.any(Number),
    });
  });

  it('with LLM_PARALLEL=1 a second stream waits in line and runs when the first is cancelled', async () => {
    // Two writers (one writer's second generation would wait for their first anyway).
    const [one, two] = [await userWithProfile(server), await userWithProfile(server)];
    const first = new AbortController();
    const a = await openStream(one.client, { ...body, length: 'large' }, { signal: first.signal });
    await a.read((s) => s.events.some((e) => e.event === 'delta'));
    const b = await openStream(two.client, body);
    expect(b.res.status).toBe(200);
    await b.read((s) => s.events.some((e) => e.event === 'queued'));
    expect(b.events[0]).toEqual({ event: 'queued', data: { position: 1 } });
    first.abort();
    await b.read((s) => s.events.some((e) => e.event === 'done' || e.event === 'error'));
    expect(b.events.at(-1)?.event).toBe('done');
    expect(b.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
  });
});

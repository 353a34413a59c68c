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
    // The noise of the test model ends far short: continued, its deltas appended (no `revising`).
    expect(names).not.toContain('revising');
    const estimates = stream.events.filter((e) => e.event === 'estimate').map((e) => e.data);
    expect(estimates).toEqual([
      { stage: 'draft', seconds: expect.any(Number), target_words: 100 },
      { stage: 'revision', seconds: expect.any(Number), target_words: 100 },
    ]);
    expect(names[0]).toBe('estimate');
    expect(names[1]).toBe('delta');
    const done = stream.events.at(-1)!.data as {
      content: { provider: string; revised: boolean; model: string; generated_text: string };
    };
    expect(done.content).toMatchObject({ provider: 'local', revised: true, model: 'model' });
    const shown = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(done.content.generated_text).toBe(shown.trim());
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

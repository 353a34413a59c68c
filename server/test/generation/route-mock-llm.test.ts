/**
 * The whole path with a model provider: POST /api/content/generate on a server configured with
 * LLM_PROVIDER=openai-compatible and LLM_BASE_URL pointing at the local mock model. The user's own
 * passages reach the model, the stream reaches the client, a client that disconnects closes the model's
 * connection, and a failing model is a PROVIDER_ERROR with the quota refunded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, userWithProfile } from '../generation.js';
import type { Client } from '../helpers.js';
import { startServer, type TestServer } from '../helpers.js';
import { type MockLlm, type MockReply, startMockLlm, systemOf } from '../support/mock-llm.js';
import { samText } from './voice-fixture.js';

/** Sam's writing as one upload: the three topics, three documents' worth each. */
const WRITING = (['garden', 'cycling', 'coffee'] as const)
  .flatMap((topic, t) => [1, 2, 3].map((i) => samText(topic, 220, 10 * t + i)))
  .join('\n\n');

describe('generation through a local OpenAI-compatible server', () => {
  let mock: MockLlm;
  let server: TestServer;
  let next: MockReply = { text: '' };
  beforeAll(async () => {
    mock = await startMockLlm({ reply: () => next });
    server = await startServer('pglite', {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: mock.url,
      LLM_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await server?.close();
    await mock?.close();
  });

  const used = async (client: Client) =>
    (await client.get<{ quota: { generations_used: number } }>('/content/quota')).body.quota.generations_used;

  it('streams the model’s answer, with the user’s relevant passages in its prompt', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { text: samText('coffee', 300, 99) };
    const before = mock.requests.length;
    const stream = await openStream(client, {
      prompt: 'An email to the team about the new grinder and the green beans',
      content_type: 'email',
      length: 'medium',
      language: 'en',
    });
    await stream.read();
    const done = stream.events.at(-1)!;
    expect(done.event).toBe('done');
    const content = (done.data as { content: Record<string, unknown> }).content;
    expect(content).toMatchObject({ provider: 'openai-compatible', model: 'test-model', revised: false });
    expect(stream.events.filter((e) => e.event === 'delta').length).toBeGreaterThan(100);
    expect(mock.requests.length).toBe(before + 1);
    const system = systemOf(mock.requests.at(-1)!);
    expect(system).toMatch(/<writing_sample id="1" kind="relevant">\n[^<]*(grinder|green beans)/);
  });

  it('closes the model’s connection when the client disconnects, and charges nothing', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { hang: true, text: 'Hi team, the grinder' };
    const closed = mock.closedEarly.length;
    const controller = new AbortController();
    const stream = await openStream(client, { prompt: 'The grinder' }, { signal: controller.signal });
    await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
    controller.abort();
    await mock.waitForClose(closed + 1);
    let after = await used(client);
    for (let i = 0; i < 100 && after !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await used(client);
    }
    expect(after).toBe(0);
  });

  it('answers PROVIDER_ERROR when the model fails, and refunds the quota', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { status: 500 };
    const res = await client.post<{ code: string; error: string }>('/content/generate', {
      prompt: 'The grinder',
    });
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PROVIDER_ERROR');
    expect(res.body.error).not.toContain('mock failure');
    expect(await used(client)).toBe(0);
  });
});

/**
 * The whole path with a model provider: POST /api/content/generate on a server configured with
 * LLM_PROVIDER=openai-compatible and LLM_BASE_URL pointing at the local mock model. The user's own
 * passages reach the model, the stream reaches the client, a client that disconnects closes the model's
 * connection (and keeps the unit spent once text reached it, decision 019), and a failing model is a
 * PROVIDER_ERROR with the quota refunded.
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
  /** Replies for the next requests, in order, before `next` answers again. */
  let queue: MockReply[] = [];
  beforeAll(async () => {
    mock = await startMockLlm({ reply: () => queue.shift() ?? next });
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

  type Item = { generated_text: string; cut_short: boolean; voice_match: number | null };
  /** The user's history once it holds `n` items (a closed stream is stored after the close is noticed). */
  const historyOf = async (client: Client, n: number) => {
    for (let i = 0; i < 100; i++) {
      const items = (await client.get<{ content: Item[] }>('/content/history')).body.content;
      if (items.length >= n) return items;
      await new Promise((r) => setTimeout(r, 20));
    }
    return (await client.get<{ content: Item[] }>('/content/history')).body.content;
  };

  it('closes the model’s connection when the client disconnects before any text, and charges nothing', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { hang: true };
    const closed = mock.closedEarly.length;
    const controller = new AbortController();
    const requests = mock.requests.length;
    const stream = await openStream(client, { prompt: 'The grinder' }, { signal: controller.signal });
    expect(stream.res.status).toBe(200);
    for (let i = 0; i < 100 && mock.requests.length === requests; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    controller.abort();
    await mock.waitForClose(closed + 1);
    let after = await used(client);
    for (let i = 0; i < 100 && after !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await used(client);
    }
    expect(after).toBe(0);
    expect(await historyOf(client, 0)).toEqual([]);
  });

  it('keeps the unit spent when the client disconnects after text reached it, and stores that text cut short', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { hang: true, text: 'Hi team, the grinder' };
    const closed = mock.closedEarly.length;
    const controller = new AbortController();
    const stream = await openStream(client, { prompt: 'The grinder' }, { signal: controller.signal });
    await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
    const received = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    controller.abort();
    await mock.waitForClose(closed + 1);
    const [item] = await historyOf(client, 1);
    expect(item?.cut_short).toBe(true);
    expect(item?.voice_match).toBeNull();
    expect(item?.generated_text.startsWith(received.trim())).toBe(true);
    expect('Hi team, the grinder'.startsWith(item?.generated_text ?? '-')).toBe(true);
    expect(await used(client)).toBe(1);
  });

  it('spends the unit of a client that closes on `revising` with the whole draft, and stores the draft cut short', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    // Forty words where a medium text wants 300: the check asks for a revision, which never answers.
    const draft = samText('coffee', 40, 7);
    queue = [{ text: draft }, { hang: true, text: 'A second try' }];
    const closed = mock.closedEarly.length;
    const controller = new AbortController();
    const stream = await openStream(
      client,
      { prompt: 'An email to the team about the grinder', content_type: 'email', length: 'medium' },
      { signal: controller.signal },
    );
    await stream.read(({ events }) => events.some((e) => e.event === 'revising'));
    const sent = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(sent.trim()).toBe(draft.trim());
    controller.abort();
    await mock.waitForClose(closed + 1);
    const items = await historyOf(client, 1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ cut_short: true, generated_text: draft.trim(), voice_match: null });
    expect(await used(client)).toBe(1);
    // Nothing comes back after a while: the unit is spent for good.
    await new Promise((r) => setTimeout(r, 100));
    expect(await used(client)).toBe(1);
  });

  it('stores a finished generation as not cut short', async () => {
    const { client } = await userWithProfile(server, { text: WRITING });
    next = { text: samText('garden', 300, 42) };
    const stream = await openStream(client, { prompt: 'A note about the garden', length: 'medium' });
    await stream.read();
    expect(stream.events.at(-1)?.event).toBe('done');
    const [item] = await historyOf(client, 1);
    expect(item?.cut_short).toBe(false);
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

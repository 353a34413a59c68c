/**
 * POST /api/content/generate (issue #13, server points 4–5) on each database: the JSON answer and the
 * stored item, the SSE stream (delta…done, error events, the keep-alive comment), validation, the profile
 * requirement, ownership of the passages, engine failures mapped to PROVIDER_ERROR / PROVIDER_TIMEOUT with
 * a localised message and the quota refunded, and a client that disconnects mid-stream (engine aborted;
 * the text it received stored cut short and the unit spent, decision 019). The engine is a dependency of
 * the app: the built-in one, or a fake.
 */
import { PROMPT_MAX_LENGTH } from '@inkprint/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../src/db/schema/index.js';
import { AppError } from '../src/lib/errors.js';
import { prose } from './documents.js';
import {
  failingEngine,
  heldEngine,
  openStream,
  providerError,
  providerTimeout,
  switchableEngine,
  userWithProfile,
} from './generation.js';
import { Client, dbTargets, signedInClient, startServer, type TestServer } from './helpers.js';

interface Content {
  id: string;
  prompt: string;
  content_type: string;
  generated_text: string;
  word_count: number;
  character_count: number;
  language: string;
  length: string;
  created_at: string;
  provider: string;
  model: string;
  seed: number;
  voice_match: number | null;
  voice_match_differences: { feature: string }[];
  voice_match_basis: {
    compared: string;
    profile_language: string;
    text_language: string;
    withheld?: string | null;
  } | null;
  revised: boolean;
  duration_ms: number;
}
interface Quota {
  daily_limit: number;
  remaining: number;
  generations_used: number;
  resets_at: string;
}
interface GenerateBody {
  content: Content;
  quota: Quota;
  code?: string;
  error?: string;
  fields?: Record<string, string>;
}

const LIMIT = 10;

describe.each(dbTargets)('content generation on %s', (target) => {
  let server: TestServer;
  const engines = switchableEngine();
  beforeAll(async () => {
    server = await startServer(target, { DAILY_GENERATION_LIMIT: String(LIMIT) }, undefined, {
      deps: { engine: engines.engine },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => engines.reset());

  async function storedCount(userId: string) {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(generations)
      .where(eq(generations.userId, userId));
    return row?.n ?? 0;
  }
  async function used(client: Client) {
    const res = await client.get<{ quota: Quota }>('/content/quota');
    expect(res.status).toBe(200);
    return res.body.quota.generations_used;
  }

  it('answers 201 with the stored item and the quota after the charge', async () => {
    const { client, user } = await userWithProfile(server);
    const before = await client.get<{ quota: Quota }>('/content/quota');
    expect(before.body.quota).toMatchObject({ daily_limit: LIMIT, remaining: LIMIT, generations_used: 0 });

    const res = await client.post<GenerateBody>('/content/generate', {
      prompt: 'Announce our new spring reading list to the newsletter',
      content_type: 'email',
      length: 'small',
      language: 'German',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { content, quota } = res.body;
    expect(content).toMatchObject({
      prompt: 'Announce our new spring reading list to the newsletter',
      content_type: 'email',
      length: 'small',
      language: 'de',
      provider: 'builtin',
      model: engines.engine.model,
      revised: false,
    });
    expect(content.generated_text.length).toBeGreaterThan(0);
    expect(content.character_count).toBe(content.generated_text.length);
    expect(content.word_count).toBeGreaterThan(0);
    expect(Number.isInteger(content.seed) && content.seed >= 0 && content.seed < 2 ** 31).toBe(true);
    // A German text against an English profile: no voice claim across languages, and the reason
    // (decision 023).
    expect(content.voice_match).toBeNull();
    expect(content.voice_match_differences).toEqual([]);
    expect(content.voice_match_basis).toEqual({
      compared: 'language_independent',
      profile_language: 'en',
      text_language: 'de',
      withheld: 'other_language',
    });
    expect(content.duration_ms).toBeGreaterThanOrEqual(0);
    expect(quota).toMatchObject({ daily_limit: LIMIT, remaining: LIMIT - 1, generations_used: 1 });
    expect(new Date(quota.resets_at).toISOString()).toBe(quota.resets_at);

    // Stored as answered, with the engine's seed and score.
    const [row] = await server.database.db.select().from(generations).where(eq(generations.id, content.id));
    expect(row).toMatchObject({
      userId: user.id,
      generatedText: content.generated_text,
      wordCount: content.word_count,
      characterCount: content.character_count,
      language: 'de',
      length: 'small',
      provider: 'builtin',
      seed: content.seed,
      voiceMatch: content.voice_match,
      voiceMatchDifferences: content.voice_match_differences,
      voiceMatchBasis: content.voice_match_basis,
      revised: false,
      durationMs: content.duration_ms,
    });
    // The engine got the request and a fresh seed.
    const input = engines.inputs.at(-1);
    expect(input).toMatchObject({
      contentType: 'email',
      length: 'small',
      language: 'de',
      seed: content.seed,
    });
    expect((await client.get<{ quota: Quota }>('/content/quota')).body.quota.generations_used).toBe(1);

    // "Download my data" carries the item with its seed, score differences and revision flag.
    const exported = await client.get<{ generated_content: Record<string, unknown>[] }>('/auth/export');
    expect(exported.body.generated_content).toEqual([
      expect.objectContaining({
        id: content.id,
        seed: content.seed,
        voice_match: content.voice_match,
        voice_match_differences: content.voice_match_differences,
        voice_match_basis: content.voice_match_basis,
        revised: false,
        provider: 'builtin',
      }),
    ]);
  });

  it('draws a new seed for every request, so regenerating gives another draft', async () => {
    const { client } = await userWithProfile(server);
    const body = { prompt: 'Tell customers about our longer opening hours', language: 'en' };
    const a = await client.post<GenerateBody>('/content/generate', body);
    const b = await client.post<GenerateBody>('/content/generate', body);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.content.seed).not.toBe(b.body.content.seed);
    // An English text against the English profile: every trait compared, and a score.
    expect(a.body.content.voice_match_basis).toEqual({
      compared: 'all',
      profile_language: 'en',
      text_language: 'en',
      withheld: null,
    });
    expect(a.body.content.voice_match).toBeGreaterThanOrEqual(0);
    expect(b.body.quota.generations_used).toBe(2);
    // Defaults: a blog post of the default size.
    expect(a.body.content.content_type).toBe('blog_post');
    expect(a.body.content.length).toBe('medium');
  });

  it('streams delta events and a done event over SSE when the client asks for text/event-stream', async () => {
    const { client } = await userWithProfile(server);
    const stream = await openStream(client, {
      prompt: 'Write about the first morning of our bakery',
      content_type: 'social_media',
      length: 'small',
      language: 'fr',
    });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    await stream.read();
    const deltas = stream.events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(0);
    const last = stream.events.at(-1);
    expect(last?.event).toBe('done');
    const done = last?.data as GenerateBody;
    expect(done.content).toMatchObject({ content_type: 'social_media', language: 'fr', length: 'small' });
    expect(done.quota.generations_used).toBe(1);
    const streamed = deltas.map((d) => (d.data as { text: string }).text).join('');
    expect(streamed.replace(/\s+/g, ' ').trim()).toBe(
      done.content.generated_text.replace(/\s+/g, ' ').trim(),
    );
    expect(stream.events.some((e) => e.event === 'error')).toBe(false);
  });

  it('refuses a blank, too long or malformed request with the field named, and charges nothing', async () => {
    const { client } = await userWithProfile(server);
    const cases: [unknown, string, string][] = [
      [{ prompt: '   ' }, 'prompt', 'This field is required.'],
      [{}, 'prompt', 'This field is required.'],
      [{ prompt: 'x'.repeat(PROMPT_MAX_LENGTH + 1) }, 'prompt', 'This value is too long.'],
      [{ prompt: 'Hello', content_type: 'poem' }, 'content_type', 'Please choose one of the options.'],
      [{ prompt: 'Hello', length: 'huge' }, 'length', 'Please choose one of the options.'],
      [{ prompt: 'Hello', language: 'Klingon' }, 'language', 'Please choose one of the options.'],
      [{ prompt: 'Hello', extra: 1 }, 'extra', 'This field is not allowed.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post<GenerateBody>('/content/generate', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    // The same over SSE: a plain HTTP error, before any stream starts.
    const stream = await openStream(client, { prompt: '' });
    expect(stream.res.status).toBe(400);
    expect(((await stream.res.json()) as GenerateBody).code).toBe('VALIDATION_ERROR');
    // A language name in any case and a code both work.
    for (const language of ['Portuguese', 'italian', 'pt']) {
      const res = await client.post<GenerateBody>('/content/generate', { prompt: 'Hello there', language });
      expect(res.status, language).toBe(201);
    }
    expect(await used(client)).toBe(3);
  });

  it('answers 409 VOICE_PROFILE_REQUIRED without a profile, localised, and charges nothing', async () => {
    const { client } = await signedInClient(server, 'de');
    const res = await client.post<GenerateBody>('/content/generate', { prompt: 'Hallo' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('VOICE_PROFILE_REQUIRED');
    expect(res.body.error).toBe('Bitte erstellen Sie zuerst Ihr Stilprofil, bevor Sie Inhalte erstellen.');
    const stream = await openStream(client, { prompt: 'Hallo' });
    expect(stream.res.status).toBe(409);
    expect(await used(client)).toBe(0);
  });

  it('requires a session and refuses a cross-site origin', async () => {
    const anonymous = new Client(server);
    expect((await anonymous.post<GenerateBody>('/content/generate', { prompt: 'Hi' })).status).toBe(401);
    expect((await anonymous.get('/content/quota')).status).toBe(401);
    const { client } = await userWithProfile(server);
    const res = await client.post<GenerateBody>(
      '/content/generate',
      { prompt: 'Hi' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
    expect(await used(client)).toBe(0);
  });

  it("gives the engine the user's own profile and passages, never another user's", async () => {
    const other = await userWithProfile(server, { text: `${prose(5000, 7)} Zanzibarquill marmalade.` });
    const me = await userWithProfile(server, { text: `${prose(5000, 3)} Quokkahedron lanterns.` });
    const res = await me.client.post<GenerateBody>('/content/generate', {
      prompt: 'Zanzibarquill marmalade',
    });
    expect(res.status).toBe(201);
    const input = engines.inputs.at(-1);
    const passages = input?.voice.passages.map((p) => p.text).join('\n') ?? '';
    expect(passages).toContain('Quokkahedron');
    expect(passages).not.toContain('Zanzibarquill');
    expect(res.body.content.generated_text).not.toContain('Zanzibarquill marmalade.');
    expect(await storedCount(other.user.id)).toBe(0);
    expect(await used(other.client)).toBe(0);
  });

  it('maps engine failures to 502/504 with a localised message, no internals, and refunds the quota', async () => {
    const { client, user } = await userWithProfile(server, { lang: 'fr' });
    engines.use(failingEngine(providerError()));
    const failed = await client.post<GenerateBody>('/content/generate', { prompt: 'Bonjour' });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      code: 'PROVIDER_ERROR',
      error: 'Le moteur de rédaction n’a pas pu écrire votre texte. Veuillez réessayer dans un instant.',
    });

    engines.use(failingEngine(providerTimeout()));
    const timedOut = await client.post<GenerateBody>('/content/generate', { prompt: 'Bonjour' });
    expect(timedOut.status).toBe(504);
    expect(timedOut.body.code).toBe('PROVIDER_TIMEOUT');

    // An unexpected error inside an engine is a PROVIDER_ERROR too, and its text never reaches the client.
    engines.use(failingEngine(new Error('connect ECONNREFUSED 10.1.2.3:443 sk-secret-key')));
    const crashed = await client.call('POST', '/content/generate', { prompt: 'Bonjour' });
    expect(crashed.status).toBe(502);
    expect(JSON.stringify(crashed.body)).not.toMatch(/ECONNREFUSED|sk-secret|10\.1\.2\.3/);

    expect(await used(client)).toBe(0);
    expect(await storedCount(user.id)).toBe(0);
  });

  it('sends an error event after the deltas when the engine fails mid-stream, and refunds the quota', async () => {
    const { client, user } = await userWithProfile(server, { lang: 'it' });
    engines.use(failingEngine(providerTimeout(), ['Ciao ', 'a tutti']));
    const stream = await openStream(client, { prompt: 'Ciao', language: 'it' });
    expect(stream.res.status).toBe(200);
    await stream.read();
    expect(stream.events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
    expect(stream.events.at(-1)?.data).toEqual({
      code: 'PROVIDER_TIMEOUT',
      error: 'Il motore di scrittura ha impiegato troppo tempo a rispondere. Riprova tra poco.',
    });
    engines.use(failingEngine(new AppError('PROVIDER_ERROR')));
    const second = await openStream(client, { prompt: 'Ciao' });
    await second.read();
    expect(second.events.at(-1)).toMatchObject({ event: 'error', data: { code: 'PROVIDER_ERROR' } });
    expect(await used(client)).toBe(0);
    expect(await storedCount(user.id)).toBe(0);
  });

  it('aborts the engine call when the client disconnects mid-stream: the unit spent, what it received stored cut short', async () => {
    const { client, user } = await userWithProfile(server);
    const held = heldEngine();
    engines.use(held.engine);
    const controller = new AbortController();
    const stream = await openStream(client, { prompt: 'A long story' }, { signal: controller.signal });
    await stream.read(({ events }) => events.some((e) => e.event === 'delta'));
    await held.started.promise;
    // The reservation is held while the engine writes.
    expect(await used(client)).toBe(1);
    controller.abort();
    await held.aborted.promise;
    await held.settled.promise;
    // The item is stored after the engine's rejection; wait for it without a fixed delay.
    for (let i = 0; i < 100 && (await storedCount(user.id)) === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const [item] = (
      await client.get<{ content: { generated_text: string; cut_short: boolean }[] }>('/content/history')
    ).body.content;
    expect(item).toMatchObject({ generated_text: 'First words', cut_short: true });
    expect(await used(client)).toBe(1);
  });

  it('aborts the engine call when a JSON client disconnects too', async () => {
    const { client } = await userWithProfile(server);
    const held = heldEngine();
    engines.use(held.engine);
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/content/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie },
      body: JSON.stringify({ prompt: 'A long story' }),
      signal: controller.signal,
    }).catch((err: unknown) => err);
    await held.started.promise;
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await held.aborted.promise;
    await held.settled.promise;
    let after = await used(client);
    for (let i = 0; i < 100 && after !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await used(client);
    }
    expect(after).toBe(0);
  });
});

describe.each(dbTargets)('the SSE keep-alive comment on %s', (target) => {
  let server: TestServer;
  const engines = switchableEngine();
  beforeAll(async () => {
    server = await startServer(target, {}, undefined, {
      deps: { engine: engines.engine, sseHeartbeatMs: 25 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes a comment line at the injected interval while the engine is still working', async () => {
    const { client } = await userWithProfile(server);
    const held = heldEngine();
    engines.use(held.engine);
    const stream = await openStream(client, { prompt: 'Take your time', length: 'small' });
    await stream.read(({ comments }) => comments.length >= 2);
    expect(stream.comments.length).toBeGreaterThanOrEqual(2);
    held.release();
    await stream.read();
    expect(stream.events.at(-1)?.event).toBe('done');
  });
});

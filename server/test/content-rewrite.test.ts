/**
 * POST /api/content/rewrite (issue #24 item 3, decision 035) on each database: the JSON answer and the
 * stored item (mode, source, the source's score beside the result's), the SSE stream, one quota unit,
 * validation, the profile requirement, MODEL_REQUIRED with only the offline engine (and while the local
 * model downloads), and GET /api/config saying so beforehand. The engine is a fake whose model "rewrites"
 * by streaming a fixed text through the real rewrite runner (check, revision, ranking).
 */

import type { EngineState } from '@inkprint/shared';
import { REWRITE_MAX_LENGTH } from '@inkprint/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../src/db/schema/index.js';
import { builtinEngine } from '../src/engines/builtin.js';
import type { GenerationEngine, GenerationHooks } from '../src/engines/index.js';
import { runRewrite } from '../src/engines/rewrite-engine.js';
import { openStream, userWithProfile } from './generation.js';
import { dbTargets, signedInClient, startServer, type TestServer } from './helpers.js';

const LIMIT = 3;

const SOURCE =
  'Our shop in Porto opened in 2019. Since then we have sold 1,250 bicycles to riders across the city. ' +
  'Write to hello@bikes.example if you want a test ride, or read about the models on https://bikes.example/models. ' +
  'Maria runs the workshop and fixes most flat tyres in under ten minutes.';

/** A fake model engine: `rewrite` runs the real runner with a chat that answers `answers` in turn. */
function fakeModel() {
  const builtin = builtinEngine();
  let state: { state: EngineState; progress: number } | null = null;
  let withModel = true;
  let answers: string[] = [];
  const engine: GenerationEngine = {
    get provider() {
      return withModel ? 'openai' : 'builtin';
    },
    get model() {
      return withModel ? 'fake-model' : builtin.model;
    },
    offline: false,
    generate: (input, hooks) => builtin.generate(input, hooks),
    status: () => ({ ...(state ?? { state: 'ready', progress: 1 }), detail: null }),
  };
  Object.defineProperty(engine, 'rewrite', {
    get() {
      if (!withModel) return undefined;
      return (input: Parameters<NonNullable<GenerationEngine['rewrite']>>[0], hooks: GenerationHooks = {}) =>
        runRewrite({
          input,
          hooks,
          user: input.source,
          maxTokens: 1000,
          model: 'fake-model',
          chat: {
            async send() {
              const text = answers.shift() ?? input.source;
              for (const w of text.split(/(?<= )/)) hooks.onDelta?.(w);
              return text;
            },
          },
        });
    },
  });
  return {
    engine,
    answer(...texts: string[]) {
      answers = texts;
    },
    offlineOnly() {
      withModel = false;
    },
    downloading(progress: number) {
      state = { state: 'downloading', progress };
    },
    reset() {
      withModel = true;
      state = null;
      answers = [];
    },
  };
}

interface Content {
  id: string;
  mode: string;
  source_text: string | null;
  source_voice_match: number | null;
  voice_match: number | null;
  generated_text: string;
  content_type: string;
  language: string;
  revised: boolean;
}

describe.each(dbTargets)('rewrite on %s', (target) => {
  let server: TestServer;
  const fake = fakeModel();
  beforeAll(async () => {
    server = await startServer(target, { DAILY_GENERATION_LIMIT: String(LIMIT) }, undefined, {
      deps: { engine: fake.engine },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => fake.reset());

  it('answers 201 with the rewrite stored in history beside its source and both scores, for one unit', async () => {
    const { client, user } = await userWithProfile(server);
    const res = await client.post<{ content: Content; quota: { generations_used: number } }>(
      '/content/rewrite',
      { text: SOURCE },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { content, quota } = res.body;
    expect(content).toMatchObject({
      mode: 'rewrite',
      source_text: SOURCE,
      content_type: 'rewrite',
      language: 'en',
      provider: 'openai',
    });
    // The fake model answers with the source itself, draft and revision alike.
    expect(content.generated_text).toBe(SOURCE);
    // The same text scored the same way: the source's score is the result's.
    expect(content.source_voice_match).toBe(content.voice_match);
    expect(quota.generations_used).toBe(1);
    const [row] = await server.database.db.select().from(generations).where(eq(generations.id, content.id));
    expect(row).toMatchObject({ userId: user.id, mode: 'rewrite', sourceText: SOURCE });
    const history = await client.get<{ content: Content[] }>('/content/history');
    expect(history.body.content[0]).toMatchObject({ id: content.id, mode: 'rewrite', source_text: SOURCE });
  });

  it('revises a draft that lost a number and keeps the revision that has it back', async () => {
    const { client } = await userWithProfile(server);
    fake.answer(SOURCE.replace('1,250 ', ''), SOURCE);
    const res = await client.post<{ content: Content }>('/content/rewrite', { text: SOURCE });
    expect(res.status).toBe(201);
    expect(res.body.content.revised).toBe(true);
    expect(res.body.content.generated_text).toContain('1,250');
  });

  it('streams delta … done as generate does', async () => {
    const { client } = await userWithProfile(server);
    const stream = await openStream(client, { text: SOURCE, language: 'en' }, { path: '/content/rewrite' });
    expect(stream.res.status).toBe(200);
    await stream.read();
    const names = stream.events.map((e) => e.event);
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(10);
    const done = stream.events.at(-1)!.data as { content: Content };
    expect(done.content).toMatchObject({ mode: 'rewrite', source_text: SOURCE });
  });

  it('refuses invalid input with field errors and charges nothing', async () => {
    const { client } = await userWithProfile(server);
    const cases: [unknown, string][] = [
      [{}, 'text'],
      [{ text: '   ' }, 'text'],
      [{ text: 'x'.repeat(REWRITE_MAX_LENGTH + 1) }, 'text'],
      [{ text: 'bad \u0000 byte' }, 'text'],
      [{ text: SOURCE, language: 'klingon' }, 'language'],
      [{ text: SOURCE, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await client.post<{ code: string; fields: Record<string, string> }>(
        '/content/rewrite',
        body,
      );
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.body.fields ?? {})).toContain(field);
    }
    const quota = await client.get<{ quota: { generations_used: number } }>('/content/quota');
    expect(quota.body.quota.generations_used).toBe(0);
  });

  it('answers 404 VOICE_NOT_FOUND for another user’s voice, and rewrites with the user’s own by id', async () => {
    const { client } = await userWithProfile(server);
    const other = await signedInClient(server);
    const theirs = await other.client.get<{ voices: { id: string }[] }>('/voices');
    const mine = await client.get<{ voices: { id: string }[] }>('/voices');
    const res = await client.post<{ code: string }>('/content/rewrite', {
      text: SOURCE,
      voice_id: theirs.body.voices[0]!.id,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('VOICE_NOT_FOUND');
    const own = await client.post<{ content: { voice_id: string } }>('/content/rewrite', {
      text: SOURCE,
      voice_id: mine.body.voices[0]!.id,
    });
    expect(own.status).toBe(201);
    expect(own.body.content.voice_id).toBe(mine.body.voices[0]!.id);
  });

  it('needs a voice profile, as generate does', async () => {
    const { client } = await signedInClient(server);
    const res = await client.post<{ code: string }>('/content/rewrite', { text: SOURCE });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('VOICE_PROFILE_REQUIRED');
  });

  it('answers MODEL_REQUIRED in the user’s language with only the offline engine, and config says so first', async () => {
    const { client } = await userWithProfile(server, { lang: 'de' });
    fake.offlineOnly();
    const config = await client.get<{ rewrite: unknown }>('/config');
    expect(config.body.rewrite).toEqual({ available: false, reason: 'no_model' });
    const res = await client.post<{ code: string; error: string }>('/content/rewrite', { text: SOURCE });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MODEL_REQUIRED');
    expect(res.body.error).toMatch(/Sprachmodell.*LLM_PROVIDER=local/s);
    const quota = await client.get<{ quota: { generations_used: number } }>('/content/quota');
    expect(quota.body.quota.generations_used).toBe(0);
  });

  it('says how far the local model’s download is while it downloads', async () => {
    const { client } = await userWithProfile(server, { lang: 'fr' });
    fake.downloading(0.42);
    const config = await client.get<{ rewrite: unknown }>('/config');
    expect(config.body.rewrite).toEqual({ available: false, reason: 'model_downloading' });
    const res = await client.post<{ code: string; error: string }>('/content/rewrite', { text: SOURCE });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'MODEL_REQUIRED' });
    expect(res.body.error).toContain('42 %');
  });

  it('takes one unit per rewrite and stops at the daily limit', async () => {
    const { client } = await userWithProfile(server);
    for (let i = 0; i < LIMIT; i++) {
      expect((await client.post('/content/rewrite', { text: SOURCE })).status).toBe(201);
    }
    const res = await client.post<{ code: string }>('/content/rewrite', { text: SOURCE });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('QUOTA_EXCEEDED');
  });
});

/**
 * The generic baseline (decision 023, "Update"): every generation, whatever the engine, carries
 * `generic_voice_match` — generic copy for the same brief, type, language, length and seed (the offline
 * writer with no profile) scored against the user's profile — in the JSON answer, the SSE `done` event,
 * the stored item, History and "download my data"; null whenever the draft's own score is withheld.
 */
import os from 'node:os';
import { countWords } from '@inkprint/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { generations } from '../src/db/schema/index.js';
import { scoreGenericCopy } from '../src/engines/generic.js';
import type { GenerationEngine, GenerationInput, GenerationOutput } from '../src/engines/index.js';
import { createWorkerPool, type WorkerPool } from '../src/worker-pool/pool.js';
import { prose } from './documents.js';
import { openStream, switchableEngine, userWithProfile } from './generation.js';
import { dbTargets, startServer, type TestServer } from './helpers.js';

interface Content {
  id: string;
  seed: number;
  language: string;
  voice_match: number | null;
  generic_voice_match: number | null;
  voice_match_basis: { withheld?: string | null } | null;
}
interface GenerateBody {
  content: Content;
}

/** A model engine's stand-in: answers `text` as an English draft with a fixed score. */
function fixedEngine(text: string, words: number): GenerationEngine {
  return {
    provider: 'openai',
    model: 'fake-model',
    offline: false,
    async generate(_input, hooks = {}): Promise<GenerationOutput> {
      hooks.onDelta?.(text);
      return {
        text,
        wordCount: words,
        characterCount: text.length,
        voiceMatch: 71.4,
        voiceMatchDifferences: [],
        voiceMatchBasis: { compared: 'all', profile_language: 'en', text_language: 'en' },
        revised: false,
        model: 'fake-model',
      };
    },
  };
}

/** What the baseline must be for the engine's last input: the same brief and seed, no profile. */
function expectedGeneric(input: GenerationInput | undefined): number {
  if (!input) throw new Error('the engine was not called');
  const { prompt, contentType, length, language, seed } = input;
  return Math.round(
    scoreGenericCopy({ prompt, contentType, length, language, seed, analysis: input.voice.analysis })
      .voiceMatch,
  );
}

describe.each(dbTargets)('the generic baseline on %s', (target) => {
  let server: TestServer;
  const engines = switchableEngine();
  beforeAll(async () => {
    server = await startServer(target, { DAILY_GENERATION_LIMIT: '50' }, undefined, {
      // Not the 10 s of production: on a loaded test machine the cold draft pool may take longer to start.
      deps: { engine: engines.engine, baselineWaitMs: 60_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => engines.reset());

  async function storedGeneric(id: string) {
    const [row] = await server.database.db.select().from(generations).where(eq(generations.id, id));
    return row?.genericVoiceMatch;
  }

  it('scores generic copy for the same brief and seed, and carries it in the JSON answer, History and the export', async () => {
    const { client } = await userWithProfile(server);
    const res = await client.post<GenerateBody>('/content/generate', {
      prompt: 'Tell customers about our longer opening hours',
      content_type: 'email',
      length: 'medium',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { content } = res.body;
    expect(content.voice_match).toEqual(expect.any(Number));
    // The offline writer with no profile, same brief and seed, scored by the same voiceMatch: deterministic.
    const generic = expectedGeneric(engines.inputs.at(-1));
    expect(content.generic_voice_match).toBe(generic);
    expect(generic).toBeGreaterThanOrEqual(0);
    expect(generic).toBeLessThanOrEqual(100);
    expect(await storedGeneric(content.id)).toBe(generic);

    const detail = await client.get<{ content: Content }>(`/content/${content.id}`);
    expect(detail.body.content.generic_voice_match).toBe(generic);
    const history = await client.get<{ content: Content[] }>('/content/history');
    expect(history.body.content[0]?.generic_voice_match).toBe(generic);
    const exported = await client.get<{ generated_content: Record<string, unknown>[] }>('/auth/export');
    expect(exported.body.generated_content).toEqual([
      expect.objectContaining({ id: content.id, generic_voice_match: generic }),
    ]);
  });

  it('carries it in the SSE done event too', async () => {
    const { client } = await userWithProfile(server);
    const stream = await openStream(client, {
      prompt: 'Write about the first morning of our bakery',
      content_type: 'blog_post',
      length: 'small',
      language: 'en',
    });
    expect(stream.res.status).toBe(200);
    await stream.read();
    const done = stream.events.at(-1);
    expect(done?.event).toBe('done');
    const { content } = (done?.data ?? {}) as GenerateBody;
    expect(content.voice_match).toEqual(expect.any(Number));
    expect(content.generic_voice_match).toBe(expectedGeneric(engines.inputs.at(-1)));
    expect(await storedGeneric(content.id)).toBe(content.generic_voice_match);
  });

  it('comes with a model engine’s draft as well', async () => {
    const { client } = await userWithProfile(server);
    const text = prose(1200);
    engines.use(fixedEngine(text, countWords(text, 'en')));
    const res = await client.post<GenerateBody>('/content/generate', {
      prompt: 'A note on the new reading room',
      length: 'small',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content.voice_match).toBe(71);
    expect(res.body.content.generic_voice_match).toBe(expectedGeneric(engines.inputs.at(-1)));
  });

  it('is null when the score is withheld: a text too short to judge', async () => {
    const { client } = await userWithProfile(server);
    engines.use(fixedEngine('Hi team, the reading room opens on Monday.', 8));
    const res = await client.post<GenerateBody>('/content/generate', {
      prompt: 'A note on the new reading room',
      length: 'small',
      language: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content.voice_match).toBeNull();
    expect(res.body.content.voice_match_basis?.withheld).toBe('too_short');
    expect(res.body.content.generic_voice_match).toBeNull();
    expect(await storedGeneric(res.body.content.id)).toBeNull();
  });

  it('is null when the score is withheld: another language than the profile’s, in JSON and over SSE', async () => {
    const { client } = await userWithProfile(server);
    const body = { prompt: 'Annonce de notre nouvelle salle de lecture', length: 'small', language: 'fr' };
    const res = await client.post<GenerateBody>('/content/generate', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content.voice_match_basis?.withheld).toBe('other_language');
    expect(res.body.content.generic_voice_match).toBeNull();
    const stream = await openStream(client, body);
    await stream.read();
    const done = stream.events.at(-1);
    expect(done?.event).toBe('done');
    const { content } = (done?.data ?? {}) as GenerateBody;
    expect(content.voice_match).toBeNull();
    expect(content.generic_voice_match).toBeNull();
    expect(await storedGeneric(content.id)).toBeNull();
  });
});

describe('a generic baseline that fails or is late', () => {
  let server: TestServer;
  let pool: WorkerPool;
  let generic: WorkerPool['generic'];
  beforeAll(async () => {
    pool = createWorkerPool(loadConfig({ DATA_DIR: os.tmpdir() }).voice);
    const stand: WorkerPool = {
      extract: (bytes, filename) => pool.extract(bytes, filename),
      analyze: (documents) => pool.analyze(documents),
      write: (input, signal) => pool.write(input, signal),
      generic: (input, signal) => generic(input, signal),
      get threads() {
        return pool.threads;
      },
      warm: () => pool.warm(),
      close: () => pool.close(),
    };
    server = await startServer('pglite', {}, undefined, { deps: { pool: stand, baselineWaitMs: 200 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const brief = { prompt: 'Tell customers about our longer opening hours', length: 'small', language: 'en' };

  it('costs the item its comparison, never the generation', async () => {
    generic = () => Promise.reject(new Error('worker died'));
    const { client } = await userWithProfile(server);
    const res = await client.post<GenerateBody>('/content/generate', brief);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content.voice_match).toEqual(expect.any(Number));
    expect(res.body.content.generic_voice_match).toBeNull();
  });

  it('is stopped and left out when it is not ready in time after the draft', async () => {
    let stopped = false;
    generic = (_input, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          stopped = true;
          reject(signal.reason);
        });
      });
    const { client } = await userWithProfile(server);
    const res = await client.post<GenerateBody>('/content/generate', brief);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.content.voice_match).toEqual(expect.any(Number));
    expect(res.body.content.generic_voice_match).toBeNull();
    expect(stopped).toBe(true);
  });
});

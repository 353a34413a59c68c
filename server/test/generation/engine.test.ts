/**
 * The model engine against local servers speaking the real OpenAI chat-completions and Anthropic messages
 * streaming protocols: what reaches the server, streaming, cancel, failures, time-outs, the one
 * correction pass, and keys kept out of the logs.
 */
import { Writable } from 'node:stream';
import { countWords } from '@inkprint/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../src/config.js';
import { createEngine } from '../../src/engines/index.js';
import { modelEngine } from '../../src/engines/model-engine.js';
import type { ModelProvider } from '../../src/engines/providers.js';
import { AppError } from '../../src/lib/errors.js';
import { createLogger } from '../../src/logger.js';
import {
  lastUserMessage,
  type MockLlm,
  type MockReply,
  startMockLlm,
  systemOf,
} from '../support/mock-llm.js';
import { input, offVoiceText, samText, samVoice } from './voice-fixture.js';

const KEY = 'sk-test-0123456789-SECRET-KEY';
const voice = samVoice();
let mock: MockLlm | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

function logCapture() {
  let out = '';
  const stream = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  return { log: createLogger('debug', stream), text: () => out };
}

function llm(
  provider: ModelProvider,
  over: Partial<Omit<Config['llm'], 'provider'>> = {},
): Config['llm'] & { provider: ModelProvider } {
  return { provider, model: 'test-model', baseUrl: mock?.url, apiKey: KEY, timeoutMs: 10_000, ...over };
}

async function start(replies: MockReply[] | ((n: number) => MockReply)) {
  mock = await startMockLlm({
    reply: (_r, n) => (typeof replies === 'function' ? replies(n) : (replies[n] ?? replies.at(-1)!)),
  });
  return mock;
}

async function failure(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
}

const good = samText('cycling', 300, 42);

describe.each(['openai', 'openai-compatible', 'anthropic'] as const)('%s protocol', (provider) => {
  it('streams the draft and sends the voice prompt, the model and a token cap', async () => {
    const server = await start([{ text: good }]);
    const deltas: string[] = [];
    const out = await modelEngine(llm(provider), { maxRetries: 0 }).generate(input(voice), {
      onDelta: (t) => deltas.push(t),
    });
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.protocol).toBe(provider === 'anthropic' ? 'anthropic' : 'openai');
    expect(req.body.model).toBe('test-model');
    expect(req.body.stream).toBe(true);
    expect(req.body.max_tokens ?? req.body.max_completion_tokens).toBeGreaterThan(300);
    const system = systemOf(req);
    expect(system).toContain(`Sentences average ${voice.analysis.writing_style.avg_sentence_length} words`);
    expect(system).toContain('<writing_sample');
    expect(lastUserMessage(req)).toContain('fixing the bike brakes');
    // The key travels in the header each protocol expects.
    if (provider === 'anthropic') expect(req.headers['x-api-key']).toBe(KEY);
    else expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    // Streamed word by word, and the deltas add up to the text.
    expect(deltas.length).toBeGreaterThan(100);
    expect(deltas.join('').trim()).toBe(out.text);
    expect(out).toMatchObject({ revised: false, model: 'test-model', characterCount: out.text.length });
    expect(out.wordCount).toBe(countWords(out.text, 'en'));
    expect(out.voiceMatch).toBeGreaterThanOrEqual(70);
  });

  it('closes the upstream connection when the caller aborts', async () => {
    const server = await start([{ hang: true, text: 'Hi team, the brakes' }]);
    const controller = new AbortController();
    const reason = new Error('client went away');
    const run = modelEngine(llm(provider), { maxRetries: 0 }).generate(input(voice), {
      signal: controller.signal,
      onDelta: () => controller.abort(reason),
    });
    expect(await failure(run)).toBe(reason);
    await server.waitForClose(1);
    expect(server.closedEarly).toEqual([0]);
  });

  it('answers PROVIDER_TIMEOUT when the model stalls past LLM_TIMEOUT_MS, and closes the connection', async () => {
    const server = await start([{ hang: true, text: 'Hi' }]);
    const err = await failure(
      modelEngine(llm(provider, { timeoutMs: 300 }), { maxRetries: 0 }).generate(input(voice)),
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('PROVIDER_TIMEOUT');
    await server.waitForClose(1);
  });

  it.each([500, 401, 429])(
    'answers PROVIDER_ERROR for HTTP %i without the upstream message',
    async (status) => {
      await start([{ status }]);
      const { log, text } = logCapture();
      const err = await failure(modelEngine(llm(provider), { maxRetries: 0, log }).generate(input(voice)));
      expect((err as AppError).code).toBe('PROVIDER_ERROR');
      expect((err as AppError).message).not.toContain('mock failure');
      const line = JSON.parse(text().trim().split('\n').at(-1)!);
      expect(line.failure).toMatchObject({ status });
      expect(text()).not.toContain(KEY);
    },
  );
});

describe('provider failures', () => {
  it('answers PROVIDER_ERROR when the server refuses the connection', async () => {
    const server = await startMockLlm();
    const url = server.url;
    await server.close();
    const { log, text } = logCapture();
    const err = await failure(
      modelEngine(llm('openai-compatible', { baseUrl: url }), { maxRetries: 0, log }).generate(input(voice)),
    );
    expect((err as AppError).code).toBe('PROVIDER_ERROR');
    expect(text()).toContain('model call failed');
    expect(text()).not.toContain(KEY);
  });

  it('retries a 503 once by default and then succeeds', async () => {
    const server = await start([{ status: 503 }, { text: good }]);
    const out = await modelEngine(llm('openai')).generate(input(voice));
    expect(server.requests).toHaveLength(2);
    expect(out.text).toBe(good.trim());
  });

  it('treats an empty answer as a provider failure', async () => {
    await start([{ text: '' }]);
    const err = await failure(modelEngine(llm('openai'), { maxRetries: 0 }).generate(input(voice)));
    expect((err as AppError).code).toBe('PROVIDER_ERROR');
  });
});

describe('the correction pass', () => {
  async function run(replies: MockReply[], over: Parameters<typeof input>[1] = {}) {
    const server = await start(replies);
    const events: string[] = [];
    const out = await modelEngine(llm('openai'), { maxRetries: 0 }).generate(input(voice, over), {
      onDelta: () => {
        if (events.at(-1) !== 'delta') events.push('delta');
      },
      onRevising: () => events.push('revising'),
    });
    return { server, out, events };
  }

  it('makes no revision when the draft passes the check', async () => {
    const { server, out, events } = await run([{ text: good }]);
    expect(server.requests).toHaveLength(1);
    expect(events).toEqual(['delta']);
    expect(out.revised).toBe(false);
  });

  it('asks once to expand a draft that is too short, and keeps the longer revision', async () => {
    const short = samText('cycling', 120, 3);
    const { server, out, events } = await run([{ text: short }, { text: good }]);
    expect(server.requests).toHaveLength(2);
    const ask = lastUserMessage(server.requests[1]!);
    expect(ask).toContain(`The text has ${countWords(short, 'en')} words; expand it to about 300 words`);
    expect(ask).not.toContain('language');
    // The draft is in the conversation the revision sees.
    expect(server.requests[1]!.body.messages?.some((m) => m.role === 'assistant')).toBe(true);
    expect(events).toEqual(['delta', 'revising', 'delta']);
    expect(out).toMatchObject({ revised: true, text: good.trim() });
  });

  it('asks once to shorten a draft that is too long', async () => {
    const { server } = await run([{ text: samText('cycling', 500, 3) }, { text: good }]);
    expect(lastUserMessage(server.requests[1]!)).toMatch(/shorten it to about 300 words/);
  });

  it('asks for the right language when the draft is in another', async () => {
    const german = germanText(300);
    const { server, out } = await run([{ text: german }, { text: good }]);
    expect(server.requests).toHaveLength(2);
    expect(lastUserMessage(server.requests[1]!)).toContain('The text is in German; write it in English.');
    expect(out.text).toBe(good.trim());
  });

  it('names the voice differences with both figures when the draft is off-voice', async () => {
    const off = offVoiceText(300);
    const { server, out } = await run([{ text: off }, { text: good }]);
    expect(server.requests).toHaveLength(2);
    const ask = lastUserMessage(server.requests[1]!);
    expect(ask).toMatch(/voice match \d+\/100/);
    // Its long sentences, with the draft's share and the writer's (whole prose sentences, decision 022).
    expect(ask).toMatch(/100% of your sentences are long; this writer's share is 0%/);
    expect(out.revised).toBe(true);
    expect(out.voiceMatch).toBeGreaterThanOrEqual(70);
  });

  it('revises exactly once even when the revision fails the check too, and keeps the better draft', async () => {
    // Draft: Sam's voice but 40% short. Revision: the right length but far off-voice, which ranks lower.
    const short = samText('cycling', 170, 8);
    const { server, out } = await run([{ text: short }, { text: offVoiceText(300) }]);
    expect(server.requests).toHaveLength(2);
    expect(out.revised).toBe(true);
    expect(out.text).toBe(short.trim());
  });

  it('keeps the draft when the revision call fails', async () => {
    const short = samText('cycling', 120, 3);
    const { out } = await run([{ text: short }, { status: 500 }]);
    expect(out).toMatchObject({ revised: false, text: short.trim() });
  });
});

describe('createEngine', () => {
  it('builds the engine LLM_PROVIDER names, with the default model when LLM_MODEL is unset', () => {
    const base = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: KEY, timeoutMs: 1000 };
    const config = (provider: Config['llm']['provider'], model?: string) =>
      ({ llm: { ...base, provider, model } }) as Config;
    expect(createEngine(config('builtin'))).toMatchObject({ provider: 'builtin', offline: true });
    // The local engine is built without touching its model (no file access, no network before start()).
    const local = createEngine({
      ...config('local'),
      localModel: { ...loadConfig({ DATA_DIR: '/nonexistent/inkprint' }).localModel },
    } as Config);
    expect(local).toMatchObject({ provider: 'local', model: 'SmolLM3-3B Q4_K_M', offline: true });
    expect(local.status?.()).toMatchObject({ state: 'unavailable', progress: 0 });
    expect(createEngine(config('openai'))).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      offline: false,
    });
    expect(createEngine(config('anthropic'))).toMatchObject({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
    });
    expect(createEngine(config('openai-compatible', 'qwen2.5:3b'))).toMatchObject({
      provider: 'openai-compatible',
      model: 'qwen2.5:3b',
    });
  });
});

/** About `words` words of plain German. */
function germanText(words: number): string {
  const s = [
    'Hallo zusammen, heute habe ich die Bremsen am Fahrrad geprüft.',
    'Die Kette war sehr schmutzig und ich habe sie gereinigt.',
    'Morgen fahren wir die Strecke über den Hügel, deshalb muss alles gut funktionieren.',
    'Ich habe auch das Licht getestet, weil es abends früh dunkel wird.',
  ];
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    out.push(s[i % s.length]!);
    n += s[i % s.length]!.split(/\s+/).length;
  }
  return out.join(' ');
}

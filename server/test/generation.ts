/**
 * Test doubles and helpers for generation: a switchable engine (the built-in one unless a test puts a fake
 * in), fakes that fail or wait to be cancelled, a settable clock, a user with a voice profile made through
 * the API, and an SSE reader over `fetch`.
 */

import { builtinEngine } from '../src/engines/builtin.js';
import type { GenerationEngine, GenerationHooks, GenerationInput } from '../src/engines/index.js';
import { AppError } from '../src/lib/errors.js';
import { prose, txt } from './documents.js';
import { type Client, signedInClient, type TestServer } from './helpers.js';

/** One engine for the server's lifetime that delegates to whatever `use` last put in. */
export function switchableEngine() {
  const builtin = builtinEngine();
  let current: GenerationEngine = builtin;
  const inputs: GenerationInput[] = [];
  const engine: GenerationEngine = {
    get provider() {
      return current.provider;
    },
    get model() {
      return current.model;
    },
    get offline() {
      return current.offline;
    },
    generate(input, hooks) {
      inputs.push(input);
      return current.generate(input, hooks);
    },
  };
  return {
    engine,
    /** Every input the engine was called with, oldest first. */
    inputs,
    use(next: GenerationEngine) {
      current = next;
    },
    reset() {
      current = builtin;
    },
  };
}

/** An engine that streams `deltas`, then fails with `error`. */
export function failingEngine(error: unknown, deltas: string[] = []): GenerationEngine {
  return {
    provider: 'openai',
    model: 'fake-model',
    offline: false,
    async generate(_input, hooks: GenerationHooks = {}) {
      for (const d of deltas) hooks.onDelta?.(d);
      throw error;
    },
  };
}

export const providerError = () => new AppError('PROVIDER_ERROR');
export const providerTimeout = () => new AppError('PROVIDER_TIMEOUT');

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
}
export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * An engine that streams one delta, then waits until the test releases it (then answers with the
 * built-in engine's draft) or the request's signal aborts (then rejects with the signal's reason).
 * `started` resolves when it is called, `aborted` when it saw the abort, `settled` when its call ended.
 */
export function heldEngine(opts: { fail?: unknown } = {}) {
  const builtin = builtinEngine();
  const started = deferred();
  const aborted = deferred();
  const release = deferred();
  const settled = deferred();
  const engine: GenerationEngine = {
    provider: builtin.provider,
    model: builtin.model,
    offline: true,
    async generate(input, hooks: GenerationHooks = {}) {
      try {
        hooks.onDelta?.('First words ');
        started.resolve();
        await new Promise<void>((resolve, reject) => {
          const signal = hooks.signal;
          const onAbort = () => {
            aborted.resolve();
            reject(signal?.reason ?? new Error('aborted'));
          };
          if (signal?.aborted) return onAbort();
          signal?.addEventListener('abort', onAbort, { once: true });
          release.promise.then(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          });
        });
        if (opts.fail) throw opts.fail;
        return await builtin.generate(input, { signal: hooks.signal });
      } finally {
        // Let the service finish its refund before the test looks.
        setImmediate(() => settled.resolve());
      }
    },
  };
  return { engine, started, aborted, release: () => release.resolve(), settled };
}

/** A clock a test can set; `null` reads the real time. */
export function settableClock() {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set(at: string | Date | null) {
      fixed = at === null ? null : new Date(at);
    },
  };
}

/** A signed-in user who uploaded `text` and analysed it, so they have a voice profile. */
export async function userWithProfile(server: TestServer, opts: { lang?: string; text?: string } = {}) {
  const signed = await signedInClient(server, opts.lang ?? 'en');
  const up = await signed.client.upload([{ name: 'writing.txt', bytes: txt(opts.text ?? prose(6000)) }]);
  if (up.status !== 201) throw new Error(`upload failed: ${up.status} ${JSON.stringify(up.body)}`);
  // A file may still be processing after the upload's wait (decision 028): the analysis learns from it whole.
  await server.app.ctx.jobs.idle(60_000);
  const analysed = await signed.client.post('/voice-profile/analyze');
  if (analysed.status !== 201)
    throw new Error(`analysis failed: ${analysed.status} ${JSON.stringify(analysed.body)}`);
  return signed;
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** A streamed generation read with `fetch` and a stream parser, as the web client reads it. */
export async function openStream(
  client: Client,
  body: unknown,
  opts: { signal?: AbortSignal; headers?: Record<string, string>; path?: string } = {},
) {
  const res = await fetch(`${client.server.url}/api${opts.path ?? '/content/generate'}`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'accept-language': client.lang,
      'content-type': 'application/json',
      cookie: client.cookie,
      ...opts.headers,
    },
    body: JSON.stringify(body),
    signal: opts.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const decoder = new TextDecoder();
  let buffer = '';
  /** Reads until `until` says stop (after an event or comment) or the stream ends. */
  async function read(until: (e: { events: SseEvent[]; comments: string[] }) => boolean = () => false) {
    reader ??= res.body?.getReader();
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = 'message';
        const data: string[] = [];
        let isComment = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            isComment = true;
          } else if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) });
        else if (!isComment) continue;
        if (until({ events, comments })) return;
      }
    }
  }
  return { res, events, comments, read };
}

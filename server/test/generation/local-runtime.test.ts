/**
 * The local runtime over the generated test model: load on first use, slots and the FIFO line with
 * places, cancel while waiting, idle unload and reload, a broken file → unavailable, close.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultThreads,
  LocalModelUnavailable,
  type LocalRuntime,
  LocalRuntime as Runtime,
} from '../../src/engines/local/runtime.js';
import { fileSource, memoryLog, modelFiles } from './local-support.js';

const files = modelFiles();
afterAll(() => files.remove());
let runtime: LocalRuntime | undefined;
afterEach(async () => {
  await runtime?.close();
  runtime = undefined;
});

function make(path: string, over: Partial<ConstructorParameters<typeof Runtime>[0]> = {}) {
  const source = fileSource(path);
  const log = memoryLog();
  runtime = new Runtime({
    source,
    parallel: 1,
    threads: 1,
    idleUnloadMs: 0,
    preload: false,
    contextSize: 512,
    gpu: false,
    log,
    ...over,
  });
  return { source, log, runtime };
}

const history = (text: string) => [
  { type: 'system' as const, text: 'You write.' },
  { type: 'user' as const, text },
  { type: 'model' as const, response: [] },
];

describe('local runtime', () => {
  it('loads on the first request (loading → ready) and streams tokens', async () => {
    const { source, runtime } = make(files.model);
    const states: string[] = [];
    source.status.onChange((v) => states.push(v.state));
    expect(runtime.loaded).toBe(false);
    const lease = await runtime.acquire();
    expect(states).toEqual(['loading', 'ready']);
    const chunks: string[] = [];
    const text = await lease.generate(history('Hello'), {
      maxTokens: 12,
      temperature: 0.7,
      seed: 1,
      onTextChunk: (c) => chunks.push(c),
    });
    lease.release();
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(text);
    expect(text.length).toBeGreaterThan(0);
  });

  it('does not load a model that needs more memory than is free: unavailable, with both figures', async () => {
    const { source, runtime, log } = make(files.model, { freeMemory: () => 1024 * 1024 });
    const err = await runtime.ensureLoaded().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LocalModelUnavailable);
    expect(source.status.get()).toMatchObject({ state: 'unavailable' });
    expect(source.status.get().detail).toMatch(
      /^The model could not be loaded: the model needs \d+\.\d GB of memory, 0\.0 GB free$/,
    );
    expect(runtime.loaded).toBe(false);
    expect(log.lines.some((l) => l.msg?.includes('could not be loaded'))).toBe(true);
  });

  it('queues beyond the slots in order, tells each its place, and drops a cancelled waiter', async () => {
    const { runtime } = make(files.model, { parallel: 1 });
    const first = await runtime.acquire();
    const places: Record<string, number[]> = { b: [], c: [], d: [] };
    const cancel = new AbortController();
    const b = runtime.acquire({ onQueued: (p) => places.b!.push(p) });
    const c = runtime.acquire({ onQueued: (p) => places.c!.push(p), signal: cancel.signal });
    const d = runtime.acquire({ onQueued: (p) => places.d!.push(p) });
    expect(runtime.waiting).toBe(3);
    cancel.abort(new Error('cancelled'));
    await expect(c).rejects.toThrow('cancelled');
    expect(runtime.waiting).toBe(2);
    expect(places).toEqual({ b: [1], c: [2], d: [3, 2] });
    first.release();
    const second = await b;
    expect(places.d).toEqual([3, 2, 1]);
    second.release();
    (await d).release();
    expect(runtime.waiting).toBe(0);
    expect(runtime.busy).toBe(0);
  });

  it('a cancel stops the generation and frees the slot for the next in line', async () => {
    const { runtime } = make(files.model, { parallel: 1 });
    const lease = await runtime.acquire();
    const cancel = new AbortController();
    let chunks = 0;
    const running = lease
      .generate(history('Go on'), {
        maxTokens: 400,
        temperature: 0.7,
        seed: 2,
        signal: cancel.signal,
        onTextChunk: () => {
          chunks++;
          if (chunks === 3) cancel.abort(new Error('stop'));
        },
      })
      .finally(() => lease.release());
    const next = runtime.acquire();
    await expect(running).rejects.toThrow();
    expect(chunks).toBeLessThan(10);
    const lease2 = await next;
    const text = await lease2.generate(history('Again'), { maxTokens: 5, temperature: 0.7, seed: 3 });
    lease2.release();
    expect(text.length).toBeGreaterThan(0);
  });

  it('unloads after the idle time, keeps the status ready, and loads again on the next request', async () => {
    const { source, runtime, log } = make(files.model, { idleUnloadMs: 30 });
    (await runtime.acquire()).release();
    expect(runtime.loads).toBe(1);
    await vi.waitFor(() => expect(runtime.loaded).toBe(false), { timeout: 5000, interval: 20 });
    expect(source.status.get().state).toBe('ready');
    expect(log.lines.some((l) => l.msg === 'local model unloaded after idle time')).toBe(true);
    const lease = await runtime.acquire();
    expect(runtime.loads).toBe(2);
    lease.release();
  });

  it('preload loads at once', async () => {
    const { runtime } = make(files.model, { preload: true });
    await vi.waitFor(() => expect(runtime.loaded).toBe(true), { timeout: 10000, interval: 20 });
  });

  for (const kind of ['truncated', 'corrupt'] as const) {
    it(`a ${kind} file → unavailable with the reason, logged`, async () => {
      const { source, runtime, log } = make(files[kind]());
      await expect(runtime.acquire()).rejects.toBeInstanceOf(LocalModelUnavailable);
      const status = source.status.get();
      expect(status.state).toBe('unavailable');
      expect(status.detail).toMatch(/^The model could not be loaded: /);
      expect(status.detail).toMatch(kind === 'truncated' ? /corrupted or incomplete/ : /GGUF/);
      const line = log.lines.find((l) => l.level === 'warn');
      expect(line?.msg).toBe('local model could not be loaded; generations use the fallback');
    });
  }

  it('close() frees the model and rejects those waiting', async () => {
    const { runtime } = make(files.model);
    const lease = await runtime.acquire();
    const waiting = runtime.acquire().catch((err: unknown) => err);
    await runtime.close();
    expect(await waiting).toBeInstanceOf(LocalModelUnavailable);
    expect(runtime.loaded).toBe(false);
    lease.release();
    await expect(runtime.acquire()).rejects.toBeInstanceOf(LocalModelUnavailable);
  });

  it('uses both cores of a 2-core machine and leaves a core free on larger machines', () => {
    expect(defaultThreads(1)).toBe(1);
    expect(defaultThreads(2)).toBe(2);
    expect(defaultThreads(4)).toBe(3);
    expect(defaultThreads(32)).toBe(8);
  });
});

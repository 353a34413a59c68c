/**
 * The local engine over the generated test model (its output is noise): streaming, the check and the one
 * correction pass, cancel and the line, the fallback while the model is not ready or cannot load, close.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { builtinEngine } from '../../src/engines/builtin.js';
import { type LocalEngine, localEngine } from '../../src/engines/local/engine.js';
import { AppError } from '../../src/lib/errors.js';
import { fileSource, memoryLog, modelFiles } from './local-support.js';
import { input, samVoice } from './voice-fixture.js';

const voice = samVoice();
const files = modelFiles();
afterAll(() => files.remove());
let engine: LocalEngine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

function make(path: string, over: Partial<Parameters<typeof localEngine>[0]> = {}) {
  const source = fileSource(path);
  const log = memoryLog();
  engine = localEngine({
    source,
    fallback: builtinEngine(),
    parallel: 1,
    threads: 1,
    idleUnloadMs: 0,
    preload: false,
    timeoutMs: 60_000,
    log,
    contextSize: 8192,
    maxOutputTokens: 24,
    gpu: false,
    ...over,
  });
  return { source, log, engine };
}

describe('local engine', () => {
  it('streams the draft, finds noise off-voice, revises once and scores the kept text', async () => {
    const { engine } = make(files.model);
    const deltas: string[] = [];
    let revising = 0;
    let atRevising = -1;
    const out = await engine.generate(input(voice, { length: 'small' }), {
      onDelta: (d) => deltas.push(d),
      onRevising: () => {
        revising++;
        atRevising = deltas.length;
      },
    });
    expect(revising).toBe(1);
    expect(out.revised).toBe(true);
    expect(atRevising).toBeGreaterThan(1);
    expect(deltas.length).toBeGreaterThan(atRevising + 1);
    const draft = deltas.slice(0, atRevising).join('').trim();
    const revision = deltas.slice(atRevising).join('').trim();
    expect([draft, revision]).toContain(out.text);
    expect(out.provider).toBeUndefined();
    expect(out.model).toBe('test-model.gguf');
    expect(out.voiceMatch).toBeGreaterThanOrEqual(0);
    expect(out.voiceMatch).toBeLessThan(70);
    expect(out.characterCount).toBe(out.text.length);
    expect(engine.status().state).toBe('ready');
  });

  it('keeps the voice prefix evaluated: a second generation of the same voice reuses its tokens', async () => {
    const { engine } = make(files.model);
    await engine.generate(input(voice, { length: 'small', prompt: 'Brakes before the hill route' }));
    const first = engine.runtime.lastReusedTokens;
    await engine.generate(input(voice, { length: 'small', prompt: 'Coffee for the ride on Sunday' }));
    expect(first).toBe(0);
    // The prefix (role, profile, avoid lines) is hundreds of byte tokens with the test vocabulary.
    expect(engine.runtime.lastReusedTokens).toBeGreaterThan(500);
  });

  it('with one slot, a second request waits in line (place 1) and runs after the first', async () => {
    const { engine } = make(files.model, { parallel: 1 });
    const order: string[] = [];
    const places: number[] = [];
    const a = engine
      .generate(input(voice, { length: 'small' }), { onDelta: () => order.push('a') })
      .then(() => order.push('a done'));
    const b = engine
      .generate(input(voice, { length: 'small', seed: 9 }), {
        onQueued: (p) => places.push(p),
        onDelta: () => order.push('b'),
      })
      .then(() => order.push('b done'));
    await Promise.all([a, b]);
    expect(places).toEqual([1]);
    expect(order.indexOf('a done')).toBeLessThan(order.indexOf('b'));
  });

  it('a cancel stops the model and frees the slot: the request waiting behind it runs', async () => {
    const { engine } = make(files.model, { parallel: 1, maxOutputTokens: 2000 });
    const cancel = new AbortController();
    let deltas = 0;
    const first = engine.generate(input(voice, { length: 'large' }), {
      signal: cancel.signal,
      onDelta: () => {
        deltas++;
        if (deltas === 3) cancel.abort(new Error('cancelled by the user'));
      },
    });
    const places: number[] = [];
    const second = engine.generate(input(voice, { length: 'small', seed: 3 }), {
      onQueued: (p) => places.push(p),
    });
    await expect(first).rejects.toThrow('cancelled by the user');
    expect(deltas).toBeLessThan(10);
    const out = await second;
    expect(places).toEqual([1]);
    expect(out.text.length).toBeGreaterThan(0);
    expect(engine.runtime.busy).toBe(0);
  });

  it('a call over LLM_TIMEOUT_MS fails with PROVIDER_TIMEOUT', async () => {
    const { engine, log } = make(files.model, { timeoutMs: 1, maxOutputTokens: 2000 });
    const err = await engine.generate(input(voice, { length: 'large' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('PROVIDER_TIMEOUT');
    expect(log.lines.some((l) => l.msg === 'local model call timed out')).toBe(true);
    expect(engine.runtime.busy).toBe(0);
  });

  it('a prompt that cannot fit the context fails with PROVIDER_ERROR (logged), not a cut or a hang', async () => {
    const { engine, log } = make(files.model, { contextSize: 1024 });
    const err = await engine.generate(input(voice, { length: 'small' })).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('PROVIDER_ERROR');
    expect(log.lines.some((l) => l.msg === 'local prompt does not fit the context')).toBe(true);
    expect(engine.runtime.busy).toBe(0);
  });

  it('while the model is not ready, the fallback writes and says so', async () => {
    const { engine, source } = make(files.model);
    source.status.set({ state: 'downloading', progress: 0.4 });
    const out = await engine.generate(input(voice, { length: 'small' }));
    expect(out.provider).toBe('builtin');
    expect(engine.runtime.loads).toBe(0);
  });

  for (const kind of ['truncated', 'corrupt'] as const) {
    it(`a ${kind} model file → unavailable, logged, and the fallback writes this and later drafts`, async () => {
      const { engine, log } = make(files[kind]());
      const out = await engine.generate(input(voice, { length: 'small' }));
      expect(out.provider).toBe('builtin');
      expect(out.wordCount).toBeGreaterThan(50);
      expect(engine.status().state).toBe('unavailable');
      expect(engine.status().detail).toMatch(/could not be loaded/);
      expect(log.lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
        'local model could not be loaded; generations use the fallback',
      ]);
      const again = await engine.generate(input(voice, { length: 'small', seed: 2 }));
      expect(again.provider).toBe('builtin');
      expect(engine.runtime.loads).toBe(0);
    });
  }

  it('close() frees the model and stops the source', async () => {
    const { engine, source } = make(files.model);
    await engine.generate(input(voice, { length: 'small' }));
    expect(engine.runtime.loaded).toBe(true);
    await engine.close();
    expect(engine.runtime.loaded).toBe(false);
    expect(source.closed).toBe(1);
  });
});

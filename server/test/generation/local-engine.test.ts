/**
 * The local engine over the generated test model (its output is noise): streaming, the check and the one
 * correction pass, cancel and the line, the fallback while the model is not ready or cannot load, close.
 */

import { countWords } from '@inkprint/shared';
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
    log,
    contextSize: 8192,
    maxOutputTokens: 24,
    gpu: false,
    ...over,
  });
  return { source, log, engine };
}

describe('local engine', () => {
  it('streams the draft and continues one that ends short, appending to what was shown', async () => {
    const { engine } = make(files.model);
    const deltas: string[] = [];
    const estimates: { stage: string; seconds: number; targetWords: number }[] = [];
    let revising = 0;
    const out = await engine.generate(input(voice, { length: 'small' }), {
      onDelta: (d) => deltas.push(d),
      onRevising: () => revising++,
      onEstimate: (e) => estimates.push(e),
    });
    // 24 tokens of noise are far below 90 words: the draft is continued, not written again.
    expect(revising).toBe(0);
    expect(out.revised).toBe(true);
    expect(deltas).toContain('\n\n');
    expect(out.text).toBe(deltas.join('').trim());
    expect(estimates.map((e) => e.stage)).toEqual(['draft', 'revision']);
    for (const e of estimates) {
      expect(e.targetWords).toBe(100);
      expect(e.seconds).toBeGreaterThanOrEqual(1);
    }
    expect(out.provider).toBeUndefined();
    expect(out.cutShort).toBeUndefined();
    expect(out.model).toBe('test-model.gguf');
    expect(out.voiceMatch).toBeLessThan(70);
    expect(out.characterCount).toBe(out.text.length);
    expect(engine.status().state).toBe('ready');
    expect(engine.draftSeconds?.()).toEqual({
      small: expect.any(Number),
      medium: expect.any(Number),
      large: expect.any(Number),
    });
  });

  it('stops a draft in the wrong language after its first words, starts once more, and stops past the band', async () => {
    // Noise reads as no language at all: after 40 words the draft is stopped and written again once.
    const { engine } = make(files.wordy(), { maxOutputTokens: 3000 });
    const deltas: string[] = [];
    let atRevising = -1;
    let reason: string | undefined;
    const out = await engine.generate(input(voice, { length: 'small' }), {
      onDelta: (d) => deltas.push(d),
      onRevising: (why) => {
        atRevising = deltas.length;
        reason = why;
      },
    });
    expect(atRevising).toBeGreaterThan(0);
    expect(reason).toBe('language');
    const first = countWords(deltas.slice(0, atRevising).join(''));
    expect(first).toBeGreaterThanOrEqual(40);
    expect(first).toBeLessThan(48);
    // The second draft runs without a language check and is stopped once past 110 words, then cut back.
    const second = countWords(deltas.slice(atRevising).join(''));
    expect(second).toBeGreaterThan(110);
    expect(second).toBeLessThan(118);
    expect(out.wordCount).toBeLessThanOrEqual(110);
    expect(out.wordCount).toBeGreaterThanOrEqual(100);
    expect(out.revised).toBe(true);
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

  it('a draft that reaches its time limit after words were shown is kept, marked cut short', async () => {
    let fire: (() => void) | null = null;
    const { engine, log } = make(files.model, {
      maxOutputTokens: 2000,
      limitTimer: (_ms, onLimit) => {
        fire = onLimit;
        return () => {
          fire = null;
        };
      },
    });
    const deltas: string[] = [];
    const out = await engine.generate(input(voice, { length: 'medium' }), {
      onDelta: (d) => {
        deltas.push(d);
        if (deltas.length === 12) fire?.();
      },
    });
    expect(out.cutShort).toBe(true);
    expect(out.text).toBe(deltas.join('').trim());
    expect(out.wordCount).toBeGreaterThan(0);
    expect(log.lines.some((l) => l.msg === 'local model call reached its time limit')).toBe(true);
    expect(engine.runtime.busy).toBe(0);
  });

  it('a start again that reaches its limit before a word keeps the first words the user saw, cut short', async () => {
    let timers = 0;
    const { engine } = make(files.wordy(), {
      maxOutputTokens: 3000,
      limitTimer: (_ms, onLimit) => {
        // The draft runs; the start again (after 40 words in no language) is cut at once.
        if (++timers === 2) onLimit();
        return () => {};
      },
    });
    const deltas: string[] = [];
    let atRevising = -1;
    const out = await engine.generate(input(voice, { length: 'small' }), {
      onDelta: (d) => deltas.push(d),
      onRevising: () => {
        atRevising = deltas.length;
      },
    });
    expect(atRevising).toBeGreaterThan(0);
    expect(out.cutShort).toBe(true);
    expect(out.text.length).toBeGreaterThan(0);
    expect(deltas.slice(0, atRevising).join('').trim().startsWith(out.text)).toBe(true);
  });

  it('a call that reaches its time limit before any word fails with PROVIDER_TIMEOUT', async () => {
    const { engine } = make(files.model, {
      maxOutputTokens: 2000,
      limitTimer: (_ms, onLimit) => {
        onLimit();
        return () => {};
      },
    });
    const err = await engine.generate(input(voice, { length: 'large' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('PROVIDER_TIMEOUT');
    expect(engine.runtime.busy).toBe(0);
  });

  it('each call’s limit follows from the measured speed and the tokens it may write', async () => {
    const limits: number[] = [];
    const { engine } = make(files.model, {
      limitTimer: (ms) => {
        limits.push(ms);
        return () => {};
      },
      callLimits: { fallbackMs: 1, floorMs: 0, ceilingMs: 10 * 60_000 },
    });
    await engine.generate(input(voice, { length: 'small' }));
    const speed = engine.runtime.speed;
    expect(speed).not.toBeNull();
    // Three times the expected time plus a minute: the draft's limit grows with its budget (24 tokens).
    expect(limits[0]).toBeGreaterThan(60_000);
    expect(limits[0]).toBeLessThan(10 * 60_000);
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

import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createWorkerPool } from './pool.js';

const encode = (s: string) => new TextEncoder().encode(s);

describe('worker pool', () => {
  it('extracts and summarises in a worker thread, TypeScript loaded through tsx', async () => {
    const pool = createWorkerPool({ workers: 1, timeoutMs: 5000 });
    try {
      const outcome = await pool.extract(
        encode('Hello there. I write short notes to my readers every week.'),
        'a.txt',
      );
      expect(outcome).toMatchObject({ ok: true, reader: 'text', totalWords: 11, language: 'en' });
      const failed = await pool.extract(encode('%PDF-1.7 nothing'), 'b.pdf');
      expect(failed).toMatchObject({ ok: false, code: 'CORRUPT' });
    } finally {
      await pool.close();
    }
  });

  it('terminates a worker stuck past the hard limit, answers TIMEOUT, and keeps serving', async () => {
    const pool = createWorkerPool(
      { workers: 1, timeoutMs: 200 },
      { workerUrl: new URL('../../test/fixtures/stuck-worker.mjs', import.meta.url).href, graceMs: 100 },
    );
    try {
      const started = performance.now();
      expect(await pool.extract(encode('x'), 'stuck.txt')).toMatchObject({ ok: false, code: 'TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(await pool.extract(encode('x'), 'fine.txt')).toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  });

  it('ends its extraction threads once idle and starts them again for the next file', async () => {
    const pool = createWorkerPool(
      { workers: 2, timeoutMs: 5000 },
      { workerUrl: new URL('../../test/fixtures/stuck-worker.mjs', import.meta.url).href, idleMs: 200 },
    );
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
      return check();
    };
    try {
      const both = await Promise.all([
        pool.extract(encode('x'), 'fine.txt'),
        pool.extract(encode('x'), 'fine.txt'),
      ]);
      for (const outcome of both) expect(outcome).toMatchObject({ ok: true });
      expect(pool.threads).toBeGreaterThan(0);
      // Nothing to do for longer than the idle time: every extraction thread has ended, not only the extra one.
      expect(await waitFor(() => pool.threads === 0)).toBe(true);
      expect(await pool.extract(encode('x'), 'fine.txt')).toMatchObject({ ok: true });
      expect(pool.threads).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('counts the hard limit from when a worker starts a file, not from when it was queued', async () => {
    const pool = createWorkerPool(
      { workers: 1, timeoutMs: 200 },
      { workerUrl: new URL('../../test/fixtures/stuck-worker.mjs', import.meta.url).href, graceMs: 100 },
    );
    try {
      // One thread: the fine file waits behind two stuck ones (≈ 2 × 300 ms), longer than its own limit.
      const [a, b, fine] = await Promise.all([
        pool.extract(encode('x'), 'stuck-1.txt'),
        pool.extract(encode('x'), 'stuck-2.txt'),
        pool.extract(encode('x'), 'fine.txt'),
      ]);
      expect(a).toMatchObject({ ok: false, code: 'TIMEOUT' });
      expect(b).toMatchObject({ ok: false, code: 'TIMEOUT' });
      expect(fine).toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool drafts', () => {
  it("writes the built-in engine's draft in a worker; an aborted draft rejects with the signal's reason and the pool keeps serving", async () => {
    const { samVoice } = await import('../../test/generation/voice-fixture.js');
    const voice = samVoice();
    const input = {
      prompt: 'Tell our readers why we moved the workshop to Saturdays',
      contentType: 'blog_post' as const,
      length: 'large' as const,
      language: 'en' as const,
      seed: 7,
      voice,
    };
    const pool = createWorkerPool({ workers: 1, timeoutMs: 5000 });
    try {
      const controller = new AbortController();
      const reason = new Error('client went away');
      const cancelled = pool.write(input, controller.signal);
      controller.abort(reason);
      await expect(cancelled).rejects.toBe(reason);
      const draft = await pool.write(input);
      expect(draft.output.wordCount).toBeGreaterThan(0);
      // The same draft as in-process for the same seed.
      const { writeBuiltinDraft } = await import('../engines/builtin.js');
      expect((await writeBuiltinDraft(input)).output.text).toBe(draft.output.text);
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool warm-up', () => {
  it('starts one draft thread and runs the writer once in it, then drafts as before', async () => {
    const pool = createWorkerPool({ workers: 2, timeoutMs: 5000 });
    try {
      expect(await pool.warm()).toBe(1);
      expect(pool.draftThreads).toBe(1);
      // Up already: a second warm-up (another visitor opening the Generate screen) has nothing to do.
      expect(await pool.warm()).toBe(0);
      expect(pool.draftThreads).toBe(1);
      const { samVoice } = await import('../../test/generation/voice-fixture.js');
      const draft = await pool.write({
        prompt: 'A note about the Saturday workshops',
        contentType: 'email',
        length: 'small',
        language: 'en',
        seed: 3,
        voice: samVoice(),
      });
      expect(draft.output.wordCount).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool draft threads on demand', () => {
  it('grows past the warm thread when drafts come together, shrinks back after idle, and still answers', async () => {
    const { samVoice } = await import('../../test/generation/voice-fixture.js');
    const input = (seed: number) => ({
      prompt: 'A note about the Saturday workshops',
      contentType: 'email' as const,
      length: 'small' as const,
      language: 'en' as const,
      seed,
      voice: samVoice(),
    });
    const pool = createWorkerPool({ workers: 2, timeoutMs: 5000 }, { idleMs: 300 });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
      return check();
    };
    try {
      expect(await pool.warm()).toBe(1);
      expect(pool.draftThreads).toBe(1);
      // A draft and a baseline (or two users' drafts) at once: a second thread starts for them.
      let most = 0;
      const watch = setInterval(() => {
        most = Math.max(most, pool.draftThreads);
      }, 5);
      const [a, b, c] = await Promise.all([pool.write(input(1)), pool.write(input(2)), pool.write(input(3))]);
      clearInterval(watch);
      for (const draft of [a, b, c]) expect(draft.output.wordCount).toBeGreaterThan(0);
      expect(Math.max(most, pool.draftThreads)).toBe(2);
      // Idle past its time, the extra thread stops; the warm one stays and answers the next draft.
      expect(await waitFor(() => pool.draftThreads === 1)).toBe(true);
      await new Promise((r) => setTimeout(r, 400));
      expect(pool.draftThreads).toBe(1);
      expect((await pool.write(input(4))).output.wordCount).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool draft pool on demand (decision 041)', () => {
  it('holds no thread until the first draft or warm-up, ends whole after its idle time, and starts again for the next draft', async () => {
    const { samVoice } = await import('../../test/generation/voice-fixture.js');
    const input = {
      prompt: 'A note about the Saturday workshops',
      contentType: 'email' as const,
      length: 'small' as const,
      language: 'en' as const,
      seed: 5,
      voice: samVoice(),
    };
    const pool = createWorkerPool({ workers: 2, timeoutMs: 5000 }, { idleMs: 200, draftPoolIdleMs: 400 });
    const waitFor = async (check: () => boolean) => {
      for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
      return check();
    };
    try {
      expect(pool.draftThreads).toBe(0);
      const first = await pool.write(input);
      expect(pool.draftThreads).toBe(1);
      expect(await waitFor(() => pool.draftThreads === 0)).toBe(true);
      const again = await pool.write(input);
      expect(again.output.text).toBe(first.output.text);
      // A warm-up after the pool ended starts it again.
      expect(await waitFor(() => pool.draftThreads === 0)).toBe(true);
      expect(await pool.warm()).toBe(1);
      expect(pool.draftThreads).toBe(1);
      // Closed (the app shutting down), a late warm-up starts nothing.
      await pool.close();
      expect(await pool.warm()).toBe(0);
      expect(pool.draftThreads).toBe(0);
    } finally {
      await pool.close();
    }
  });
});

describe('worker pool time limits of drafts and analyses', () => {
  const slowWorker = new URL('../../test/fixtures/slow-worker.mjs', import.meta.url).href;
  const draft = (ms: number) =>
    ({ prompt: 'x', contentType: 'email', length: 'small', language: 'en', seed: ms, voice: {} }) as never;

  it("counts a draft's limit from when a worker starts it: drafts queued longer than the limit still finish", async () => {
    const pool = createWorkerPool(
      { workers: 1, timeoutMs: 5000 },
      { workerUrl: slowWorker, limits: { writeMs: 400 } },
    );
    try {
      // One thread, three drafts of 250 ms each: the third waits ≈ 500 ms, past the limit, and runs 250 ms.
      const results = await Promise.allSettled([
        pool.write(draft(250)),
        pool.write(draft(250)),
        pool.write(draft(250)),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      // A draft that runs past the limit is ended.
      await expect(pool.write(draft(1500))).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });

  it("counts an analysis's limit from when a worker starts it", async () => {
    const pool = createWorkerPool(
      { workers: 1, timeoutMs: 5000 },
      { workerUrl: slowWorker, limits: { analyzeMs: 400 } },
    );
    const analysis = (ms: number) => pool.analyze([{ id: String(ms), input: [] }]);
    try {
      const results = await Promise.allSettled([analysis(250), analysis(250), analysis(250)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      await expect(analysis(1500)).rejects.toThrow();
    } finally {
      await pool.close();
    }
  });
});

/** The nice value of each thread of this process, from /proc (Linux). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name's closing parenthesis; the nice value is the 19th field of the line.
      return [Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    } catch {
      return []; // a thread that ended while being read
    }
  });
}

describe.runIf(process.platform === 'linux')('worker pool thread priorities (decision 042)', () => {
  it('runs extraction threads at nice 10 and draft threads at nice 5, and leaves the calling thread alone', async () => {
    const before = os.getPriority();
    const pool = createWorkerPool({ workers: 1, timeoutMs: 5000 });
    try {
      expect(threadNiceValues()).not.toContain(10);
      expect(
        await pool.extract(encode('Hello there. I write short notes every week.'), 'a.txt'),
      ).toMatchObject({
        ok: true,
      });
      expect(threadNiceValues()).toContain(10);
      expect(threadNiceValues()).not.toContain(5);
      expect(await pool.warm()).toBe(1);
      expect(threadNiceValues()).toContain(5);
      expect(os.getPriority()).toBe(before);
    } finally {
      await pool.close();
    }
  });
});

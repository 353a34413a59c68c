/**
 * Work the worker pool ends at its time limit answers a clear, localised error, never a 500 (issue #20):
 * an analysis → 503 ANALYSIS_TIMEOUT with Retry-After, a built-in draft → 504 PROVIDER_TIMEOUT with the
 * unit refunded, an extraction → the file stored as failed with the TIMEOUT message. The pool's workers
 * are swapped for ones that never finish, with time limits of a few milliseconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { catalogues } from '../src/i18n/messages.js';
import { createWorkerPool, type WorkerPool } from '../src/worker-pool/pool.js';
import { prose, txt } from './documents.js';
import { userWithProfile } from './generation.js';
import { dbTargets, startServer, type TestServer } from './helpers.js';

const stuckWorker = new URL('./fixtures/stuck-worker.mjs', import.meta.url).href;

/** The real pool until `stuck` is set; then a pool whose analyses, drafts and extractions never finish. */
function switchablePool() {
  const voice = loadConfig({}).voice;
  const real = createWorkerPool({ ...voice, workers: 1 });
  const never = createWorkerPool(
    { ...voice, workers: 1, timeoutMs: 50 },
    { workerUrl: stuckWorker, graceMs: 10, limits: { analyzeMs: 50, writeMs: 50 } },
  );
  let stuck = false;
  const pick = () => (stuck ? never : real);
  const pool: WorkerPool = {
    extract: (bytes, filename) => pick().extract(bytes, filename),
    analyze: (documents) => pick().analyze(documents),
    write: (input, signal) => pick().write(input, signal),
    generic: (input, signal) => pick().generic(input, signal),
    get threads() {
      return pick().threads;
    },
    warm: () => real.warm(),
    async close() {
      await Promise.all([real.close(), never.close()]);
    },
  };
  return {
    pool,
    setStuck(value: boolean) {
      stuck = value;
    },
  };
}

describe.each(dbTargets)('time limits of the worker pool (%s)', (target) => {
  let server: TestServer;
  const pools = switchablePool();

  beforeAll(async () => {
    server = await startServer(target, { LLM_PROVIDER: 'builtin' }, undefined, {
      deps: { pool: pools.pool },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a timed-out analysis with 503 ANALYSIS_TIMEOUT, localised, and a timed-out draft with 504 PROVIDER_TIMEOUT at no cost', async () => {
    pools.setStuck(false);
    const { client } = await userWithProfile(server, { lang: 'de' });
    pools.setStuck(true);
    try {
      const analysis = await client.post<{ code: string; error: string }>('/voice-profile/analyze');
      expect(analysis.status).toBe(503);
      expect(analysis.body.code).toBe('ANALYSIS_TIMEOUT');
      expect(analysis.body.error).toBe(catalogues.de.errors.ANALYSIS_TIMEOUT);
      expect(Number(analysis.headers.get('retry-after'))).toBeGreaterThan(0);

      const before = await client.get<{ quota: { remaining: number } }>('/content/quota');
      const draft = await client.post<{ code: string; error: string }>('/content/generate', {
        prompt: 'A short note to our readers about the new opening hours',
        content_type: 'email',
        length: 'small',
        language: 'German',
      });
      expect(draft.status).toBe(504);
      expect(draft.body).toEqual({ code: 'PROVIDER_TIMEOUT', error: catalogues.de.errors.PROVIDER_TIMEOUT });
      const after = await client.get<{ quota: { remaining: number } }>('/content/quota');
      expect(after.body.quota.remaining).toBe(before.body.quota.remaining);
    } finally {
      pools.setStuck(false);
    }
  });

  it('stores a file whose extraction timed out as failed, with the TIMEOUT message, not a 500', async () => {
    const { client } = await userWithProfile(server, { lang: 'fr' });
    pools.setStuck(true);
    try {
      const up = await client.upload<{ uploaded_files: { status: string; error: string | null }[] }>([
        { name: 'slow.txt', bytes: txt(prose(2000)) },
      ]);
      expect(up.status).toBeLessThan(500);
      // Extraction is a job (decision 028): the file is failed once its job has run.
      await server.app.ctx.jobs.idle(60_000);
      const files = await client.get<{ files: { filename: string; status: string; error: string | null }[] }>(
        '/files',
      );
      const slow = files.body.files.find((f) => f.filename === 'slow.txt');
      expect(slow).toMatchObject({ status: 'failed', error: catalogues.fr.extract.TIMEOUT });
    } finally {
      pools.setStuck(false);
    }
  });
});

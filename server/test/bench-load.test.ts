/**
 * `bench:load --short` (issue #23, "Measured") runs to its end on PGlite (and on PostgreSQL with
 * TEST_DATABASE_URL): the server starts in its own process, the mixed workload, the uploads and the history
 * reader all answer, and the figures are numbers. Its timings are not checked here (CI machines differ).
 */
import { describe, expect, it } from 'vitest';
import { markdown, runLoad, SHORT } from '../bench/load.js';
import { dbTargets, workerDatabaseUrl } from './helpers.js';

describe('bench:load --short', () => {
  it('completes on each database and prints sane figures', async () => {
    const databases = await Promise.all(
      dbTargets.map((t) => (t === 'postgres' ? workerDatabaseUrl() : undefined)),
    );
    const result = await runLoad({ ...SHORT, databases, log: () => {} });
    expect(result.runs.map((r) => r.database)).toEqual(dbTargets);
    for (const run of result.runs) {
      for (const c of SHORT.connections) {
        const f = run.mixed[String(c)]!;
        expect(f.bare.rps).toBeGreaterThan(0);
        expect(f.mixed.rps).toBeGreaterThan(0);
        expect(f.mixed.errors).toBe(0);
        expect(f.mixed.p99).toBeGreaterThanOrEqual(f.mixed.p50);
        expect(f.ratio).toBeGreaterThan(0);
      }
      expect(run.uploads.statuses).toEqual(Array(SHORT.uploadUsers).fill(201));
      expect(run.uploads.reader.n).toBeGreaterThan(0);
      expect(run.uploads.reader.errors).toBe(0);
      expect(run.uploads.reader.p99).toBeGreaterThanOrEqual(run.uploads.reader.p50);
      if (process.platform === 'linux') {
        expect(run.rssMB.idle).toBeGreaterThan(20);
        expect(run.rssMB.peak).toBeGreaterThanOrEqual(run.rssMB.after);
      }
    }
    expect(markdown(result)).toContain('| pglite | 16 |');
  }, 600_000);
});

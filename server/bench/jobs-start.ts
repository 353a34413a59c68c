/**
 * What the job queue adds to a start (decision 027): opening the database (with its migrations) and then
 * pg-boss's prepare (its schema, the queues, the schedules) and start (handlers, maintenance, cron), on PGlite
 * with a new and an existing data folder, and on PostgreSQL when DATABASE_URL is set. `npm run bench:jobs-start`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { createJobs } from '../src/jobs/runtime.js';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
} as unknown as import('fastify').FastifyBaseLogger;

async function once(label: string, databaseUrl: string | undefined, dataDir: string) {
  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir });
  const t1 = performance.now();
  const jobs = createJobs({ database, log: silent, work: true });
  for (const name of ['mail', 'sweep', 'extract', 'analyze']) jobs.define(name, async () => {});
  jobs.schedule('sweep', '17 * * * *');
  await jobs.prepare();
  const t2 = performance.now();
  await jobs.start();
  const t3 = performance.now();
  await jobs.stop(1000);
  await database.close();
  const ms = (a: number, b: number) => Math.round(b - a);
  console.log(
    `${label}: database ${ms(t0, t1)} ms, jobs prepare ${ms(t1, t2)} ms, jobs start ${ms(t2, t3)} ms`,
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-bench-jobs-'));
try {
  await once('PGlite, new data folder', undefined, dir);
  await once('PGlite, existing data folder', undefined, dir);
  if (process.env.DATABASE_URL) {
    await once('PostgreSQL, first start', process.env.DATABASE_URL, dir);
    await once('PostgreSQL, existing schema', process.env.DATABASE_URL, dir);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

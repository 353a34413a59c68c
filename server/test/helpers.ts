/**
 * Test helpers: an app on a real database (PGlite always, PostgreSQL when TEST_DATABASE_URL is set) served
 * over real HTTP, a cookie-keeping client, the mail outbox, and account factories.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { createMailer } from '../src/mail/transport.js';
import { Client, type TestServer } from './client.js';
import { createUser, signIn } from './factories.js';

export { Client, type Reply, STRONG_PASSWORD, type TestServer, uniqueEmail } from './client.js';

export type DbTarget = 'pglite' | 'postgres';
export const dbTargets: DbTarget[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

let workerDatabase: Promise<string> | undefined;

/**
 * One PostgreSQL database per Vitest worker (`<TEST_DATABASE_URL's database>_w<VITEST_WORKER_ID>`), created
 * on first use, so test files running in parallel never see each other's rows, rate-limit counters or mail
 * queue (two servers on one database share the queue: one could send the other's mail). VITEST_POOL_ID is
 * 1 in every worker of Vitest 4's forks pool; VITEST_WORKER_ID is unique per isolated test file.
 */
export function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `${url.pathname.slice(1)}_w${process.env.VITEST_WORKER_ID ?? '0'}`.replace(/[^\w]/g, '_');
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } catch (err) {
      if ((err as { code?: string }).code !== '42P04') throw err; // 42P04: it exists already
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

export async function startServer(
  target: DbTarget,
  env: Record<string, string> = {},
  setup?: (app: TestServer['app']) => void,
  opts: {
    logger?: import('fastify').FastifyBaseLogger;
    /** Test doubles of the app's dependencies: a generation engine, a clock, the SSE keep-alive interval, a worker pool, the wait for a generic baseline, the job queue and the waits of uploads and analyses. */
    deps?: Pick<
      import('../src/context.js').AppDeps,
      | 'engine'
      | 'now'
      | 'sseHeartbeatMs'
      | 'pool'
      | 'baselineWaitMs'
      | 'jobs'
      | 'uploadWaitMs'
      | 'analysisWaitMs'
    >;
    /** A database the test opened itself (e.g. through a TCP proxy it can cut); closed with the server. */
    database?: Database;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: 'http://app.inkprint.test',
    SUPPORT_EMAIL: 'support@inkprint.test',
    // Tests sign up many users from one address; tests of the per-client limits pass '1'.
    RATE_LIMIT_FACTOR: '1000',
    // The offline engine: no test downloads the local model (issue #22); a test that wants it passes LLM_PROVIDER.
    LLM_PROVIDER: 'builtin',
    ...env,
  });
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: target === 'postgres' ? await workerDatabaseUrl() : 'pglite:memory',
      dataDir,
    }));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir, log: silentLog });
  const app = await buildApp({
    ctx: { config, database, mailer, ...opts.deps },
    sessionSecret: 'test-secret-test-secret',
    logger: opts.logger,
  });
  setup?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    dataDir,
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const noop = () => {};
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  level: 'silent',
  silent: noop,
  child: () => silentLog,
} as unknown as import('fastify').FastifyBaseLogger;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
}

/** The `mail` jobs of one kind in pg-boss's table (any state), oldest first. */
export async function mailJobs(server: TestServer, kind: string) {
  const { rows } = await server.database.db.execute<{
    id: string;
    state: string;
    retry_count: number;
    start_after: Date;
    payload: Record<string, unknown>;
    output: unknown;
  }>(
    sql`SELECT id, state, retry_count, start_after, data->'payload' AS payload, output FROM pgboss.job
        WHERE name = 'mail' AND data->>'kind' = ${kind} ORDER BY created_on`,
  );
  return rows;
}

/** Every mail in the outbox (oldest first), parsed as a mail client would. */
export async function readOutbox(server: TestServer, to?: string): Promise<Mail[]> {
  await server.app.ctx.jobs.idle();
  const dir = path.join(server.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  const mails: Mail[] = [];
  for (const name of names) {
    const parsed = await simpleParser(readFileSync(path.join(dir, name)));
    const recipient = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
    mails.push({
      to: recipient ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      file: name,
    });
  }
  return to ? mails.filter((m) => m.to === to) : mails;
}

/** The token of the last link to `path` mailed to `to`. */
export async function lastToken(server: TestServer, to: string, linkPath: string): Promise<string> {
  const mails = await readOutbox(server, to);
  for (const mail of mails.reverse()) {
    const m = mail.text.match(new RegExp(`${linkPath}\\?token=([\\w-]+)`));
    if (m?.[1]) return m[1];
  }
  throw new Error(`no ${linkPath} link mailed to ${to}`);
}

/** A confirmed account and a client signed in to it (factories: no mail round trip). */
export async function signedInClient(server: TestServer, lang = 'en', client = new Client(server, lang)) {
  const user = await createUser(server, { language: lang });
  await signIn(server, user, client);
  return { client, email: user.email, user };
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { mailDeliveries } from '../src/db/schema/index.js';
import { createJobs } from '../src/jobs/runtime.js';
import { buildLimits } from '../src/lib/limits.js';
import { prose, txt } from './documents.js';
import { createUser } from './factories.js';
import { Client, dbTargets, STRONG_PASSWORD, type TestServer, uniqueEmail } from './helpers.js';
import { freshPostgresDatabase } from './support/databases.js';
import { recordingLog } from './support/log.js';
import {
  type InkprintProcess,
  runToExit,
  sharedEnv,
  startProcess,
  startSmtp,
  type TestSmtp,
} from './support/processes.js';

const LIMIT = 3;

describe('roles', () => {
  it('refuses a split role on the embedded database, with a clear configuration error', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-role-'));
    try {
      const { code, output } = await runToExit({
        INKPRINT_ROLE: 'web',
        DATA_DIR: dataDir,
        LLM_PROVIDER: 'builtin',
      });
      expect(code).toBe(1);
      expect(output).toContain('INKPRINT_ROLE=web needs DATABASE_URL to be a postgres:// URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// runIf: without PostgreSQL the suite is registered and skipped (a file with no suite fails the run).
describe.runIf(dbTargets.includes('postgres'))('two web processes and one worker on postgres', () => {
  let databaseUrl: string;
  let database: Database;
  let smtp: TestSmtp;
  let web1: InkprintProcess;
  let web2: InkprintProcess;
  let worker: InkprintProcess;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-multi-'));

  beforeAll(async () => {
    // A database of this file's own: every process of the test shares it, nothing else does.
    databaseUrl = (await freshPostgresDatabase('multi')).url;
    database = await openDatabase({ databaseUrl, dataDir });
    smtp = await startSmtp();
    const env = sharedEnv(databaseUrl, {
      SMTP_URL: smtp.url,
      RATE_LIMIT_FACTOR: '1',
      DAILY_GENERATION_LIMIT: String(LIMIT),
    });
    [web1, web2, worker] = await Promise.all([
      startProcess('web', env),
      startProcess('web', env),
      startProcess('worker', env),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([web1?.stop(), web2?.stop(), worker?.stop()]);
    await smtp?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const at = (p: InkprintProcess) => ({ url: p.url }) as TestServer;
  const shared = () => ({ database }) as TestServer;

  async function signedIn(p: InkprintProcess) {
    const user = await createUser(shared());
    const client = new Client(at(p));
    const r = await client.post('/auth/login', { email: user.email, password: STRONG_PASSWORD });
    expect(r.status).toBe(200);
    return { user, client };
  }

  /** The same browser (its cookie) pointed at another process. */
  function moved(client: Client, to: InkprintProcess) {
    const other = new Client(at(to));
    other.cookie = client.cookie;
    return other;
  }

  it('the worker serves only /api/health (and /metrics); the web processes serve the API', async () => {
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
    const config = await fetch(`${worker.url}/api/config`);
    expect(config.status).toBe(404);
    expect(((await config.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fetch(`${worker.url}/`)).status).toBe(404);
    expect((await fetch(`${web1.url}/api/config`)).status).toBe(200);
  });

  it('a session made on one web process works on the other', async () => {
    const { user, client } = await signedIn(web1);
    const me = await moved(client, web2).get<{ profile: { email: string } }>('/auth/profile');
    expect(me.status).toBe(200);
    expect(me.body.profile.email).toBe(user.email);
    expect((await moved(client, web2).post('/auth/logout')).status).toBe(200);
    expect((await client.get('/auth/profile')).status).toBe(401);
  });

  it('a rate limit counted on one web process applies on the other', async () => {
    const { max } = buildLimits(1).registerPerClient;
    for (let i = 0; i < max; i++) {
      const r = await new Client(at(i % 2 === 0 ? web1 : web2)).post('/auth/register', {
        email: uniqueEmail('limit'),
        password: STRONG_PASSWORD,
      });
      expect(r.status).toBe(201);
    }
    for (const p of [web1, web2]) {
      const refused = await new Client(at(p)).post('/auth/register', {
        email: uniqueEmail('limit'),
        password: STRONG_PASSWORD,
      });
      expect(refused.status).toBe(429);
    }
  });

  it('mail enqueued by a web process is delivered by the worker', async () => {
    const user = await createUser(shared());
    const r = await new Client(at(web2)).post('/auth/request-password-reset', { email: user.email });
    expect(r.status).toBe(200);
    await waitFor(() => smtp.received.some((m) => m.to === user.email), 30_000);
    const mails = smtp.received.filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(mails[0]?.raw ?? Buffer.alloc(0));
    expect(mail.text).toMatch(/\/reset-password\?token=/);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@inkprint\.mail>$/);
  });

  it('20 concurrent generations across both web processes never spend more than the daily limit', async () => {
    const { client, user } = await signedIn(web1);
    const up = await client.upload([{ name: 'writing.txt', bytes: txt(prose(6000)) }]);
    expect(up.status).toBe(201);
    expect((await client.post('/voice-profile/analyze')).status).toBe(201);
    const clients = [client, moved(client, web2)];
    const statuses: number[] = [];
    // One generation per user runs at a time (decision 015): the losers of a burst are BUSY or over quota.
    for (let round = 0; round < 2 * LIMIT + 2; round++) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          clients[i % 2]!.post<{ code?: string }>('/content/generate', {
            prompt: `Note ${i}`,
            length: 'small',
          }),
        ),
      );
      statuses.push(...replies.map((r) => r.status));
      if (!replies.some((r) => r.body.code === 'BUSY')) break;
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const { rows } = await database.db.execute<{ used: number }>(
      sql`SELECT coalesce(sum(used), 0)::int AS used FROM generation_usage WHERE user_id = ${user.id}`,
    );
    expect(rows[0]?.used).toBeLessThanOrEqual(LIMIT);
    const quota = await moved(client, web2).get<{ quota: { remaining: number } }>('/content/quota');
    expect(quota.body.quota.remaining).toBe(LIMIT - (rows[0]?.used ?? 0));
  }, 240_000);

  it('a mail is sent once when its worker dies right after the SMTP server accepted it', async () => {
    const user = await createUser(shared());
    // The test holds the job's row once it is taken, so the dying worker cannot mark it done.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    let jobId = '';
    smtp.beforeAccept = async () => {
      const { rows } = await holder.query(
        `SELECT id FROM pgboss.job WHERE name = 'mail' AND state = 'active' AND data->'payload'->>'email' = $1`,
        [user.email],
      );
      jobId = rows[0]?.id ?? '';
      await holder.query('BEGIN');
      await holder.query(`SELECT 1 FROM pgboss.job WHERE name = 'mail' AND id = $1 FOR UPDATE`, [jobId]);
    };
    try {
      const r = await new Client(at(web1)).post('/auth/request-password-reset', { email: user.email });
      expect(r.status).toBe(200);
      await waitFor(() => smtp.received.some((m) => m.to === user.email), 30_000);
      expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
      // The worker wrote its marker right after the send, then blocks on marking the job done: kill it there.
      await waitFor(async () => (await delivered(jobId)) === 1, 15_000);
      smtp.beforeAccept = undefined;
      await worker.kill();
      // Its connections go with it (PostgreSQL would notice the dead peer later; a waiting statement first).
      await holder.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      await holder.query('ROLLBACK');
      const [state] = (
        await holder.query(`SELECT state FROM pgboss.job WHERE name = 'mail' AND id = $1`, [jobId])
      ).rows;
      expect(state?.state).toBe('active');
      // Its expiry passes: the job is failed by timeout and due again at once.
      await holder.query(
        `UPDATE pgboss.job SET started_on = now() - interval '1 hour', retry_delay = 0, retry_backoff = false
           WHERE name = 'mail' AND id = $1`,
        [jobId],
      );
      // pg-boss's maintenance (run here rather than waiting a minute for a worker's) fails it by timeout.
      await createJobs({ database, log: recordingLog().logger, work: false }).boss.expire();
      // A new worker runs it again and finds the marker.
      worker = await startProcess(
        'worker',
        sharedEnv(databaseUrl, { SMTP_URL: smtp.url, RATE_LIMIT_FACTOR: '1' }),
      );
      await waitFor(async () => {
        const { rows } = await holder.query(`SELECT state FROM pgboss.job WHERE name = 'mail' AND id = $1`, [
          jobId,
        ]);
        return rows[0]?.state === 'completed';
      }, 60_000);
      // The log line may follow the job's end by a moment (pino writes asynchronously).
      await waitFor(
        () => worker.output().includes('mail already sent by an earlier run of this job'),
        10_000,
      );
      expect(smtp.received.filter((m) => m.to === user.email)).toHaveLength(1);
    } finally {
      smtp.beforeAccept = undefined;
      await holder.end();
    }
  }, 180_000);

  async function delivered(jobId: string) {
    const rows = await database.db.select().from(mailDeliveries).where(eq(mailDeliveries.jobId, jobId));
    return rows.length;
  }
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

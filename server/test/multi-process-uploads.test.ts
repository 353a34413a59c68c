import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { fileSections, files, fileUploads } from '../src/db/schema/index.js';
import { EXTRACT_JOB } from '../src/features/files/extraction.js';
import { createJobs } from '../src/jobs/runtime.js';
import { prose, txt } from './documents.js';
import { createUser } from './factories.js';
import { Client, dbTargets, STRONG_PASSWORD, type TestServer } from './helpers.js';
import { freshPostgresDatabase } from './support/databases.js';
import { recordingLog } from './support/log.js';
import { type InkprintProcess, sharedEnv, startProcess } from './support/processes.js';

interface FileBody {
  id: string;
  status: string;
  total_words: number;
  content_sections: number;
}

// runIf, not each over a filtered list: without PostgreSQL the suite is registered and skipped, not absent
// (a file with no suite fails the run).
describe.runIf(dbTargets.includes('postgres'))(
  'uploads across a web process and a worker on postgres',
  () => {
    let databaseUrl: string;
    let database: Database;
    let web: InkprintProcess;
    let worker: InkprintProcess;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inkprint-multi-uploads-'));
    // The web process answers at once: what is tested is who extracts, not the answer's wait.
    const env = () => sharedEnv(databaseUrl, { UPLOAD_WAIT_MS: '0' });

    beforeAll(async () => {
      databaseUrl = (await freshPostgresDatabase('uploads')).url;
      database = await openDatabase({ databaseUrl, dataDir });
      [web, worker] = await Promise.all([startProcess('web', env()), startProcess('worker', env())]);
    }, 180_000);

    afterAll(async () => {
      await Promise.all([web?.stop(), worker?.stop()]);
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function signedIn() {
      const user = await createUser({ database } as TestServer);
      const client = new Client({ url: web.url } as TestServer);
      expect(
        (await client.post('/auth/login', { email: user.email, password: STRONG_PASSWORD })).status,
      ).toBe(200);
      return { user, client };
    }

    async function listed(client: Client) {
      return (await client.get<{ files: FileBody[] }>('/files')).body.files;
    }

    async function until(check: () => Promise<boolean>, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 100));
      }
    }

    const bytesLeft = async (userId: string) =>
      (await database.db.select({ n: count() }).from(fileUploads).where(eq(fileUploads.userId, userId)))[0]
        ?.n;

    it('an upload made through the web process is extracted by the worker', async () => {
      const { user, client } = await signedIn();
      const res = await client.upload<{ uploaded_files: FileBody[] }>([
        { name: 'post.txt', bytes: txt(prose(3000)) },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.uploaded_files[0]?.status).toBe('processing');
      await until(async () => (await listed(client))[0]?.status === 'completed', 60_000);
      expect((await listed(client))[0]?.total_words).toBeGreaterThan(400);
      expect(await bytesLeft(user.id)).toBe(0);
      // The worker ran the job; the web process runs none.
      await until(async () => worker.output().includes(`"jobName":"${EXTRACT_JOB}"`), 10_000);
      expect(web.output()).not.toContain(`"jobName":"${EXTRACT_JOB}"`);
    }, 120_000);

    it('a worker killed mid-extraction: the job runs again after its expiry and the file ends completed, stored once', async () => {
      const { user, client } = await signedIn();
      // About 1.5 MB of prose: seconds of extraction, so the worker is killed while it reads.
      const res = await client.upload<{ uploaded_files: FileBody[] }>([
        { name: 'book.txt', bytes: txt(prose(1_500_000).slice(0, 1_500_000)) },
      ]);
      expect(res.status).toBe(201);
      const id = res.body.uploaded_files[0]!.id;
      // The run has begun once it counted itself on the bytes' row.
      await until(async () => {
        const [row] = await database.db.select().from(fileUploads).where(eq(fileUploads.fileId, id));
        return (row?.attempts ?? 0) >= 1;
      }, 60_000);
      await worker.kill();
      const [mid] = await database.db.select().from(files).where(eq(files.id, id));
      expect(mid?.status).toBe('processing');
      expect(await bytesLeft(user.id)).toBe(1);

      // Its expiry passes (run here rather than waiting for it): the job is failed by timeout and due again.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          `UPDATE pgboss.job SET started_on = now() - interval '1 hour', retry_delay = 0, retry_backoff = false
           WHERE name = $1 AND state = 'active'`,
          [EXTRACT_JOB],
        );
      } finally {
        await admin.end();
      }
      await createJobs({ database, log: recordingLog().logger, work: false }).boss.expire();
      worker = await startProcess('worker', env());

      await until(
        async () => (await listed(client)).find((f) => f.id === id)?.status === 'completed',
        120_000,
      );
      const file = (await listed(client)).find((f) => f.id === id)!;
      const [sections] = await database.db
        .select({ n: count() })
        .from(fileSections)
        .where(eq(fileSections.fileId, id));
      expect(sections?.n).toBe(file.content_sections);
      expect(file.total_words).toBeGreaterThan(200_000);
      expect(await bytesLeft(user.id)).toBe(0);
    }, 300_000);
  },
);

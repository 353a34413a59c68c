/**
 * Uploads and analysis as jobs (issue #23, decision 028), with a queue the test runs by hand, on each
 * database: what the calls answer while no worker has taken their jobs (files `processing`, a queued
 * analysis and its 202), what one run of each job does (the file `completed` or `failed`, its bytes dropped,
 * stored once when it runs again; the analysis's stages, its profile, its refusals on the run), and the
 * limits checked when the batch is stored.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSections, files, fileUploads } from '../src/db/schema/index.js';
import { EXTRACT_JOB, REQUEUE_STUCK_JOB } from '../src/features/files/extraction.js';
import { ANALYZE_JOB } from '../src/features/voice-profile/service.js';
import { pdf, prose, txt } from './documents.js';
import { createFile } from './factories.js';
import { dbTargets, signedInClient, startServer, type TestServer } from './helpers.js';
import { type ManualJobs, manualJobs } from './support/manual-jobs.js';

interface FileBody {
  id: string;
  status: string;
  total_words: number;
  error: string | null;
  processed_at: string | null;
}
interface RunBody {
  id: string;
  state: string;
  stage: string | null;
  percent: number;
  error: { code: string; error: string; prose_words?: number; prose_words_needed?: number } | null;
  finished_at: string | null;
}

const TEXT = prose(3000);
const ASYNC = { prefer: 'respond-async' };

async function uploadsOf(server: TestServer, userId: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(fileUploads)
    .where(eq(fileUploads.userId, userId));
  return row?.n ?? 0;
}

async function sectionsOf(server: TestServer, fileId: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(fileSections)
    .where(eq(fileSections.fileId, fileId));
  return row?.n ?? 0;
}

describe.each(dbTargets)('uploads and analysis as jobs on %s', (target) => {
  let server: TestServer;
  let jobs: ManualJobs;
  beforeAll(async () => {
    jobs = manualJobs();
    server = await startServer(target, {}, undefined, {
      deps: { jobs, uploadWaitMs: 300, analysisWaitMs: 10_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 201 with the files processing, keeps their bytes until a job extracts them, then drops them', async () => {
    const { client, user } = await signedInClient(server);
    const res = await client.upload<{ uploaded_files: FileBody[]; voice_profile_reset: boolean }>([
      { name: 'post.txt', bytes: txt(TEXT) },
      { name: 'brochure.pdf', bytes: pdf(TEXT) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.uploaded_files.map((f) => [f.status, f.total_words, f.processed_at, f.error])).toEqual([
      ['processing', 0, null, null],
      ['processing', 0, null, null],
    ]);
    expect(jobs.sent.map((j) => j.name)).toEqual([EXTRACT_JOB, EXTRACT_JOB]);
    expect(await uploadsOf(server, user.id)).toBe(2);
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files.map((f) => f.status)).toEqual(['processing', 'processing']);

    const sent = [...jobs.sent];
    expect(await jobs.drain()).toBe(2);
    const after = await client.get<{ files: FileBody[] }>('/files');
    for (const file of after.body.files) {
      expect(file.status).toBe('completed');
      expect(file.total_words).toBeGreaterThan(400);
      expect(file.processed_at).not.toBeNull();
    }
    expect(await uploadsOf(server, user.id)).toBe(0);

    // A worker that died after storing: the job runs again and stores nothing twice.
    const id = after.body.files[0]!.id;
    const sections = await sectionsOf(server, id);
    expect(sections).toBeGreaterThan(0);
    for (const job of sent) await jobs.runAgain(job.name, job.data, { retryCount: 1 });
    expect(await sectionsOf(server, id)).toBe(sections);
    expect((await client.get<{ files: FileBody[] }>('/files')).body.files).toEqual(after.body.files);
  });

  it('fails a damaged file with its reason in the reader’s language, and drops its bytes', async () => {
    const { client, user } = await signedInClient(server, 'fr');
    const broken = pdf(TEXT).slice(0, 300);
    const res = await client.upload<{ uploaded_files: FileBody[] }>([{ name: 'broken.pdf', bytes: broken }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.uploaded_files[0]?.status).toBe('processing');
    await jobs.drain();
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files[0]).toMatchObject({
      status: 'failed',
      error: 'Ce fichier est endommagé ou n’a pas pu être lu.',
    });
    expect(await uploadsOf(server, user.id)).toBe(0);
  });

  it('fails a file whose runs keep ending their worker, after three tries, instead of retrying it forever', async () => {
    const { client, user } = await signedInClient(server);
    expect((await client.upload([{ name: 'poison.txt', bytes: txt(TEXT) }])).status).toBe(201);
    const [job] = jobs.sent.splice(0);
    // Three runs that began and never ended (the worker died each time).
    const fileId = (job!.data as { fileId: string }).fileId;
    await server.database.db.update(fileUploads).set({ attempts: 3 }).where(eq(fileUploads.fileId, fileId));
    await jobs.runAgain(job!.name, job!.data, { retryCount: 3 });
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files[0]).toMatchObject({
      status: 'failed',
      error: 'This file could not be read because of an error on our side. Please try again.',
    });
    expect(await uploadsOf(server, user.id)).toBe(0);
  });

  it('queues a file left processing by a job that gave up again, and it completes: nothing uploaded is lost', async () => {
    const { client, user } = await signedInClient(server);
    expect((await client.upload([{ name: 'outage.txt', bytes: txt(TEXT) }])).status).toBe(201);
    // Its job failed every try (a database outage) and is gone; the file is still processing with its bytes.
    const [lost] = jobs.sent.splice(0);
    const fileId = (lost!.data as { fileId: string }).fileId;
    await jobs.runAgain(REQUEUE_STUCK_JOB, {});
    expect(jobs.sent).toEqual([]); // younger than an hour: its job may still be waiting
    await server.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(files.id, fileId));
    await jobs.runAgain(REQUEUE_STUCK_JOB, {});
    expect(jobs.sent.map((j) => [j.name, j.data])).toEqual([[EXTRACT_JOB, { fileId }]]);
    await jobs.drain();
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files[0]).toMatchObject({ id: fileId, status: 'completed' });
    expect(await uploadsOf(server, user.id)).toBe(0);
  });

  it('a file deleted while it waits is never extracted, and its bytes go with it', async () => {
    const { client, user } = await signedInClient(server);
    const res = await client.upload<{ uploaded_files: FileBody[] }>([{ name: 'gone.txt', bytes: txt(TEXT) }]);
    const id = res.body.uploaded_files[0]!.id;
    expect((await client.delete(`/files/${id}`)).status).toBe(200);
    expect(await uploadsOf(server, user.id)).toBe(0);
    await jobs.drain();
    expect((await client.get<{ files: FileBody[] }>('/files')).body.files).toEqual([]);
  });

  it('fails a file that would take the account past its words, checked when it is extracted', async () => {
    const { client, user } = await signedInClient(server, 'it');
    // 499,990 words stored already: a file of about 500 more is over the account's 500,000.
    await createFile(server, user);
    await server.database.db.update(files).set({ totalWords: 499_990 }).where(eq(files.userId, user.id));
    expect((await client.upload([{ name: 'more.txt', bytes: txt(TEXT) }])).status).toBe(201);
    await jobs.drain();
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files[0]).toMatchObject({
      status: 'failed',
      total_words: 0,
      error:
        'Con questo file i tuoi file conterrebbero in tutto più di 500.000 parole di testo. Elimina un file o caricane uno più breve.',
    });
  });

  it('queues an analysis: 202 with the run, BUSY while it waits, then the job stores the profile', async () => {
    const { client } = await signedInClient(server);
    expect((await client.upload([{ name: 'post.txt', bytes: txt(TEXT) }])).status).toBe(201);
    await jobs.drain();
    // A client that follows the run itself asks for no wait (RFC 7240).
    const res = await client.post<{ run: RunBody; message: string }>('/voice-profile/analyze', undefined, {
      prefer: 'respond-async',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.headers.get('location')).toBe('/api/voice-profile/analysis');
    expect(res.body.run).toMatchObject({ state: 'queued', stage: null, percent: 0, error: null });
    expect(res.body.message).toBe('Your writing is being analyzed. This page shows the progress.');
    expect(jobs.sent).toEqual([
      { name: ANALYZE_JOB, data: expect.any(Object), singletonKey: expect.any(String) },
    ]);

    const busy = await client.post('/voice-profile/analyze', undefined, { prefer: 'respond-async' });
    expect(busy.status).toBe(429);
    expect(busy.body.code).toBe('BUSY');
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(jobs.sent).toHaveLength(1);

    await jobs.drain();
    const run = await client.get<{ run: RunBody }>('/voice-profile/analysis');
    expect(run.body.run).toMatchObject({ id: res.body.run.id, state: 'done', percent: 100, error: null });
    expect(run.body.run.finished_at).not.toBeNull();
    expect((await client.get('/voice-profile')).body.has_profile).toBe(true);
  });

  it('answers 201 with the profile when the job ends within the wait, as before', async () => {
    const { client } = await signedInClient(server);
    expect((await client.upload([{ name: 'post.txt', bytes: txt(TEXT) }])).status).toBe(201);
    await jobs.drain();
    const pending = client.post<{ profile: unknown; message: string }>('/voice-profile/analyze', undefined);
    // The worker takes the job once the run is stored (committed).
    for (
      let i = 0;
      i < 50 && (await client.get<{ run: RunBody | null }>('/voice-profile/analysis')).body.run === null;
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await jobs.drain();
    const res = await pending;
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Voice profile created successfully! You can now generate content.');
    expect(res.body.profile).toBeTruthy();
  });

  it('keeps the analysis’s refusals: NOT_ENOUGH_PROSE on the run with its figures, NO_USABLE_FILES at once', async () => {
    const { client } = await signedInClient(server, 'de');
    const none = await client.post('/voice-profile/analyze');
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('NO_USABLE_FILES');

    const short = 'We planted the beans early this year, and the rain came just in time. '.repeat(6);
    expect((await client.upload([{ name: 'short.txt', bytes: txt(short) }])).status).toBe(201);
    await jobs.drain();
    expect((await client.post('/voice-profile/analyze', undefined, ASYNC)).status).toBe(202);
    await jobs.drain();
    const run = await client.get<{ run: RunBody }>('/voice-profile/analysis');
    expect(run.body.run).toMatchObject({
      state: 'failed',
      error: {
        code: 'NOT_ENOUGH_PROSE',
        prose_words: 84,
        prose_words_needed: 300,
        error:
          'Noch nicht genug zusammenhängender Text: Ihr Stilprofil braucht mindestens 300 Wörter in ganzen Sätzen, Ihre Dateien enthalten 84. Fügen Sie noch etwa 216 hinzu; Überschriften, Befehle, Listen und Sonderzeichen zählen nicht.',
      },
    });
    // A failed run does not block the next one.
    expect((await client.post('/voice-profile/analyze', undefined, ASYNC)).status).toBe(202);
    await jobs.drain();
  });

  it('an analysis asked for while a file is still processing waits for it, and learns from it', async () => {
    const { client, user } = await signedInClient(server);
    expect((await client.upload([{ name: 'a.txt', bytes: txt(TEXT) }])).status).toBe(201);
    expect((await client.post('/voice-profile/analyze', undefined, ASYNC)).status).toBe(202);
    // The analysis job first, the extraction after: the analysis sees the file processing and waits.
    const [extraction, analysis] = jobs.sent.splice(0);
    const analysed = jobs.runAgain(analysis!.name, analysis!.data);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const waiting = await client.get<{ run: RunBody }>('/voice-profile/analysis');
    expect(waiting.body.run).toMatchObject({ state: 'running', stage: 'waiting_files', percent: 5 });
    await jobs.runAgain(extraction!.name, extraction!.data);
    await analysed;
    const profile = await client.get<{ analysis: { files_analyzed: number } }>('/voice-profile');
    expect(profile.body.analysis.files_analyzed).toBe(1);
    const [row] = await server.database.db.select().from(files).where(eq(files.userId, user.id));
    expect(row?.status).toBe('completed');
  });
});

describe.runIf(dbTargets.includes('postgres'))('upload limits across two processes on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // Two app instances, each with its own upload turns: only the database orders them.
    a = await startServer('postgres', {}, undefined, { deps: { jobs: manualJobs(), uploadWaitMs: 0 } });
    b = await startServer('postgres', {}, undefined, { deps: { jobs: manualJobs(), uploadWaitMs: 0 } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('never stores six files, nor more than 10 MB, when two processes take one account’s uploads at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { client: onA, user } = await signedInClient(a);
      const onB = new (onA.constructor as typeof import('./helpers.js').Client)(b);
      onB.cookie = onA.cookie;
      const three = (tag: string) =>
        Array.from({ length: 3 }, (_, i) => ({ name: `${tag}${i}.txt`, bytes: txt(prose(2000, round + i)) }));
      const replies = await Promise.all([onA.upload(three('a')), onB.upload(three('b'))]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(replies.map((r) => r.body.code)).toContain('TOO_MANY_FILES');
      const [stored] = await a.database.db
        .select({ n: count() })
        .from(files)
        .where(eq(files.userId, user.id));
      expect(stored?.n).toBe(3);

      const { client: c, user: u2 } = await signedInClient(a);
      const d = new (c.constructor as typeof import('./helpers.js').Client)(b);
      d.cookie = c.cookie;
      await createFile(a, u2, { fileSize: 3.5 * 1024 * 1024 });
      const big = (seed: number) => [
        { name: 'big.txt', bytes: txt(prose(300_000, seed).padEnd(3.5 * 1024 * 1024, ' ')) },
      ];
      const racing = await Promise.all([c.upload(big(round + 1)), d.upload(big(round + 2))]);
      expect(racing.map((r) => r.status).sort()).toEqual([201, 413]);
      expect(racing.map((r) => r.body.code)).toContain('TOTAL_SIZE_EXCEEDED');
      const sizes = await a.database.db
        .select({ size: files.fileSize })
        .from(files)
        .where(eq(files.userId, u2.id));
      expect(sizes.reduce((sum, r) => sum + r.size, 0)).toBe(7 * 1024 * 1024);
    }
  });
});

describe.each(dbTargets)('uploads and analysis through the job runtime on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    // The defaults: an upload waits 5 s for its files, an analysis 10 s.
    server = await startServer(target, { EXTRACT_WORKERS: '2' });
    // A first upload starts the pool's threads (seconds on a busy machine); what follows is measured warm.
    // Two files, so both threads start: one stays up idle, a second starts on demand (decision 036).
    const { client } = await signedInClient(server);
    await client.upload([
      { name: 'warm-1.txt', bytes: txt(prose(500)) },
      { name: 'warm-2.pdf', bytes: pdf(prose(500, 2)) },
    ]);
    await server.app.ctx.jobs.idle();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a small upload lands completed within the wait, and no byte of it is left stored', async () => {
    const { client, user } = await signedInClient(server);
    const started = Date.now();
    const res = await client.upload<{ uploaded_files: FileBody[] }>([
      { name: 'a.txt', bytes: txt(TEXT) },
      { name: 'b.pdf', bytes: pdf(TEXT) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.uploaded_files.map((f) => f.status)).toEqual(['completed', 'completed']);
    expect(Date.now() - started).toBeLessThan(5_000 + 2_000);
    expect(await uploadsOf(server, user.id)).toBe(0);
  });

  it('a slow file answers 201 processing at the end of the wait, then completes on its own', async () => {
    const { client, user } = await signedInClient(server);
    const voice = server.app.ctx.pool;
    const extract = voice.extract;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    voice.extract = async (bytes, filename) => {
      await gate;
      return extract.call(voice, bytes, filename);
    };
    try {
      const res = await client.upload<{ uploaded_files: FileBody[] }>([
        { name: 'slow.txt', bytes: txt(TEXT) },
      ]);
      expect(res.status).toBe(201);
      expect(res.body.uploaded_files[0]?.status).toBe('processing');
      expect(await uploadsOf(server, user.id)).toBe(1);
      release();
      await server.app.ctx.jobs.idle();
    } finally {
      voice.extract = extract;
    }
    const listed = await client.get<{ files: FileBody[] }>('/files');
    expect(listed.body.files[0]).toMatchObject({ status: 'completed' });
    expect(listed.body.files[0]?.total_words).toBeGreaterThan(400);
    expect(await uploadsOf(server, user.id)).toBe(0);
  });

  it('an analysis runs as a job: 201 with the profile within the wait, its run done at 100 %', async () => {
    const { client } = await signedInClient(server);
    expect((await client.upload([{ name: 'post.txt', bytes: txt(TEXT) }])).status).toBe(201);
    const res = await client.post<{ profile: unknown; analysis: { files_analyzed: number } }>(
      '/voice-profile/analyze',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.analysis.files_analyzed).toBe(1);
    const run = await client.get<{ run: RunBody }>('/voice-profile/analysis');
    expect(run.body.run).toMatchObject({ state: 'done', percent: 100, stage: null, error: null });
  });

  it('an analysis that runs past its time limit answers 503 ANALYSIS_TIMEOUT from the job, and BUSY while it runs', async () => {
    const { client } = await signedInClient(server);
    expect((await client.upload([{ name: 'post.txt', bytes: txt(TEXT) }])).status).toBe(201);
    const voice = server.app.ctx.pool;
    const analyze = voice.analyze;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    voice.analyze = async () => {
      await gate;
      throw new DOMException('The task ran past its time limit', 'TimeoutError');
    };
    try {
      const first = client.post('/voice-profile/analyze');
      // While the job runs, a second call is BUSY.
      let busy = await client.post('/voice-profile/analyze', undefined, ASYNC);
      for (let i = 0; i < 50 && busy.status !== 429; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        busy = await client.post('/voice-profile/analyze', undefined, ASYNC);
      }
      expect(busy.body.code).toBe('BUSY');
      const progress = await client.get<{ run: RunBody }>('/voice-profile/analysis');
      expect(['queued', 'running']).toContain(progress.body.run.state);
      release();
      const res = await first;
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('ANALYSIS_TIMEOUT');
      expect(res.headers.get('retry-after')).toBe('60');
    } finally {
      release();
      voice.analyze = analyze;
    }
  });
});

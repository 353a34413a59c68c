/**
 * The built-in engine in the server writes its drafts in the worker pool (decision record 010), so the event
 * loop stays free: a health check is answered while large drafts are being written, and a client that
 * cancels ends the worker task (the pool's `write` rejects) with the quota refunded and nothing stored.
 * The app's own pool is observed through its `write` method (the engine calls it on the pool object).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../src/db/schema/index.js';
import { type Deferred, deferred, openStream, userWithProfile } from '../generation.js';
import { dbTargets, startServer, type TestServer } from '../helpers.js';

describe.each(dbTargets)('built-in engine in the worker pool on %s', (target) => {
  let server: TestServer;
  /** Drafts handed to the pool and not settled yet. */
  let inFlight = 0;
  let started: Deferred = deferred();
  let outcomes: ('resolved' | string)[] = [];
  let settled: Deferred = deferred();
  beforeAll(async () => {
    // One worker thread: a second draft queues behind the first, as on a busy machine.
    server = await startServer(target, { EXTRACT_WORKERS: '1', DAILY_GENERATION_LIMIT: '100' }, (app) => {
      const voice = app.ctx.pool;
      const write = voice.write.bind(voice);
      voice.write = async (input, signal) => {
        inFlight++;
        started.resolve();
        try {
          const draft = await write(input, signal);
          outcomes.push('resolved');
          return draft;
        } catch (err) {
          outcomes.push((err as { name?: string }).name ?? String(err));
          throw err;
        } finally {
          inFlight--;
          settled.resolve();
        }
      };
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const reset = () => {
    started = deferred();
    settled = deferred();
    outcomes = [];
  };

  it('answers a health check while large drafts are being written, then finishes them', async () => {
    // Two users: one user's second generation would be BUSY while the first runs (decision 015).
    const clients = [(await userWithProfile(server)).client, (await userWithProfile(server)).client];
    reset();
    const body = { prompt: 'Tell our readers why we moved the workshop to Saturdays', length: 'large' };
    // Not awaited: the stream's headers may come with its first piece, after the draft.
    const opening = clients.map((client) => openStream(client, body));
    await started.promise;
    const health = await fetch(`${server.url}/api/health`);
    const draftsWhenHealthy = inFlight;
    expect(health.status).toBe(200);
    // The event loop answered while a draft was still in the worker: with the search on the main thread,
    // the health check would have waited for every queued draft to finish.
    expect(draftsWhenHealthy).toBeGreaterThan(0);
    const streams = await Promise.all(opening);
    await Promise.all(streams.map((s) => s.read(({ events }) => events.some((e) => e.event === 'done'))));
    for (const s of streams) {
      const deltas = s.events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text);
      const done = s.events.find((e) => e.event === 'done')?.data as {
        content: { generated_text: string; provider: string; word_count: number };
      };
      expect(done.content.provider).toBe('builtin');
      // No pretended stream (decision 026): the draft, done before any of it is final, comes as one delta.
      expect(deltas).toEqual([done.content.generated_text]);
    }
    expect(outcomes).toEqual(['resolved', 'resolved']);
  });

  it('ends the worker task when the client cancels: quota refunded, nothing stored', async () => {
    const { client, user } = await userWithProfile(server);
    const quota = async () =>
      (await client.get<{ quota: { generations_used: number } }>('/content/quota')).body.quota
        .generations_used;
    reset();
    const controller = new AbortController();
    const body = { prompt: 'Tell our readers why we moved the workshop to Saturdays', length: 'large' };
    const opening = openStream(client, body, { signal: controller.signal }).catch(() => undefined);
    await started.promise;
    controller.abort();
    await opening;
    await settled.promise;
    // piscina rejected the task (it terminated the thread running it) instead of handing back a draft.
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).not.toBe('resolved');
    let used = await quota();
    for (let i = 0; i < 100 && used !== 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      used = await quota();
    }
    expect(used).toBe(0);
    const [row] = await server.database.db
      .select({ n: count() })
      .from(generations)
      .where(eq(generations.userId, user.id));
    expect(row?.n).toBe(0);

    // The pool replaced the thread: the next draft is written.
    reset();
    const next = await openStream(client, { ...body, length: 'small' });
    await next.read(({ events }) => events.some((e) => e.event === 'done'));
    expect(next.events.at(-1)?.event).toBe('done');
    expect(outcomes).toEqual(['resolved']);
  });
});

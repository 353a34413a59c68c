/**
 * The worker pool: worker threads (piscina) for extraction and analysis, sized to the machine
 * (`EXTRACT_WORKERS`, default `os.availableParallelism()`), and, in a second piscina of the same size and
 * worker module, the built-in engine's drafts (`write`, decision record 010) and every generation's generic
 * baseline (`generic`, decision 023): a generation must not queue
 * behind a 10 MB upload's extraction. It is started on the first draft, or by `warm` when a user opens the
 * Generate screen (decisions 026 and 041), with one thread; more start on demand and stop after 30 s idle
 * (decision 036), and the pool ends whole after 5 minutes without a task (decision 041). Each extraction has the extractor's own budget
 * (`EXTRACT_TIMEOUT_MS`) and, behind it, a hard limit that terminates the worker thread: a parser stuck in
 * synchronous code cannot check its deadline, so only ending the thread frees the CPU. Decision record 008.
 */
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { Config } from '../config.js';
import type { BuiltinDraftInput } from '../engines/builtin.js';
import type { GenericInput, GenericScore } from '../engines/generic.js';
import { poolWorkerUrl } from '../paths.js';
import type {
  AnalyzeOutcome,
  AnalyzeTask,
  ExtractOutcome,
  ExtractTask,
  GenericTask,
  PoolWorkerData,
  WarmTask,
  WriteOutcome,
  WriteTask,
} from './worker.js';

/** Time given to the extractor past its own deadline to answer TIMEOUT itself before the thread is ended. */
const GRACE_MS = 2_000;
/** Analysis is linear in the corpus (≤ 500,000 words); this limit, from when it starts, only catches a runaway. */
const ANALYZE_LIMIT_MS = 120_000;
/** A draft is well under a second of CPU; this limit, from when it starts, only catches a runaway. */
const WRITE_LIMIT_MS = 60_000;
/** A thread beyond a pool's minimum stops after this long without a task. */
const IDLE_MS = 30_000;
/**
 * The draft pool ends whole after this long without a draft or baseline (decision 041): an idle server holds
 * no draft thread, and a user still on the Generate screen past it pays one thread start (the screen's quota
 * call warms the pool again when it is opened anew).
 */
const DRAFT_POOL_IDLE_MS = 5 * 60_000;
/**
 * Nice values of the pools' threads (Linux; decision 042). The event loop answers every request and it loses
 * the CPU to whichever thread is running when one of its writes wakes PostgreSQL: with uploads being read on
 * every core, even a 200-byte query write took 3–25 ms. Extraction and analysis are background work (a file
 * is `processing` meanwhile) and yield the most; a draft is what a user waits for, so it yields less.
 */
const EXTRACTION_NICE = 10;
const DRAFT_NICE = 5;

/**
 * A piscina pool created for its first task and ended whole once no task has run on it for `idleMs`
 * (decisions 036 and 041); the next task creates it again.
 */
function poolOnDemand(create: () => Piscina, idleMs: number) {
  let pool: Piscina | undefined;
  let running = 0;
  let idle: NodeJS.Timeout | undefined;
  let closed = false;
  return {
    get current() {
      return pool;
    },
    async run<T>(task: (pool: Piscina) => Promise<T>): Promise<T> {
      // After close() no pool starts again: a late warm-up would leave threads behind a closed app.
      if (closed) throw new Error('worker pool closed');
      clearTimeout(idle);
      running++;
      try {
        pool ??= create();
        return await task(pool);
      } finally {
        // A task that ends after close() (its pool destroyed under it) starts no timer.
        if (--running === 0 && !closed) {
          idle = setTimeout(() => {
            const ended = pool;
            pool = undefined;
            void ended?.destroy().catch(() => {});
          }, idleMs);
          idle.unref();
        }
      }
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      const ended = pool;
      pool = undefined;
      await ended?.destroy();
    },
  };
}

export interface WorkerPool {
  extract(bytes: Uint8Array, filename: string): Promise<ExtractOutcome>;
  /** Rejects with a TimeoutError (`isTaskTimeout`) when the analysis runs past its time limit. */
  analyze(documents: AnalyzeTask['documents']): Promise<AnalyzeOutcome>;
  /**
   * The built-in engine's draft in a worker thread. Aborting `signal` ends the task (piscina terminates its
   * thread, so the CPU is freed at once) and rejects with the signal's reason; past its time limit it
   * rejects with a TimeoutError (`isTaskTimeout`).
   */
  write(input: BuiltinDraftInput, signal?: AbortSignal): Promise<WriteOutcome>;
  /**
   * The generic baseline of a generation (generation/generic.ts) in the same threads as the drafts, with
   * the same limit and the same abort behaviour as `write`.
   */
  generic(input: GenericInput, signal?: AbortSignal): Promise<GenericScore>;
  /**
   * Starts the draft pool's first thread and has it load and run the offline writer once (decisions 026, 036
   * and 041), so the generation that follows does not wait for it. Resolves with the number of threads
   * warmed: 0 when the pool is up already (nothing to do) or the warm-up failed (the first draft then pays
   * for the start, as before). Never rejects.
   */
  warm(): Promise<number>;
  readonly threads: number;
  close(): Promise<void>;
}

export function createWorkerPool(
  voice: Config['voice'],
  opts: {
    log?: Pick<FastifyBaseLogger, 'error'>;
    /** Tests only: another worker module, a shorter grace. */
    workerUrl?: string;
    graceMs?: number;
    /** Tests only: shorter hard limits of an analysis and a draft. */
    limits?: { analyzeMs?: number; writeMs?: number };
    /** Tests only: how long a thread beyond the pools' minimum stays up idle (30 s). */
    idleMs?: number;
    /** Tests only: how long the draft pool lives without a task (5 min). */
    draftPoolIdleMs?: number;
  } = {},
): WorkerPool & { readonly draftThreads: number } {
  const idleMs = opts.idleMs ?? IDLE_MS;
  const graceMs = opts.graceMs ?? GRACE_MS;
  const limits = {
    analyzeMs: opts.limits?.analyzeMs ?? ANALYZE_LIMIT_MS,
    writeMs: opts.limits?.writeMs ?? WRITE_LIMIT_MS,
  };
  const filename = opts.workerUrl ?? poolWorkerUrl;
  // Started on the first file or analysis, not with the server (decision 029): a web process that never
  // extracts (INKPRINT_ROLE=web), or an instance between uploads, keeps the thread's ~30 MB. And ended
  // whole once nothing has run on it for `idleMs` (decision 036): each of its threads keeps the heap of the
  // largest file it parsed (tens of MB after a 10 MB PDF), which an idle server should give back.
  /** A pool of `voice.workers` threads at most on the worker module; a thread over its heap limit dies alone. */
  function newPool(
    name: string,
    resourceLimits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb?: number },
    nice: number,
  ) {
    const pool = new Piscina({
      filename,
      // Not the parent's flags: worker.mjs registers tsx itself, and a parent's other `--import`s (a profiler,
      // a probe) have no business in the workers.
      execArgv: [],
      maxThreads: voice.workers,
      // While the pool lives, one thread stays up (the others stop after 30 s idle). Not 0: piscina 5 with no
      // minimum does not replace a thread it terminated (at a hard limit, or a cancelled draft), and the tasks
      // queued behind it would wait forever. The pool itself ends after its idle time without a task.
      minThreads: 1,
      idleTimeout: idleMs,
      resourceLimits,
      workerData: { nice } satisfies PoolWorkerData,
    });
    // A worker that fails outside a task (it could not start, say) must not take the server down with it.
    pool.on('error', (err: unknown) => {
      opts.log?.error(
        { err: err instanceof Error ? { message: err.message, name: err.name } : err },
        `${name} pool error`,
      );
    });
    return pool;
  }
  // Started on the first file or analysis, not with the server (decision 029): a web process that never
  // extracts (INKPRINT_ROLE=web), or an instance between uploads, keeps the thread's ~30 MB. And ended
  // whole once nothing has run on it for `idleMs` (decision 036): each of its threads keeps the heap of the
  // largest file it parsed (tens of MB after a 10 MB PDF), which an idle server should give back.
  const extraction = poolOnDemand(
    () => newPool('extraction', { maxOldGenerationSizeMb: 1024 }, EXTRACTION_NICE),
    idleMs,
  );
  // Started by the first draft or by `warm()` (the Generate screen's quota call), not with the server, and ended
  // whole after 5 minutes without a task (decision 041): each warm thread holds ~20-35 MB. More threads start
  // when drafts and baselines come together (one starts in well under a second). A young generation of 8 MB
  // instead of V8's default: a warm thread holds ~40 MB instead of ~60 after a few drafts, with no measurable
  // change in a draft's time (decision 029).
  const drafts = poolOnDemand(
    () => newPool('draft', { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 8 }, DRAFT_NICE),
    opts.draftPoolIdleMs ?? DRAFT_POOL_IDLE_MS,
  );
  /** A task of the draft pool, its time limit running from when a worker starts it. */
  async function runDraftTask<T>(
    task: Omit<WriteTask, 'started'> | Omit<GenericTask, 'started'>,
    signal?: AbortSignal,
  ): Promise<T> {
    signal?.throwIfAborted();
    const clock = startClock(limits.writeMs);
    try {
      return (await drafts.run((pool) =>
        pool.run(
          { ...task, started: clock.port },
          {
            signal: signal ? AbortSignal.any([signal, clock.signal]) : clock.signal,
            transferList: [clock.port],
          },
        ),
      )) as T;
    } catch (err) {
      // piscina rejects an aborted task with its own AbortError: the caller expects the signal's reason,
      // or the time limit's TimeoutError (`isTaskTimeout`).
      signal?.throwIfAborted();
      clock.signal.throwIfAborted();
      throw err;
    } finally {
      clock.dispose();
    }
  }
  return {
    get threads() {
      return extraction.current?.threads.length ?? 0;
    },
    async extract(bytes, filename) {
      // The hard limit counts from when a worker starts the file, not from when it was queued behind other
      // files: the worker says "started" on this port, and only then does the clock run.
      const { port1, port2 } = new MessageChannel();
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      port1.once('message', () => {
        timer = setTimeout(() => controller.abort(), voice.timeoutMs + graceMs);
      });
      const task: ExtractTask = {
        kind: 'extract',
        bytes,
        filename,
        timeoutMs: voice.timeoutMs,
        started: port2,
      };
      try {
        return (await extraction.run((pool) =>
          pool.run(task, { signal: controller.signal, transferList: [port2] }),
        )) as ExtractOutcome;
      } catch (err) {
        // The hard limit fired (piscina terminated the thread) or the thread died (heap limit).
        if (isAbort(err)) return { ok: false, code: 'TIMEOUT', message: 'Extraction worker terminated' };
        return { ok: false, code: 'INTERNAL', message: err instanceof Error ? err.message : String(err) };
      } finally {
        clearTimeout(timer);
        port1.close();
      }
    },
    async analyze(documents) {
      const clock = startClock(limits.analyzeMs);
      const task: AnalyzeTask = { kind: 'analyze', documents, started: clock.port };
      try {
        return (await extraction.run((pool) =>
          pool.run(task, { signal: clock.signal, transferList: [clock.port] }),
        )) as AnalyzeOutcome;
      } catch (err) {
        // piscina rejects with its own AbortError: the caller learns that the time limit ended it.
        clock.signal.throwIfAborted();
        throw err;
      } finally {
        clock.dispose();
      }
    },
    write(input, signal) {
      return runDraftTask<WriteOutcome>({ kind: 'write', input }, signal);
    },
    generic(input, signal) {
      return runDraftTask<GenericScore>({ kind: 'generic', input }, signal);
    },
    get draftThreads() {
      return drafts.current?.threads.length ?? 0;
    },
    async warm() {
      if (drafts.current) return 0;
      try {
        await drafts.run((pool) => pool.run({ kind: 'warm' } satisfies WarmTask));
        return 1;
      } catch {
        return 0;
      }
    },
    async close() {
      await Promise.all([extraction.close(), drafts.close()]);
    },
  };
}

/**
 * A time limit that runs from when a worker starts the task, not from when it was queued behind others
 * (decision 015): the task carries `port` and the worker says "started" on it. A task still queued when
 * the limit would have passed keeps its place; only work that runs too long is ended.
 */
function startClock(limitMs: number) {
  const { port1, port2 } = new MessageChannel();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(
      () => controller.abort(new DOMException('The task ran past its time limit', 'TimeoutError')),
      limitMs,
    );
  });
  return {
    port: port2,
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      port1.close();
    },
  };
}

/** True for the rejection of an analysis or a draft that ran past its time limit. */
export function isTaskTimeout(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'TimeoutError';
}

function isAbort(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

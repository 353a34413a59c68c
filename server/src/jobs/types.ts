/**
 * The job queue's shape (issue #23): work that costs — extraction, analysis, mail, exports, sweeps — runs as
 * pg-boss jobs in the same PostgreSQL, so any process of the `worker` (or `all`) role can take it, a crashed
 * worker's job runs again after its expiry, and a failed one is retried with back-off, then dead-lettered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../db/client.js';

/** What a handler learns about the job it runs. */
export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first try. */
  retryCount: number;
  /** Aborted when the process stops taking work (SIGTERM): finish quickly or throw, and the job is handed back. */
  signal: AbortSignal;
  /** A child logger whose lines carry `job` (the id) and `jobName`. */
  log: FastifyBaseLogger;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface QueuePolicy {
  /** Tries after the first; default 5. */
  retryLimit?: number;
  /** Seconds before the first retry; default 10, doubled each time (back-off). */
  retryDelay?: number;
  /** A job still active after this long is presumed lost (its worker died) and runs again; default 300. */
  expireInSeconds?: number;
  /** Jobs to run at once in one process; default 1. */
  concurrency?: number;
}

export interface SendOptions {
  /** The transaction the change that causes the job runs in: the job exists exactly when the change does. */
  tx?: DbOrTx;
  /** One queued job per key (e.g. one analysis per user). */
  singletonKey?: string;
  /** Seconds to wait before the job may start. */
  startAfterSeconds?: number;
}

export interface JobCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface Jobs {
  /** Declares a queue and, in a process that runs jobs (role `all` or `worker`), its handler. Before start(). */
  define<T extends object>(name: string, handler: JobHandler<T>, policy?: QueuePolicy): void;
  /** Runs `name` on a cron schedule (UTC), once across every process sharing the database. Before start(). */
  schedule(name: string, cron: string): void;
  /** Enqueues a job; returns its id, or null when a singleton of that key is already queued. */
  send<T extends object>(name: string, data: T, opts?: SendOptions): Promise<string | null>;
  /**
   * A local handler of `name` looks for jobs now instead of at its next poll: call it after the transaction
   * a job was sent in committed (without one, send wakes it itself).
   */
  wake(name: string): void;
  /** Resolves when no job is queued or active (tests). */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Creates the queue's tables, the defined queues and the schedules (idempotent), without running anything:
   * awaited before the server listens, since a job can only be sent to a queue that exists. start() calls it.
   */
  prepare(): Promise<void>;
  start(): Promise<void>;
  /** Stops taking work; running jobs get `timeoutMs` to finish, then are handed back. */
  stop(timeoutMs?: number): Promise<void>;
  /** True once started, until stopped; false when this process only enqueues (role `web`). */
  running(): boolean;
  counts(): Promise<Record<string, JobCounts>>;
}

/** Types shared by plugins and features: what the app carries and what each request learns. */
import type { Language } from '@inkprint/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { UserRow } from './db/schema/index.js';
import type { GenerationEngine } from './engines/index.js';
import type { Translator } from './i18n/index.js';
import type { Jobs } from './jobs/types.js';
import type { ExportRegistry } from './lib/data-export.js';
import type { Metrics } from './lib/metrics.js';
import type { Readiness } from './lib/readiness.js';
import type { MailQueue } from './mail/queue.js';
import type { Mailer } from './mail/transport.js';
import type { WorkerPool } from './worker-pool/pool.js';

/** What main.ts (or a test) provides. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Worker threads for extraction and analysis; buildApp makes one from the config when none is given. */
  pool?: WorkerPool;
  /** The generation engine; buildApp makes the one `LLM_PROVIDER` names when none is given (tests pass fakes). */
  engine?: GenerationEngine;
  /** The job queue; buildApp makes the pg-boss one on `database` when none is given. */
  jobs?: Jobs;
  /** The clock the daily quota's UTC day is read from; `() => new Date()` when none is given. */
  now?: () => Date;
  /** Milliseconds between the keep-alive comments of a streamed generation; 15 000 when none is given. */
  sseHeartbeatMs?: number;
  /**
   * Milliseconds `done` waits for a generation's generic baseline after the draft; 10 000 when none is
   * given (tests on a loaded machine give more: a cold draft pool starts its threads first).
   */
  baselineWaitMs?: number;
  /** Milliseconds an upload's answer waits for its files to be extracted; `UPLOAD_WAIT_MS` when none is given (decision 028). */
  uploadWaitMs?: number;
  /** Milliseconds an analysis call waits for its job before answering 202; `ANALYSIS_WAIT_MS` when none is given. */
  analysisWaitMs?: number;
  /** The app's Prometheus metrics (lib/metrics.ts); buildApp makes a registry of its own when none is given. */
  metrics?: Metrics;
}

/** What every plugin and feature sees: the deps plus what buildApp makes from them. */
export interface AppContext extends AppDeps {
  /** Mail is queued in the database and sent after commit, never on the request path. */
  outbox: MailQueue;
  /** Parts of "download my data", one per feature. */
  exports: ExportRegistry;
  /** pg-boss jobs (decision 027): handlers run in roles `all` and `worker`; every role can send. */
  jobs: Jobs;
  pool: WorkerPool;
  engine: GenerationEngine;
  now: () => Date;
  log: FastifyBaseLogger;
  uploadWaitMs: number;
  analysisWaitMs: number;
  metrics: Metrics;
  /**
   * The checks of GET /api/ready (decision 030): `database` and `migrations` from the start; a part that must
   * run for this instance to take traffic adds its own with `readiness.add(name, async () => boolean)`.
   */
  readiness: Readiness;
  /** Aborted when the server starts shutting down: a streamed generation ends with an `error` event. */
  closing: AbortSignal;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    lang: Language;
    t: Translator;
    /** The signed-in user, or null. Set for every /api request. */
    user: UserRow | null;
    /** Hash of the current session id, or null. */
    sessionHash: string | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session. Every other /api route requires one. */
    public?: boolean;
  }
}

/**
 * The app's Prometheus metrics (decision 031), one registry per app so tests and several apps in one
 * process never share counters. Names start `inkprint_`; labels are low-cardinality (route patterns,
 * engine ids, outcomes, job names, error codes), never a user, file or request id.
 *
 * Process defaults come from prom-client, including the event-loop delay (`nodejs_eventloop_lag_seconds`
 * and its `_p50/_p90/_p99` from `monitorEventLoopDelay`), memory (`process_resident_memory_bytes`) and GC.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A generation's end: a stored item, a failure of the engine, the client going away before or after text. */
export type GenerationOutcome = 'completed' | 'failed' | 'cancelled' | 'cut_short';
export type JobOutcome = 'completed' | 'failed' | 'retried';
export interface JobStateCounts {
  queued: number;
  active: number;
  failed: number;
}

/**
 * Tokens are estimated from words where the engine does not report them (none of the engines does through
 * `GenerationOutput` today): 1.3 tokens a word, the usual figure for English with BPE tokenizers.
 */
export const TOKENS_PER_WORD = 1.3;

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const LONG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ) => new Histogram<L>({ name, help, labelNames, buckets, registers });

  const httpDuration = histogram(
    'inkprint_http_request_duration_seconds',
    'HTTP request duration by method, route and status',
    ['method', 'route', 'status'],
    SECONDS_BUCKETS,
  );
  const httpErrors = counter('inkprint_http_server_errors_total', 'Responses with a 5xx status', ['route']);

  const generations = counter(
    'inkprint_generations_total',
    'Generations by the engine that wrote (or was asked to write) them and how they ended',
    ['engine', 'outcome'],
  );
  const generationDuration = histogram(
    'inkprint_generation_duration_seconds',
    'Time from the engine call to its end (text, failure or cancellation), by engine and outcome',
    ['engine', 'outcome'],
    LONG_BUCKETS,
  );
  const generationTokens = counter(
    'inkprint_generation_tokens_total',
    `Tokens of completed generations, estimated as words × ${TOKENS_PER_WORD}`,
    ['engine'],
  );
  const tokensPerSecond = histogram(
    'inkprint_generation_tokens_per_second',
    `Output tokens (estimated as words × ${TOKENS_PER_WORD}) per second of a completed generation, by engine`,
    ['engine'],
    [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 20000],
  );

  const uploadFiles = counter(
    'inkprint_upload_files_total',
    'Uploaded files by the status they were stored with (completed, failed, processing)',
    ['outcome'],
  );
  const uploadBytes = counter(
    'inkprint_upload_bytes_total',
    'Bytes of uploaded files by the status they were stored with',
    ['outcome'],
  );
  const uploadRequests = counter(
    'inkprint_upload_requests_total',
    'Upload calls: `stored`, or the error code that refused the batch',
    ['outcome'],
  );
  const uploadDuration = histogram(
    'inkprint_upload_duration_seconds',
    'Upload call duration (read, check, extract, store), by stored or refused',
    ['outcome'],
    LONG_BUCKETS,
  );

  const jobDuration = histogram(
    'inkprint_job_duration_seconds',
    'Job run time by queue name and outcome (completed, failed, retried)',
    ['name', 'outcome'],
    LONG_BUCKETS,
  );
  const jobRuns = counter(
    'inkprint_jobs_total',
    'Job runs by queue name and outcome (completed, failed, retried)',
    ['name', 'outcome'],
  );
  let jobCounts: (() => Promise<Record<string, JobStateCounts>>) | undefined;
  new Gauge({
    name: 'inkprint_jobs',
    help: 'Jobs per queue name and state (queued, active, failed), read from the queue at scrape time',
    labelNames: ['name', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!jobCounts) return;
      let counts: Record<string, JobStateCounts>;
      try {
        counts = await jobCounts();
      } catch {
        // A database away for a moment must not fail the scrape: the gauge is empty for it.
        return;
      }
      for (const [name, c] of Object.entries(counts)) {
        this.set({ name, state: 'queued' }, c.queued);
        this.set({ name, state: 'active' }, c.active);
        this.set({ name, state: 'failed' }, c.failed);
      }
    },
  });

  return {
    registry,
    http: {
      observe(method: string, route: string, status: number, seconds: number) {
        httpDuration.observe({ method, route, status: String(status) }, seconds);
        if (status >= 500) httpErrors.inc({ route });
      },
    },
    generation: {
      /** One generation's end. `words` of the text the engine wrote (completed ones only count tokens). */
      observe(engine: string, outcome: GenerationOutcome, seconds: number, words = 0) {
        generations.inc({ engine, outcome });
        generationDuration.observe({ engine, outcome }, seconds);
        if (outcome !== 'completed' || words <= 0) return;
        const tokens = words * TOKENS_PER_WORD;
        generationTokens.inc({ engine }, tokens);
        if (seconds > 0) tokensPerSecond.observe({ engine }, tokens / seconds);
      },
    },
    uploads: {
      /** A stored batch: each file by the status it was stored with. */
      stored(files: { status: string; bytes: number }[], seconds: number) {
        uploadRequests.inc({ outcome: 'stored' });
        uploadDuration.observe({ outcome: 'stored' }, seconds);
        for (const f of files) {
          uploadFiles.inc({ outcome: f.status });
          uploadBytes.inc({ outcome: f.status }, f.bytes);
        }
      },
      /** A refused batch, by its error code (nothing of it is stored). */
      refused(code: string, seconds: number) {
        uploadRequests.inc({ outcome: code });
        uploadDuration.observe({ outcome: 'refused' }, seconds);
      },
    },
    jobs: {
      observe(name: string, outcome: JobOutcome, seconds: number) {
        jobRuns.inc({ name, outcome });
        jobDuration.observe({ name, outcome }, seconds);
      },
      /** What the `inkprint_jobs` gauge reads at each scrape (the job runtime's `counts()`). */
      setCounts(getter: () => Promise<Record<string, JobStateCounts>>) {
        jobCounts = getter;
      },
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

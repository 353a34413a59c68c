import { describe, expect, it } from 'vitest';
import { createMetrics, TOKENS_PER_WORD } from './metrics.js';

/** The value of one sample of the exposition text, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`) || l === `${name} ${labels}`);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('createMetrics', () => {
  it('counts job runs by name and outcome and times them', async () => {
    const m = createMetrics();
    m.jobs.observe('mail', 'completed', 0.2);
    m.jobs.observe('mail', 'completed', 0.4);
    m.jobs.observe('mail', 'retried', 3);
    m.jobs.observe('extract', 'failed', 12);
    const text = await m.registry.metrics();
    expect(sample(text, 'inkprint_jobs_total', 'name="mail",outcome="completed"')).toBe(2);
    expect(sample(text, 'inkprint_jobs_total', 'name="mail",outcome="retried"')).toBe(1);
    expect(sample(text, 'inkprint_jobs_total', 'name="extract",outcome="failed"')).toBe(1);
    expect(sample(text, 'inkprint_job_duration_seconds_sum', 'name="mail",outcome="completed"')).toBeCloseTo(
      0.6,
    );
    expect(
      sample(text, 'inkprint_job_duration_seconds_bucket', 'le="0.25",name="mail",outcome="completed"'),
    ).toBe(1);
  });

  it('reads the queue counts at scrape time, and an unreachable queue leaves the gauge empty', async () => {
    const m = createMetrics();
    // Before a runtime is wired: the gauge is declared, with no samples.
    expect(await m.registry.metrics()).toContain('# TYPE inkprint_jobs gauge');
    let counts = { mail: { queued: 3, active: 1, failed: 0 }, extract: { queued: 0, active: 2, failed: 4 } };
    let fail = false;
    let reads = 0;
    m.jobs.setCounts(async () => {
      reads++;
      if (fail) throw new Error('database unreachable');
      return counts;
    });
    let text = await m.registry.metrics();
    expect(reads).toBe(1);
    expect(sample(text, 'inkprint_jobs', 'name="mail",state="queued"')).toBe(3);
    expect(sample(text, 'inkprint_jobs', 'name="mail",state="active"')).toBe(1);
    expect(sample(text, 'inkprint_jobs', 'name="extract",state="failed"')).toBe(4);
    counts = { mail: { queued: 0, active: 0, failed: 1 }, extract: { queued: 0, active: 0, failed: 4 } };
    text = await m.registry.metrics();
    expect(sample(text, 'inkprint_jobs', 'name="mail",state="queued"')).toBe(0);
    expect(sample(text, 'inkprint_jobs', 'name="mail",state="failed"')).toBe(1);
    fail = true;
    text = await m.registry.metrics();
    expect(text).not.toMatch(/^inkprint_jobs\{/m);
  });

  it('counts generations by engine and outcome, with estimated tokens per second for completed ones', async () => {
    const m = createMetrics();
    m.generation.observe('builtin', 'completed', 2, 300);
    m.generation.observe('openai', 'failed', 30);
    m.generation.observe('builtin', 'cancelled', 0.5, 40);
    const text = await m.registry.metrics();
    expect(sample(text, 'inkprint_generations_total', 'engine="builtin",outcome="completed"')).toBe(1);
    expect(sample(text, 'inkprint_generations_total', 'engine="openai",outcome="failed"')).toBe(1);
    expect(sample(text, 'inkprint_generations_total', 'engine="builtin",outcome="cancelled"')).toBe(1);
    expect(sample(text, 'inkprint_generation_tokens_total', 'engine="builtin"')).toBe(300 * TOKENS_PER_WORD);
    expect(sample(text, 'inkprint_generation_tokens_per_second_sum', 'engine="builtin"')).toBe(
      (300 * TOKENS_PER_WORD) / 2,
    );
    expect(
      sample(text, 'inkprint_generation_duration_seconds_count', 'engine="openai",outcome="failed"'),
    ).toBe(1);
  });

  it('has the event-loop delay and each app its own registry', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.uploads.stored(
      [
        { status: 'completed', bytes: 1000 },
        { status: 'failed', bytes: 20 },
      ],
      0.3,
    );
    a.uploads.refused('FILE_TOO_LARGE', 0.01);
    const text = await a.registry.metrics();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ])
      expect(text).toContain(`# TYPE ${name} gauge`);
    expect(sample(text, 'inkprint_upload_files_total', 'outcome="completed"')).toBe(1);
    expect(sample(text, 'inkprint_upload_bytes_total', 'outcome="failed"')).toBe(20);
    expect(sample(text, 'inkprint_upload_requests_total', 'outcome="FILE_TOO_LARGE"')).toBe(1);
    expect(await b.registry.metrics()).not.toMatch(/^inkprint_upload_files_total\{/m);
  });
});

/**
 * What GET /api/ready asks before a load balancer sends this instance traffic (decision 030). Each part of
 * the app that must work registers a named check once (`database`, `migrations`; the job runtime adds
 * `jobs`); a check answers true when its part works. A check that throws, answers false, or takes longer
 * than the time limit fails; the checks run together, so the answer takes at most that limit.
 */

export type ReadinessCheck = () => Promise<boolean>;

export interface Readiness {
  /** Registers (or replaces) the check called `name`. */
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check: `ok` or `error` per name, and whether all passed. */
  run(timeoutMs?: number): Promise<{ ready: boolean; checks: Record<string, 'ok' | 'error'> }>;
}

/** A readiness check gets this long before it counts as failed. */
export const READINESS_TIMEOUT_MS = 2_000;

export function createReadiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add(name, check) {
      checks.set(name, check);
    },
    async run(timeoutMs = READINESS_TIMEOUT_MS) {
      const results = await Promise.all(
        [...checks].map(async ([name, check]) => [name, await passes(check, timeoutMs)] as const),
      );
      return {
        ready: results.every(([, ok]) => ok),
        checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'error'])),
      };
    },
  };
}

async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then((ok) => ok === true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

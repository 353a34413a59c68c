/**
 * The start-up check of a model provider's address: one short GET of its model list. An unreachable
 * server is a warning in the log (the app still starts; generation answers PROVIDER_ERROR until the server
 * is up). Keys travel only in the request headers and never reach the log.
 */
import type { Config } from '../config.js';
import { DEFAULT_BASE_URLS, modelIdOf } from './providers.js';

export interface ProbeLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export type ProbeResult =
  | { status: 'skipped' }
  | { status: 'ok'; models: string[] | null }
  | { status: 'unreachable'; reason: string }
  | { status: 'http_error'; httpStatus: number };

export const PROBE_TIMEOUT_MS = 3000;

export async function probeProvider(
  llm: Config['llm'],
  log: ProbeLog,
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<ProbeResult> {
  if (llm.provider === 'builtin' || llm.provider === 'local') return { status: 'skipped' };
  // The public APIs are not probed: they are up, and a request would only spend the key's rate limit.
  if (!llm.baseUrl && llm.provider !== 'openai-compatible') return { status: 'skipped' };
  const base = (llm.baseUrl ?? DEFAULT_BASE_URLS[llm.provider] ?? '').replace(/\/+$/, '');
  const url = `${base}/models`;
  const headers: Record<string, string> = {};
  if (llm.apiKey) {
    if (llm.provider === 'anthropic') {
      headers['x-api-key'] = llm.apiKey;
      headers['anthropic-version'] = '2023-06-01';
    } else headers.authorization = `Bearer ${llm.apiKey}`;
  }
  const model = modelIdOf(llm);
  const where = safeUrl(base);
  try {
    const res = await (opts.fetch ?? fetch)(url, {
      headers,
      signal: AbortSignal.timeout(opts.timeoutMs ?? PROBE_TIMEOUT_MS),
    });
    if (!res.ok) {
      await res.body?.cancel();
      log.warn(
        { provider: llm.provider, baseUrl: where, status: res.status },
        `The model server at ${where} answered ${res.status} to a model list request; check LLM_BASE_URL and the key. Generation may fail.`,
      );
      return { status: 'http_error', httpStatus: res.status };
    }
    const body = (await res.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
    const models = Array.isArray(body?.data)
      ? body.data.map((m) => m.id).filter((id): id is string => typeof id === 'string')
      : null;
    if (
      models &&
      models.length > 0 &&
      !models.includes(model) &&
      !models.some((m) => m.split(':')[0] === model)
    ) {
      log.warn(
        { provider: llm.provider, baseUrl: where, model, available: models.slice(0, 10) },
        `The model server at ${where} does not list the model "${model}"; set LLM_MODEL to one it serves (e.g. ${models.slice(0, 3).join(', ')}).`,
      );
    } else {
      log.info({ provider: llm.provider, baseUrl: where, model }, `Model server at ${where} is reachable`);
    }
    return { status: 'ok', models };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? 'no answer in time'
        : (((err as { cause?: { code?: string } }).cause?.code ??
            (err instanceof Error ? err.name : 'error')) as string);
    log.warn(
      { provider: llm.provider, baseUrl: where, reason },
      `The model server at ${where} is unreachable (${reason}); generation will fail until it is up. Check LLM_BASE_URL.`,
    );
    return { status: 'unreachable', reason };
  }
}

/** The address without credentials or query (a key could be in either). */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`.replace(/\/+$/, '');
  } catch {
    return '[invalid address]';
  }
}

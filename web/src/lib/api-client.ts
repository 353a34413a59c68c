// The one HTTP client of the web app: JSON over fetch to /api, the interface language on every call,
// server errors turned into ApiError, an AbortSignal to cancel, and an expired session sending the user
// back to /login. An upload with progress (XMLHttpRequest) reuses the error handling.
import type { ApiErrorBody } from '@inkprint/shared';
import { paths } from '../config/paths';
import { currentLanguage, i18n } from './i18n';

export class ApiError extends Error {
  status: number;
  code: string;
  fields?: Record<string, string>;

  constructor(message: string, status: number, code: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let onUnauthenticated: (() => void) | null = null;

/**
 * The auth provider registers what a lost session means (clear the user, go to /login); the client
 * itself knows nothing about React state or routing. Returns an unregister function.
 */
export function setUnauthenticatedHandler(handler: (() => void) | null): () => void {
  onUnauthenticated = handler;
  return () => {
    if (onUnauthenticated === handler) onUnauthenticated = null;
  };
}

function handleUnauthenticated() {
  if (onUnauthenticated) {
    onUnauthenticated();
    return;
  }
  if (typeof window !== 'undefined' && window.location.pathname !== paths.login)
    window.location.assign(paths.login);
}

/** A reply body as JSON, or undefined when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text());
}

/**
 * The error body of docs/api.md ("Errors"), read defensively: a proxy or a crash may answer with
 * anything. A lost session is reported here too, so a call outside apiRequest (an upload) behaves the same.
 */
export function errorFrom(status: number, data: unknown): ApiError {
  const payload = (data ?? {}) as Partial<Record<keyof ApiErrorBody, unknown>>;
  const message =
    typeof payload.error === 'string' && payload.error ? payload.error : i18n.t('errors.generic');
  const code = typeof payload.code === 'string' ? payload.code : `HTTP_${status}`;
  const fields =
    payload.fields && typeof payload.fields === 'object'
      ? (payload.fields as Record<string, string>)
      : undefined;
  if (status === 401 && code === 'UNAUTHENTICATED') handleUnauthenticated();
  return new ApiError(message, status, code, fields);
}

export function networkError(): ApiError {
  return new ApiError(i18n.t('errors.network'), 0, 'NETWORK_ERROR');
}

interface RequestOptions {
  /** Cancels the request (TanStack Query passes one to every query; streaming generation needs it). */
  signal?: AbortSignal | undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  { signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const init: RequestInit = { method, credentials: 'same-origin', headers };
  if (signal) init.signal = signal;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch (error) {
    // A cancelled request is not a network failure: callers (and TanStack Query) must see the abort.
    if (isAbort(error) || signal?.aborted) throw signal?.reason ?? error;
    throw networkError();
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, data);
  return data as T;
}

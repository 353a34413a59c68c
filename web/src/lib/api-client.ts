// The one HTTP client of the web app: JSON over fetch to /api (multipart uploads with progress over
// XMLHttpRequest), the interface language on every call, server errors turned into ApiError, an
// AbortSignal to cancel, and an expired session sending the user back to /login.
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

function parseJson(text: string): unknown {
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

/** The contract's error body, read defensively: a proxy or a crash may answer with anything. */
function errorFrom(status: number, data: unknown): ApiError {
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

function networkError(): ApiError {
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

interface UploadOptions extends RequestOptions {
  /** Called as the body goes out, with the share sent so far (0–1). */
  onProgress?: (share: number) => void;
}

/**
 * POSTs a multipart form to /api with upload progress. fetch cannot report how much of a request body
 * has gone out, so this one call uses XMLHttpRequest; errors, language and a lost session are handled
 * as in apiRequest.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  { signal, onProgress }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(errorFrom(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(form);
  });
}

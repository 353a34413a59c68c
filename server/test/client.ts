/**
 * The test server's shape and a cookie-keeping client: what both helpers.ts and factories.ts use, in a
 * module that imports neither (no cycle between them). helpers.ts re-exports all of it.
 */
import { randomBytes } from 'node:crypto';
import type { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';

export const STRONG_PASSWORD = 'Str0ng!Pass';

export interface TestServer {
  url: string;
  database: Database;
  dataDir: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A client that keeps its session cookie, like one browser. */
export class Client {
  cookie = '';
  constructor(
    readonly server: TestServer,
    readonly lang = 'en',
  ) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${this.server.url}/api${path}`, {
      method,
      headers: {
        'accept-language': this.lang,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair = ''] = c.split(';');
      const [name, value = ''] = pair.split('=');
      if (name === 'inkprint_sid') this.cookie = value ? `${name}=${value}` : '';
      if (/expires=Thu, 01 Jan 1970/i.test(c) || /max-age=0/i.test(c)) this.cookie = '';
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = Record<string, unknown>>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body ?? {}, headers);
  }
  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body ?? {});
  }
  delete<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.call<T>('DELETE', path, body);
  }
  /**
   * POST /api/files/upload as a browser sends it: multipart, one `files` part per file; `fields` are form
   * fields sent before the files (`after`: after them), `query` the path's query string (`?voice_id=…`).
   */
  async upload<T = Record<string, unknown>>(
    files: { name: string; bytes: Uint8Array }[],
    opts: { query?: string; fields?: Record<string, string>; after?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
    for (const f of files) form.append('files', new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
    for (const [name, value] of Object.entries(opts.after ?? {})) form.append(name, value);
    const res = await fetch(`${this.server.url}/api/files/upload${opts.query ?? ''}`, {
      method: 'POST',
      headers: { 'accept-language': this.lang, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: form,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}@example.com`;
}

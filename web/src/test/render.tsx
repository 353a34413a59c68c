// Test helpers: a stubbed /api (fetch) and a render with every provider the screens need, on a
// memory router, with the real i18n catalogues.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient, RefetchOnLanguageChange } from '../app/providers';
import { i18n, i18nReady } from '../lib/i18n';

interface ApiReply {
  status?: number;
  body?: unknown;
}
type Handler = ApiReply | ((body: unknown, url: URL, headers: Record<string, string>) => ApiReply);

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Stubs fetch and XMLHttpRequest (uploads) for '/api/...' calls. Keys are 'METHOD /path' (path without
 * /api and query); a handler function also gets the request headers (Accept-Language). A multipart body reaches its handler as the FormData itself. An upload reports
 * progress at half and at the whole body before the reply; `uploadGate`, when given, holds the reply
 * until it resolves, so a test can see the progress bar.
 */
export function mockApi(
  handlers: Record<string, Handler>,
  { uploadGate }: { uploadGate?: Promise<void> } = {},
) {
  const calls: ApiCall[] = [];
  function answer(method: string, url: URL, body: unknown, headers: Record<string, string>) {
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ method, path, body, headers });
    const handler = handlers[`${method} ${path}`];
    const reply: ApiReply =
      typeof handler === 'function' ? handler(body, url, headers) : (handler ?? { status: 404 });
    return { status: reply.status ?? 200, text: reply.body === undefined ? '' : JSON.stringify(reply.body) };
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const { status, text } = answer(method, url, body, (init?.headers ?? {}) as Record<string, string>);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });

  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const total = 1000;
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
      void (async () => {
        await Promise.resolve();
        progress(total / 2);
        await Promise.resolve();
        progress(total);
        if (uploadGate) await uploadGate;
        if (this.aborted) return;
        const url = new URL(this.url, 'http://localhost');
        const { status, text } = answer(this.method, url, body, this.headers);
        this.status = status;
        this.responseText = text;
        this.onload?.();
      })();
    }
  }

  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { calls, fetchMock };
}

export const testUser = {
  id: 'u1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Silva',
  company_name: 'Tinta',
  active: true,
  email_confirmed: true,
  created_at: '2025-03-05T14:07:00.000Z',
  updated_at: '2025-03-06T09:30:00.000Z',
};

/** check-auth answers for a signed-in or signed-out visitor. */
export function sessionHandlers(user: typeof testUser | null): Record<string, Handler> {
  return {
    'GET /auth/check-auth': { body: { authenticated: Boolean(user), user } },
    'GET /auth/profile': user
      ? { body: { profile: user } }
      : { status: 401, body: { error: 'x', code: 'UNAUTHENTICATED' } },
  };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export async function renderApp(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  await i18nReady;
  await i18n.changeLanguage('en');
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RefetchOnLanguageChange />
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={<p>suspended</p>}>
            {ui}
            <LocationProbe />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

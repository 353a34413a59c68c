// Test helpers: a stubbed /api (fetch) and a render with every provider the screens need, on a
// memory router, with the real i18n catalogues.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { i18n, i18nReady } from '../lib/i18n';

interface ApiReply {
  status?: number;
  body?: unknown;
}
type Handler = ApiReply | ((body: unknown, url: URL) => ApiReply);

interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Stubs fetch for '/api/...' calls. Keys are 'METHOD /path' (path without /api and query). */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${path}`];
    const reply: ApiReply = typeof handler === 'function' ? handler(body, url) : (handler ?? { status: 404 });
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
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

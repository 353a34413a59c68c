import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { ApiError, apiRequest, setUnauthenticatedHandler } from './api-client';
import { i18n, i18nReady } from './i18n';

describe('apiRequest', () => {
  beforeAll(async () => {
    await i18nReady;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('sends JSON to /api with the interface language and same-origin cookies', async () => {
    await i18n.changeLanguage('de');
    const { calls, fetchMock } = mockApi({ 'POST /auth/login': { body: { user: { id: '1' } } } });
    const reply = await apiRequest<{ user: { id: string } }>('POST', '/auth/login', {
      email: 'a@b.co',
      password: 'x',
    });
    expect(reply.user.id).toBe('1');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(calls[0]?.headers['Accept-Language']).toBe('de');
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('turns an error answer into ApiError with the server text, code and fields', async () => {
    mockApi({
      'PUT /auth/profile': {
        status: 400,
        body: { error: 'Invalid input', code: 'VALIDATION_ERROR', fields: { first_name: 'One word' } },
      },
    });
    const error = await apiRequest('PUT', '/auth/profile', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Invalid input',
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { first_name: 'One word' },
    });
  });

  it('falls back to a translated generic message when the server sends no text', async () => {
    await i18n.changeLanguage('fr');
    mockApi({ 'GET /content/stats': { status: 502 } });
    const error = (await apiRequest('GET', '/content/stats').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Une erreur s’est produite. Veuillez réessayer.');
    expect(error.code).toBe('HTTP_502');
  });

  it('reports a lost session (UNAUTHENTICATED) but not wrong credentials', async () => {
    const handler = vi.fn();
    const unregister = setUnauthenticatedHandler(handler);
    mockApi({
      'GET /auth/profile': { status: 401, body: { error: 'Sign in', code: 'UNAUTHENTICATED' } },
      'POST /auth/login': { status: 401, body: { error: 'Wrong', code: 'INVALID_CREDENTIALS' } },
    });
    await expect(apiRequest('POST', '/auth/login', {})).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('rejects with an abort error, not a network error, when its signal is aborted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = apiRequest('GET', '/auth/profile', undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

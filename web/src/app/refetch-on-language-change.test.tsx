// The server words its answers in the language of each request, so a language switch must fetch again
// whatever the screens show, on every screen: not one query key at a time.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { i18n, i18nReady } from '../lib/i18n';
import { mockApi } from '../test/render';
import { Providers } from './providers';

const greetings: Record<string, string> = { en: 'Hello', de: 'Hallo', fr: 'Bonjour' };

function Greeting({ path }: { path: string }) {
  const query = useQuery({
    queryKey: ['greeting', path],
    queryFn: ({ signal }) => apiRequest<{ text: string }>('GET', path, undefined, { signal }),
  });
  return <p>{query.data ? `${path}: ${query.data.text}` : 'loading'}</p>;
}

let client: ReturnType<typeof useQueryClient> | null = null;
function ClientProbe() {
  client = useQueryClient();
  return null;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('a language switch', () => {
  it('fetches every query on view again in the new language and marks the others stale', async () => {
    const answer = (_body: unknown, _url: URL, headers: Record<string, string>) => ({
      body: { text: greetings[headers['Accept-Language'] ?? ''] ?? '?' },
    });
    const { calls } = mockApi({ 'GET /one': answer, 'GET /two': answer, 'GET /hidden': answer });
    await i18nReady;
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    // The app's own providers, so the test holds for the wiring the app really has.
    render(
      <Providers>
        <ClientProbe />
        <Greeting path="/one" />
        <Greeting path="/two" />
      </Providers>,
    );
    expect(await screen.findByText('/one: Hello')).toBeInTheDocument();
    expect(await screen.findByText('/two: Hello')).toBeInTheDocument();
    // Data a screen fetched earlier and no screen shows now (the user has moved on).
    await act(async () => {
      await client?.prefetchQuery({
        queryKey: ['greeting', '/hidden'],
        queryFn: () => apiRequest('GET', '/hidden'),
        staleTime: Number.POSITIVE_INFINITY,
      });
    });

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(await screen.findByText('/one: Hallo')).toBeInTheDocument();
    expect(await screen.findByText('/two: Hallo')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/one').map((call) => call.headers['Accept-Language']),
    ).toEqual(['en', 'de']);
    // Not fetched while nothing shows it, but stale: the next screen to show it fetches it in German.
    expect(calls.filter((call) => call.path === '/hidden')).toHaveLength(1);
    expect(
      client
        ?.getQueryCache()
        .find({ queryKey: ['greeting', '/hidden'] })
        ?.isStale(),
    ).toBe(true);
  });
});

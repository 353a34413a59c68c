import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserQueryOptions } from './auth';

describe('the session query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('passes TanStack Query’s signal to fetch, so cancelling the query aborts the request', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => {});
      }),
    );
    const queryClient = new QueryClient();
    void queryClient.prefetchQuery(getUserQueryOptions());
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    await queryClient.cancelQueries({ queryKey: getUserQueryOptions().queryKey });
    expect(signals[0]?.aborted).toBe(true);
  });
});

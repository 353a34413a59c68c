/** GET /api/content/history: one page of the user's generated items, newest first, filtered and searched. */
import type { HistoryReply } from '@inkprint/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { HistoryParams } from '../url-state';

export const historyQueryKey = ['content', 'history'] as const;

export function getHistory(params: HistoryParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.perPage) });
  if (params.contentType) query.set('content_type', params.contentType);
  if (params.voiceId) query.set('voice_id', params.voiceId);
  if (params.search) query.set('search', params.search);
  return apiRequest<HistoryReply>('GET', `/content/history?${query}`, undefined, { signal });
}

export function historyQueryOptions(params: HistoryParams) {
  return queryOptions({
    queryKey: [...historyQueryKey, params],
    queryFn: ({ signal }) => getHistory(params, { signal }),
    // The old page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useHistory(params: HistoryParams) {
  return useQuery(historyQueryOptions(params));
}

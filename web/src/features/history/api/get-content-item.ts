/** GET /api/content/:id: one generated item, for a details link (`/history?item=…`) not on the page shown. */
import type { GeneratedContent } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contentItemQueryKey = (id: string) => ['content', 'item', id] as const;

export async function getContentItem(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return (
    await apiRequest<{ content: GeneratedContent }>('GET', `/content/${encodeURIComponent(id)}`, undefined, {
      signal,
    })
  ).content;
}

export function contentItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentItemQueryKey(id),
    queryFn: ({ signal }) => getContentItem(id, { signal }),
    retry: false,
  });
}

export function useContentItem(id: string | null, initial?: GeneratedContent) {
  return useQuery({
    ...contentItemQueryOptions(id ?? ''),
    enabled: Boolean(id) && !initial,
    initialData: initial,
  });
}

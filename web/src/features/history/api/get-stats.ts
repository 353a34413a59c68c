/** GET /api/content/stats: how much the user has generated, by type, and the latest items. */
import type { StatsReply } from '@inkprint/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const statsQueryKey = ['content', 'stats'] as const;

export function getStats({ signal }: { signal?: AbortSignal } = {}): Promise<StatsReply> {
  return apiRequest<StatsReply>('GET', '/content/stats', undefined, { signal });
}

export function statsQueryOptions() {
  return queryOptions({ queryKey: statsQueryKey, queryFn: getStats });
}

/** GET /api/content/quota: today's generation quota (daily_limit, remaining, generations_used, resets_at). */
import type { Quota, QuotaReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const quotaQueryKey = ['content', 'quota'] as const;

export async function getQuota({ signal }: { signal?: AbortSignal } = {}): Promise<Quota> {
  return (await apiRequest<QuotaReply>('GET', '/content/quota', undefined, { signal })).quota;
}

export function quotaQueryOptions() {
  return queryOptions({ queryKey: quotaQueryKey, queryFn: getQuota });
}

export function useQuota() {
  return useQuery(quotaQueryOptions());
}

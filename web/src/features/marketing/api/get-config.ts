/** GET /api/config: the public service settings; the contact page needs the support address from it. */
import type { ConfigReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getConfig(signal?: AbortSignal): Promise<ConfigReply> {
  return apiRequest<ConfigReply>('GET', '/config', undefined, { signal });
}

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    // The settings change only with a server restart, so one fetch per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}

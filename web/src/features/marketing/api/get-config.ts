/** GET /api/config: the public service settings; the contact page needs the support address from it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PublicConfig {
  // Optional because older servers answer without it; the page then falls back to the contact form alone.
  support_email?: string;
  daily_limit?: number;
}

export function getConfig(): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', '/config');
}

export const getConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getConfig,
    // The settings change only with a server restart, so one fetch per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useConfig() {
  return useQuery(getConfigQueryOptions());
}

/** GET /api/config: the public settings; this screen names the writing engine from it. Same cache entry
 * as the marketing pages (one fetch per visit: the settings change only with a server restart). */
import type { ConfigReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function getConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ConfigReply> {
  return apiRequest<ConfigReply>('GET', '/config', undefined, { signal });
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Number.POSITIVE_INFINITY });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}

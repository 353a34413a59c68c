/**
 * GET /api/config: the public service settings, one call and one cache entry for every screen (the
 * marketing pages read the support address and limits; Generate and Settings name the writing engine and
 * show its state). The settings change only with a server restart, except the local engine's state: while
 * it is `downloading` or `loading` its model, the engine's readers read the config again every few
 * seconds, and that stops once it is `ready` or `unavailable`.
 */
import type { ConfigReply, EngineState } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** How often the config is read while the engine is on its way to `ready`. */
export const ENGINE_POLL_MS = 3000;

export function getConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ConfigReply> {
  return apiRequest<ConfigReply>('GET', '/config', undefined, { signal });
}

/** Whether the engine's state will change on its own (a download or a load in progress). */
function isSettling(state: EngineState | undefined): boolean {
  return state === 'downloading' || state === 'loading';
}

export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: getConfig,
    // The settings change only with a server restart, so one fetch per visit is enough.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}

/** The config for a screen that shows the engine's state: read again while that state is settling. */
export function useEngineConfig() {
  return useQuery({
    ...configQueryOptions(),
    refetchInterval: (query) => (isSettling(query.state.data?.engine.state) ? ENGINE_POLL_MS : false),
  });
}

/**
 * Whether drafts come from the offline engine now: it is the one configured, or Inkprint's own model is
 * downloading or unavailable and the offline engine stands in for it.
 */
export function draftsFromOfflineEngine(engine: ConfigReply['engine'] | undefined): boolean {
  if (!engine) return false;
  return (
    engine.provider === 'builtin' ||
    (engine.provider === 'local' && (engine.state === 'downloading' || engine.state === 'unavailable'))
  );
}

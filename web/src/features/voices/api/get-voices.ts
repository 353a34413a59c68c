/** GET /api/voices: the user's voices (at least one, exactly one of them the default), oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Voice, VoicesReply } from '../types';

export const voicesQueryKey = ['voices'] as const;

export async function getVoices({ signal }: { signal?: AbortSignal } = {}): Promise<Voice[]> {
  return (await apiRequest<VoicesReply>('GET', '/voices', undefined, { signal })).voices;
}

export function voicesQueryOptions() {
  return queryOptions({ queryKey: voicesQueryKey, queryFn: getVoices });
}

export function useVoices() {
  return useQuery(voicesQueryOptions());
}

/** The voice the URL names when the user has it, else the default one (a stale or foreign id falls back). */
export function chosenVoice(voices: readonly Voice[] | undefined, id: string | null): Voice | undefined {
  if (!voices) return undefined;
  return voices.find((voice) => voice.id === id) ?? voices.find((voice) => voice.is_default) ?? voices[0];
}

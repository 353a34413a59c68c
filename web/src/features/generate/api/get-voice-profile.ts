/**
 * GET /api/voice-profile: only whether the chosen voice has a profile matters here (generation needs one).
 * The cache key is the voice setup screen's (`['voice-profile', <voice id> | 'default']`), so analysing or
 * deleting there is seen here without a refetch.
 */
import type { VoiceProfileReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const voiceProfileQueryKey = ['voice-profile'] as const;

export function getVoiceProfile(
  voiceId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VoiceProfileReply> {
  const query = voiceId ? `?voice_id=${encodeURIComponent(voiceId)}` : '';
  return apiRequest<VoiceProfileReply>('GET', `/voice-profile${query}`, undefined, { signal });
}

export function voiceProfileQueryOptions(voiceId?: string) {
  return queryOptions({
    queryKey: [...voiceProfileQueryKey, voiceId ?? 'default'],
    queryFn: ({ signal }) => getVoiceProfile(voiceId, { signal }),
  });
}

export function useVoiceProfile(voiceId?: string) {
  return useQuery(voiceProfileQueryOptions(voiceId));
}

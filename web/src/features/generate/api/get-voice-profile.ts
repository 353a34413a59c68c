/**
 * GET /api/voice-profile: only whether a profile exists matters here (generation needs one). The cache
 * key is the voice setup screen's, so analysing or deleting there is seen here without a refetch.
 */
import type { VoiceProfileReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const voiceProfileQueryKey = ['voice-profile'] as const;

export function getVoiceProfile({ signal }: { signal?: AbortSignal } = {}): Promise<VoiceProfileReply> {
  return apiRequest<VoiceProfileReply>('GET', '/voice-profile', undefined, { signal });
}

export function voiceProfileQueryOptions() {
  return queryOptions({ queryKey: voiceProfileQueryKey, queryFn: getVoiceProfile });
}

export function useVoiceProfile() {
  return useQuery(voiceProfileQueryOptions());
}

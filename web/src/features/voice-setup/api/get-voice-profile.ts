/** GET /api/voice-profile: whether a voice profile exists, its summary and the full analysis. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VoiceProfileStatus } from '../types';

export const voiceProfileQueryKey = ['voice-profile'] as const;

/** What the screen shows once files change the profile away: no profile at all. */
export const NO_PROFILE: VoiceProfileStatus = { has_profile: false, profile: null, analysis: null };

export function getVoiceProfile({ signal }: { signal?: AbortSignal } = {}): Promise<VoiceProfileStatus> {
  return apiRequest<VoiceProfileStatus>('GET', '/voice-profile', undefined, { signal });
}

export function voiceProfileQueryOptions() {
  return queryOptions({ queryKey: voiceProfileQueryKey, queryFn: getVoiceProfile });
}

export function useVoiceProfile() {
  return useQuery(voiceProfileQueryOptions());
}

/** GET /api/voice-profile: whether a voice has a profile, its summary and the full analysis. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { VoiceProfileStatus } from '../types';
import { useVoiceScope, voiceKey, voiceQuery } from '../voice-scope';

/** Every voice's profile (and analysis run): the prefix that marks them all stale. */
export const voiceProfileQueryKey = ['voice-profile'] as const;

export const voiceProfileKey = (voiceId: string | undefined) =>
  [...voiceProfileQueryKey, voiceKey(voiceId)] as const;

/** What the screen shows once files change the profile away: no profile at all. */
export const NO_PROFILE: VoiceProfileStatus = { has_profile: false, profile: null, analysis: null };

export function getVoiceProfile(
  voiceId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VoiceProfileStatus> {
  return apiRequest<VoiceProfileStatus>('GET', `/voice-profile${voiceQuery(voiceId)}`, undefined, { signal });
}

export function voiceProfileQueryOptions(voiceId?: string) {
  return queryOptions({
    queryKey: voiceProfileKey(voiceId),
    queryFn: ({ signal }) => getVoiceProfile(voiceId, { signal }),
  });
}

export function useVoiceProfile() {
  return useQuery(voiceProfileQueryOptions(useVoiceScope()));
}

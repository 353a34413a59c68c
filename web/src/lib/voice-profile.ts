/**
 * GET /api/voice-profile: whether a voice has a profile, its summary and the full analysis. Voice setup
 * shows it and Generate needs to know a profile exists, so both read this one call and one cache entry
 * per voice (`['voice-profile', <voice id> | 'default']`): analysing or deleting on Voice setup is seen on
 * Generate without a refetch.
 */
import type { VoiceProfileReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** `?voice_id=…` for a chosen voice, nothing for the default (so every older call stays as it was). */
export function voiceQuery(voiceId: string | undefined, prefix: '?' | '&' = '?'): string {
  return voiceId ? `${prefix}voice_id=${encodeURIComponent(voiceId)}` : '';
}

/** The cache entry of one voice: a chosen id, or `default` for calls that name none. */
export const voiceKey = (voiceId: string | undefined) => voiceId ?? 'default';

/** Every voice's profile (and analysis run): the prefix that marks them all stale. */
export const voiceProfileQueryKey = ['voice-profile'] as const;

export const voiceProfileKey = (voiceId: string | undefined) =>
  [...voiceProfileQueryKey, voiceKey(voiceId)] as const;

export function getVoiceProfile(
  voiceId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VoiceProfileReply> {
  return apiRequest<VoiceProfileReply>('GET', `/voice-profile${voiceQuery(voiceId)}`, undefined, { signal });
}

export function voiceProfileQueryOptions(voiceId?: string) {
  return queryOptions({
    queryKey: voiceProfileKey(voiceId),
    queryFn: ({ signal }) => getVoiceProfile(voiceId, { signal }),
  });
}

export function useVoiceProfile(voiceId?: string) {
  return useQuery(voiceProfileQueryOptions(voiceId));
}

/**
 * GET /api/voice-profile/analysis: the user's latest analysis (decision 028), asked again every half second
 * while one is queued or running, so the screen shows its progress line and its outcome.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { voiceKey, voiceQuery } from '../../../lib/voice-profile';
import type { AnalysisRun, AnalysisRunReply } from '../types';
import { useVoiceScope } from '../voice-scope';

export const analysisRunQueryKey = ['voice-profile', 'analysis'] as const;

export const voiceAnalysisRunKey = (voiceId: string | undefined) =>
  [...analysisRunQueryKey, voiceKey(voiceId)] as const;

const RUN_POLL_MS = 500;

export const isActive = (run: AnalysisRun | null | undefined): boolean =>
  run?.state === 'queued' || run?.state === 'running';

export async function getAnalysisRun(
  voiceId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AnalysisRun | null> {
  const path = `/voice-profile/analysis${voiceQuery(voiceId)}`;
  return (await apiRequest<AnalysisRunReply>('GET', path, undefined, { signal })).run;
}

/** `follow`: asked again while true too (an analyze call is under way and its run may not be stored yet). */
export function analysisRunQueryOptions(follow: boolean, voiceId?: string) {
  return queryOptions({
    queryKey: voiceAnalysisRunKey(voiceId),
    queryFn: ({ signal }) => getAnalysisRun(voiceId, { signal }),
    refetchInterval: (query) => (follow || isActive(query.state.data) ? RUN_POLL_MS : false),
  });
}

export function useAnalysisRun(follow: boolean) {
  return useQuery(analysisRunQueryOptions(follow, useVoiceScope()));
}

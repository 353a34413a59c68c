/** POST /api/voice-profile/analyze: builds the voice profile from the usable files; the reply becomes the
 * profile status at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AnalyzeReply, VoiceProfileStatus } from '../types';
import { voiceProfileQueryKey } from './get-voice-profile';

export function analyzeVoice(): Promise<AnalyzeReply> {
  return apiRequest<AnalyzeReply>('POST', '/voice-profile/analyze');
}

export function useAnalyzeVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeVoice,
    onSuccess: ({ profile, analysis }) =>
      queryClient.setQueryData<VoiceProfileStatus>(voiceProfileQueryKey, {
        has_profile: true,
        profile,
        analysis,
      }),
  });
}

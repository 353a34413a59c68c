/**
 * POST /api/voice-profile/analyze: queues the analysis and waits a little for it (decision 028). A 201
 * carries the profile, which becomes the profile status at once; a 202 carries the run, which the screen
 * follows (analysis-run.ts) until it ends.
 */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { voiceProfileKey, voiceQuery } from '../../../lib/voice-profile';
import type { AnalysisRun, AnalyzeAccepted, AnalyzeReply, VoiceProfileStatus } from '../types';
import { useVoiceScope } from '../voice-scope';
import { isActive, voiceAnalysisRunKey } from './analysis-run';

export function analyzeVoice(voiceId?: string): Promise<AnalyzeReply | AnalyzeAccepted> {
  return apiRequest<AnalyzeReply | AnalyzeAccepted>('POST', `/voice-profile/analyze${voiceQuery(voiceId)}`);
}

export const isAccepted = (reply: AnalyzeReply | AnalyzeAccepted): reply is AnalyzeAccepted => 'run' in reply;

export function useAnalyzeVoice() {
  const queryClient = useQueryClient();
  const voiceId = useVoiceScope();
  return useMutation({
    mutationFn: () => analyzeVoice(voiceId),
    onSuccess: (reply) => {
      if (isAccepted(reply)) {
        queryClient.setQueryData<AnalysisRun | null>(voiceAnalysisRunKey(voiceId), reply.run);
        return;
      }
      queryClient.setQueryData<VoiceProfileStatus>(voiceProfileKey(voiceId), {
        has_profile: true,
        profile: reply.profile,
        analysis: reply.analysis,
      });
      // The run the progress line followed is over.
      queryClient.setQueryData<AnalysisRun | null>(voiceAnalysisRunKey(voiceId), (run) =>
        run && isActive(run) ? { ...run, state: 'done', stage: null, percent: 100 } : run,
      );
    },
  });
}

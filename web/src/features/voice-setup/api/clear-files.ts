/** DELETE /api/files/clear-all: removes every file of one voice and its profile. */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { voiceProfileKey, voiceQuery } from '../../../lib/voice-profile';
import type { ClearFilesReply, UploadedFile } from '../types';
import { useVoiceScope } from '../voice-scope';
import { filesQueryKey, voiceFilesQueryKey } from './get-files';
import { NO_PROFILE } from './get-voice-profile';

export function clearFiles(voiceId?: string): Promise<ClearFilesReply> {
  return apiRequest<ClearFilesReply>('DELETE', `/files/clear-all${voiceQuery(voiceId)}`);
}

export function useClearFiles() {
  const queryClient = useQueryClient();
  const voiceId = useVoiceScope();
  return useMutation({
    mutationFn: () => clearFiles(voiceId),
    onSuccess: () => {
      queryClient.setQueryData<UploadedFile[]>(voiceFilesQueryKey(voiceId), []);
      queryClient.setQueryData(voiceProfileKey(voiceId), NO_PROFILE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}

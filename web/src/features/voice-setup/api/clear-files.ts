/** DELETE /api/files/clear-all: removes every file and the voice profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ClearFilesReply, UploadedFile } from '../types';
import { filesQueryKey } from './get-files';
import { NO_PROFILE, voiceProfileQueryKey } from './get-voice-profile';

export function clearFiles(): Promise<ClearFilesReply> {
  return apiRequest<ClearFilesReply>('DELETE', '/files/clear-all');
}

export function useClearFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFiles,
    onSuccess: () => {
      queryClient.setQueryData<UploadedFile[]>(filesQueryKey, []);
      queryClient.setQueryData(voiceProfileQueryKey, NO_PROFILE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKey }),
  });
}

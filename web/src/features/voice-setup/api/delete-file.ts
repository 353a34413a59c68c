/** DELETE /api/files/:id: removes one file; the file list and the profile status are read again. */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { voiceProfileKey, voiceProfileQueryKey } from '../../../lib/voice-profile';
import type { DeleteFileReply, UploadedFile } from '../types';
import { useVoiceScope } from '../voice-scope';
import { filesQueryKey, voiceFilesQueryKey } from './get-files';
import { NO_PROFILE } from './get-voice-profile';

export function deleteFile(id: string): Promise<DeleteFileReply> {
  return apiRequest<DeleteFileReply>('DELETE', `/files/${encodeURIComponent(id)}`);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  const voiceId = useVoiceScope();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (reply, id) => {
      queryClient.setQueryData<UploadedFile[]>(voiceFilesQueryKey(voiceId), (files) =>
        files?.filter((f) => f.id !== id),
      );
      if (reply.voice_profile_reset) queryClient.setQueryData(voiceProfileKey(voiceId), NO_PROFILE);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKey }),
        queryClient.invalidateQueries({ queryKey: voiceProfileQueryKey }),
      ]),
  });
}

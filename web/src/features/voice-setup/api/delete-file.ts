/** DELETE /api/files/:id: removes one file; the file list and the profile status are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DeleteFileReply, UploadedFile } from '../types';
import { filesQueryKey } from './get-files';
import { NO_PROFILE, voiceProfileQueryKey } from './get-voice-profile';

export function deleteFile(id: string): Promise<DeleteFileReply> {
  return apiRequest<DeleteFileReply>('DELETE', `/files/${encodeURIComponent(id)}`);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: (reply, id) => {
      queryClient.setQueryData<UploadedFile[]>(filesQueryKey, (files) => files?.filter((f) => f.id !== id));
      if (reply.voice_profile_reset) queryClient.setQueryData(voiceProfileQueryKey, NO_PROFILE);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKey }),
        queryClient.invalidateQueries({ queryKey: voiceProfileQueryKey }),
      ]),
  });
}

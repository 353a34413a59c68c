/** POST /api/files/upload: multipart, field `files` repeated, with upload progress (0–1). A reset profile
 * is shown as absent at once; the file list and profile are then read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import type { UploadReply } from '../types';
import { filesQueryKey } from './get-files';
import { NO_PROFILE, voiceProfileQueryKey } from './get-voice-profile';

export function uploadFiles(
  files: readonly File[],
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<UploadReply> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiUpload<UploadReply>('/files/upload', form, options);
}

export function useUploadFiles(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadFiles(files, { onProgress }),
    onSuccess: (reply) => {
      if (reply.voice_profile_reset) queryClient.setQueryData(voiceProfileQueryKey, NO_PROFILE);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKey }),
        queryClient.invalidateQueries({ queryKey: voiceProfileQueryKey }),
      ]),
  });
}

/** POST /api/files/upload: multipart, field `files` repeated, with upload progress (0–1). fetch cannot
 * report how much of a request body has gone out, so this call uses XMLHttpRequest, with the api client's
 * language header and error handling. A reset profile is shown as absent at once; the file list and the
 * profile are then read again. */

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFrom, networkError, parseJson } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { voiceProfileKey, voiceProfileQueryKey } from '../../../lib/voice-profile';
import type { UploadReply } from '../types';
import { useVoiceScope } from '../voice-scope';
import { filesQueryKey } from './get-files';
import { NO_PROFILE } from './get-voice-profile';

interface UploadOptions {
  /** The voice the files are for (a form field); the default voice without it. */
  voiceId?: string | undefined;
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

export function uploadFiles(files: readonly File[], { voiceId, onProgress, signal }: UploadOptions = {}) {
  const form = new FormData();
  // Before the files, so the server knows the voice when it reads the first one.
  if (voiceId) form.append('voice_id', voiceId);
  for (const file of files) form.append('files', file, file.name);
  return new Promise<UploadReply>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as UploadReply);
      else reject(errorFrom(xhr.status, data));
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.onabort = () => {
      done();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(form);
  });
}

export function useUploadFiles(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  const voiceId = useVoiceScope();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadFiles(files, { voiceId, onProgress }),
    onSuccess: (reply) => {
      if (reply.voice_profile_reset) queryClient.setQueryData(voiceProfileKey(voiceId), NO_PROFILE);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: filesQueryKey }),
        queryClient.invalidateQueries({ queryKey: voiceProfileQueryKey }),
      ]),
  });
}

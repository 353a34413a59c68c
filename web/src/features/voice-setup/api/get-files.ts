/** GET /api/files: the uploaded files of one voice (the default one unless named), newest first. */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { voiceKey, voiceQuery } from '../../../lib/voice-profile';
import type { FilesReply, UploadedFile } from '../types';
import { useVoiceScope } from '../voice-scope';

/** Every voice's files: the prefix that marks them all stale. */
export const filesQueryKey = ['files'] as const;

export const voiceFilesQueryKey = (voiceId: string | undefined) =>
  [...filesQueryKey, voiceKey(voiceId)] as const;

export async function getFiles(
  voiceId: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UploadedFile[]> {
  return (await apiRequest<FilesReply>('GET', `/files${voiceQuery(voiceId)}`, undefined, { signal })).files;
}

/** While a file is still being read, the list is asked again every 2 s. */
const PROCESSING_POLL_MS = 2000;

export function filesQueryOptions(voiceId?: string) {
  return queryOptions({
    queryKey: voiceFilesQueryKey(voiceId),
    queryFn: ({ signal }) => getFiles(voiceId, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

export function useFiles() {
  return useQuery(filesQueryOptions(useVoiceScope()));
}

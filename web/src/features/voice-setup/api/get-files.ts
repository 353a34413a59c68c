/** GET /api/files: the user's uploaded files, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FilesReply, UploadedFile } from '../types';

export const filesQueryKey = ['files'] as const;

export async function getFiles({ signal }: { signal?: AbortSignal } = {}): Promise<UploadedFile[]> {
  return (await apiRequest<FilesReply>('GET', '/files', undefined, { signal })).files;
}

/** While a file is still being read, the list is asked again every 2 s. */
const PROCESSING_POLL_MS = 2000;

export function filesQueryOptions() {
  return queryOptions({
    queryKey: filesQueryKey,
    queryFn: getFiles,
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

export function useFiles() {
  return useQuery(filesQueryOptions());
}

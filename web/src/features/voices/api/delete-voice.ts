/**
 * DELETE /api/voices/:id: the voice, its files, sections, analysis and profile go; generated items stay and
 * keep the voice's name. Deleting the default makes the oldest remaining voice the default (on the server),
 * so the list and everything built on it are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DeleteVoiceReply, Voice } from '../types';
import { invalidateVoiceData } from './dependent-keys';
import { voicesQueryKey } from './get-voices';

export function deleteVoice(id: string): Promise<DeleteVoiceReply> {
  return apiRequest<DeleteVoiceReply>('DELETE', `/voices/${encodeURIComponent(id)}`);
}

export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVoice,
    onSuccess: (_reply, id) =>
      queryClient.setQueryData<Voice[]>(voicesQueryKey, (voices) => voices?.filter((v) => v.id !== id)),
    onSettled: () => invalidateVoiceData(queryClient),
  });
}

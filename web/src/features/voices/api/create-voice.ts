/** POST /api/voices {name}: a new, empty voice (no files, no profile, no rules); the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Voice, VoiceReply } from '../types';
import { voicesQueryKey } from './get-voices';

export async function createVoice(name: string): Promise<Voice> {
  return (await apiRequest<VoiceReply>('POST', '/voices', { name })).voice;
}

export function useCreateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVoice,
    onSuccess: (voice) =>
      queryClient.setQueryData<Voice[]>(voicesQueryKey, (voices) => voices && [...voices, voice]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
  });
}

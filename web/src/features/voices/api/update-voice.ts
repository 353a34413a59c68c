/**
 * PATCH /api/voices/:id {name?, is_default?, rules?, banned_phrases?}: rename, make default, or save the
 * rules. The reply replaces the voice in the list at once; a new default moves the flag off the old one.
 * Everything that shows a voice (files and profile of "the default voice", history's voice names) is read
 * again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UpdateVoiceBody, Voice, VoiceReply } from '../types';
import { invalidateVoiceData } from './dependent-keys';
import { voicesQueryKey } from './get-voices';

export async function updateVoice(id: string, body: UpdateVoiceBody): Promise<Voice> {
  return (await apiRequest<VoiceReply>('PATCH', `/voices/${encodeURIComponent(id)}`, body)).voice;
}

export function useUpdateVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateVoiceBody }) => updateVoice(id, body),
    onSuccess: (voice) =>
      queryClient.setQueryData<Voice[]>(voicesQueryKey, (voices) =>
        voices?.map((v) =>
          v.id === voice.id ? voice : voice.is_default && v.is_default ? { ...v, is_default: false } : v,
        ),
      ),
    // Rules alone change nothing else on screen; a name or a new default does.
    onSettled: (_voice, _error, { body }) =>
      invalidateVoiceData(queryClient, {
        dependents: body.name !== undefined || body.is_default !== undefined,
      }),
  });
}

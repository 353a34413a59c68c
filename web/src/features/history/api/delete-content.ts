/** DELETE /api/content/:id: removes one item; the history and the stats are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function deleteContent(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/content/${encodeURIComponent(id)}`);
}

export function useDeleteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}

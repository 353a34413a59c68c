/** DELETE /api/content/clear-all: removes every item of the user; the history and the stats are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function clearHistory(): Promise<{ message: string; deleted_count: number }> {
  return apiRequest<{ message: string; deleted_count: number }>('DELETE', '/content/clear-all');
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}

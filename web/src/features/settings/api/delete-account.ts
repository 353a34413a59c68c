/** DELETE /api/auth/account: removes the account and everything in it. */
import type { messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function deleteAccount(): Promise<z.infer<typeof messageReply>> {
  return apiRequest('DELETE', '/auth/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** DELETE /api/auth/account: removes the account and everything in it, given the current password. */
import type { deleteAccountBody, messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function deleteAccount(
  body: z.infer<typeof deleteAccountBody>,
): Promise<z.infer<typeof messageReply>> {
  return apiRequest('DELETE', '/auth/account', body);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** POST /api/auth/reset-password: sets a new password with the token of a reset link. */
import type { messageReply, ResetPasswordBody } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<z.infer<typeof messageReply>> {
  return apiRequest('POST', '/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** POST /api/auth/change-password: needs the current password; the session stays signed in. */
import type { ChangePasswordBody, messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<z.infer<typeof messageReply>> {
  return apiRequest('POST', '/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

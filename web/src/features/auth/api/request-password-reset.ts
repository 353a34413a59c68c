/** POST /api/auth/request-password-reset: mails a reset link; the answer is the same for every address. */
import type { messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: { email: string }): Promise<z.infer<typeof messageReply>> {
  return apiRequest('POST', '/auth/request-password-reset', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

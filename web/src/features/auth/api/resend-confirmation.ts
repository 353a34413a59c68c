/** POST /api/auth/resend-confirmation: mails a new confirmation link; the same answer for every address. */
import type { messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function resendConfirmation(body: { email: string }): Promise<z.infer<typeof messageReply>> {
  return apiRequest('POST', '/auth/resend-confirmation', body);
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}

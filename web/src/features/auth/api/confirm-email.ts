/** POST /api/auth/confirm-email: spends the confirmation link's token, with the password chosen at sign-up. */
import type { messageReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type MessageReply = z.infer<typeof messageReply>;

export function confirmEmail(body: { token: string; password: string }): Promise<MessageReply> {
  return apiRequest<MessageReply>('POST', '/auth/confirm-email', body);
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}

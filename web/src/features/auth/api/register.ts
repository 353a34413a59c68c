/** POST /api/auth/register: creates the account. It does not sign in: the e-mail must be confirmed first. */
import type { RegisterBody, registerReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type RegisterReply = z.infer<typeof registerReply>;

export function register(body: RegisterBody): Promise<RegisterReply> {
  return apiRequest<RegisterReply>('POST', '/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

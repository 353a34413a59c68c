/** GET /api/auth/validate-reset-token: whether a reset link's token can still be used. */
import type { validateTokenReply } from '@inkprint/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type ValidateTokenReply = z.infer<typeof validateTokenReply>;

export function validateResetToken(token: string, signal?: AbortSignal): Promise<ValidateTokenReply> {
  return apiRequest<ValidateTokenReply>(
    'GET',
    `/auth/validate-reset-token?token=${encodeURIComponent(token)}`,
    undefined,
    { signal },
  );
}

export const validateResetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token] as const,
    queryFn: ({ signal }) => validateResetToken(token, signal),
    enabled: token !== '',
    // A token's answer does not change by asking again, and a failed check is final for this visit.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useValidateResetToken(token: string) {
  return useQuery(validateResetTokenQueryOptions(token));
}

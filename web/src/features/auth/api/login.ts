/** POST /api/auth/login: signs in; the hook stores the user, with the profile merged, as the session user. */
import type { LoginBody, User, userReply } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useSetUser, withProfile } from '../../../lib/auth';

export async function login(body: LoginBody): Promise<User> {
  return (await apiRequest<z.infer<typeof userReply>>('POST', '/auth/login', body)).user;
}

export function useLogin() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: async (body: LoginBody) => withProfile(await login(body)),
    onSuccess: (user) => setUser(user),
  });
}

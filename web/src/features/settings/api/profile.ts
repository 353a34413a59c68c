// GET and PUT /api/auth/profile, and the settings-side calls on the account (password, deletion).
import type { UpdateProfileBody, User } from '@inkprint/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const profileQuery = queryOptions({
  queryKey: ['auth', 'profile'] as const,
  queryFn: async () => (await apiRequest<{ profile: User }>('GET', '/auth/profile')).profile,
});

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest<{ profile: User; message: string }>('PUT', '/auth/profile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
  });
}

export function changePassword(body: { current_password: string; new_password: string }) {
  return apiRequest<{ message: string }>('POST', '/auth/change-password', body);
}

export function deleteAccount() {
  return apiRequest<{ message: string }>('DELETE', '/auth/account');
}

/** Served as a JSON attachment, so a plain link downloads it with the session cookie. */
export const EXPORT_URL = '/api/auth/export';

/** PUT /api/auth/profile: saves names and company; the reply becomes the session user at once. */
import type { profileUpdateReply, UpdateProfileBody } from '@inkprint/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useSetUser } from '../../../lib/auth';

type ProfileUpdateReply = z.infer<typeof profileUpdateReply>;

export function updateProfile(body: UpdateProfileBody): Promise<ProfileUpdateReply> {
  return apiRequest<ProfileUpdateReply>('PUT', '/auth/profile', body);
}

export function useUpdateProfile() {
  const setUser = useSetUser();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => setUser((current) => (current ? { ...current, ...profile } : null)),
  });
}

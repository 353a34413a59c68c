// Who is signed in: one TanStack Query entry holds the session user (check-auth merged with the profile),
// so every screen reads and updates the same cache. Sign-in and profile calls write into it; logout and a
// lost session clear it.
import { type checkAuthReply, type profileReply, TIMINGS, type User } from '@inkprint/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { paths } from '../config/paths';
import { apiRequest, setUnauthenticatedHandler } from './api-client';

export type { User };

type CheckAuthReply = z.infer<typeof checkAuthReply>;
type ProfileReply = z.infer<typeof profileReply>;

/** GET /api/auth/profile: the full account record. */
async function getProfile(signal?: AbortSignal): Promise<User> {
  return (await apiRequest<ProfileReply>('GET', '/auth/profile', undefined, { signal })).profile;
}

/** The profile carries fields the session user may lack; a failed profile call keeps the user alone. */
export async function withProfile(user: User, signal?: AbortSignal): Promise<User> {
  try {
    return { ...user, ...(await getProfile(signal)) };
  } catch (error) {
    if (signal?.aborted) throw error;
    return user;
  }
}

/** GET /api/auth/check-auth, then the profile: the signed-in user, or null. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const reply = await apiRequest<CheckAuthReply>('GET', '/auth/check-auth', undefined, { signal });
    return reply.authenticated && reply.user ? await withProfile(reply.user, signal) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    // A failed check means "not signed in", silently (docs/product.md, "States").
    return null;
  }
}

export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'] as const,
    queryFn: ({ signal }) => getUser(signal),
    // The session changes only through this app's own calls, which write the cache themselves.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/**
 * True while the session check runs and, as docs/product.md ("Routes") asks, a short moment after it
 * finishes, so the first screen does not flash the wrong route set.
 */
export function useAuthLoading(): boolean {
  const { isPending } = useUser();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (isPending) return;
    const timer = setTimeout(() => setSettled(true), TIMINGS.authLoadingDelayMs);
    return () => clearTimeout(timer);
  }, [isPending]);
  return isPending || !settled;
}

/** Writes the signed-in user (or null) into the one cache entry. */
export function useSetUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: User | null | ((current: User | null | undefined) => User | null)) =>
      queryClient.setQueryData(getUserQueryOptions().queryKey, update),
    [queryClient],
  );
}

/** POST /api/auth/logout. A failed call still signs out here: the interface forgets the user. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/auth/logout');
  } catch (error) {
    console.warn('Logout failed', error);
  }
}

/**
 * Leaves the app for /login with a full page load. Every cached query of the account that signed out goes
 * with the page (nothing of theirs lingers in memory for the next person at this browser), and no route set
 * ever renders the old app path signed out. A client-side move raced: React Router applies a navigation as
 * a transition while the user cache update is synchronous, so the signed-out routes could render /settings
 * first and send it to / instead of /login.
 */
function leaveToLogin() {
  if (window.location.pathname !== paths.login) window.location.replace(paths.login);
}

/** Signs out (a failed call still signs out here), then leaves for the login page. */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: leaveToLogin });
}

/** A lost session (any call answering UNAUTHENTICATED) clears the user and leaves for the login page. */
export function useSignOutOnLostSession() {
  const setUser = useSetUser();
  useEffect(
    () =>
      setUnauthenticatedHandler(() => {
        setUser(null);
        leaveToLogin();
      }),
    [setUser],
  );
}

/** First name if there is one, otherwise the e-mail: how the interface greets the user. */
export function displayName(user: Pick<User, 'first_name' | 'email'> | null | undefined): string {
  if (!user) return '';
  return user.first_name?.trim() || user.email;
}

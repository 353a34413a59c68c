/**
 * The cached queries that show something of a voice: its files, its profile and analysis, the history
 * (each item names its voice) and the statistics and dashboard built on them. A change to a voice marks
 * them stale by these prefixes. The features that own the keys cannot be imported from here (decision
 * 006), so `app/voice-query-keys.test.ts` holds these prefixes to theirs.
 */
import type { QueryClient } from '@tanstack/react-query';
import { voicesQueryKey } from './get-voices';

export const VOICE_DEPENDENT_KEYS = [
  ['files'],
  ['voice-profile'],
  ['content'],
] as const satisfies ReadonlyArray<readonly string[]>;

export function invalidateVoiceData(queryClient: QueryClient, { dependents = true } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: voicesQueryKey }),
    ...(dependents
      ? VOICE_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))
      : []),
  ]);
}

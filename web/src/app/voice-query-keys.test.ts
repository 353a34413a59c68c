// A change to a voice marks stale the cached queries that show something of it (features/voices/api/
// dependent-keys.ts). That file cannot import the features owning those keys (decision 006), so this test
// holds its prefixes to theirs: a key renamed in a feature and not there would leave stale screens.
import { describe, expect, it } from 'vitest';
import { historyQueryKey } from '../features/history/api/get-history';
import { statsQueryKey } from '../features/history/api/get-stats';
import { analysisRunQueryOptions } from '../features/voice-setup/api/analysis-run';
import { filesQueryOptions } from '../features/voice-setup/api/get-files';
import { VOICE_DEPENDENT_KEYS } from '../features/voices/api/dependent-keys';
import { voiceProfileQueryOptions } from '../lib/voice-profile';

/** Whether a key starts with one of the prefixes (TanStack Query's partial matching). */
const covered = (queryKey: readonly unknown[]) =>
  VOICE_DEPENDENT_KEYS.some((prefix) => prefix.every((part, index) => queryKey[index] === part));

describe('the caches a voice change marks stale', () => {
  it.each([
    ['files of the default voice', filesQueryOptions().queryKey],
    ['files of a chosen voice', filesQueryOptions('v2').queryKey],
    ['profile of a chosen voice (Voice setup and Generate)', voiceProfileQueryOptions('v2').queryKey],
    ['profile of the default voice', voiceProfileQueryOptions().queryKey],
    ['analysis run', analysisRunQueryOptions(false, 'v2').queryKey],
    ['history', [...historyQueryKey, {}]],
    ['statistics', statsQueryKey],
  ])('include the %s', (_name, key) => {
    expect(covered(key)).toBe(true);
  });
});

// Voices as GET /api/voices gives them, for the voices tests.
import type { Voice } from '../types';

export function voiceOf(overrides: Partial<Voice> = {}): Voice {
  return {
    id: 'v1',
    name: 'My voice',
    is_default: true,
    file_count: 2,
    total_words: 3100,
    has_profile: true,
    language: 'en',
    primary_tone: 'professional',
    rules: [],
    banned_phrases: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const twoVoices = (): Voice[] => [
  voiceOf(),
  voiceOf({
    id: 'v2',
    name: 'Company',
    is_default: false,
    file_count: 1,
    created_at: '2026-11-21T10:00:00.000Z',
  }),
];

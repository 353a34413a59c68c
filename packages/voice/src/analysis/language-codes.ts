/**
 * The languages the voice engine knows: a leaf module every other one may import (no cycle through
 * types.ts). The list itself lives once, in @inkprint/shared.
 */
import { LANGUAGES, type Language } from '@inkprint/shared';

export type KnownLanguage = Language;
export type DetectedLanguage = KnownLanguage | 'other';
export const KNOWN_LANGUAGES: readonly KnownLanguage[] = LANGUAGES;

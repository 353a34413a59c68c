/** The languages the voice engine knows: a leaf module every other one may import (no cycle through types.ts). */
export type DetectedLanguage = 'en' | 'de' | 'fr' | 'it' | 'pt' | 'other';
export type KnownLanguage = Exclude<DetectedLanguage, 'other'>;
export const KNOWN_LANGUAGES: readonly KnownLanguage[] = ['en', 'de', 'fr', 'it', 'pt'];

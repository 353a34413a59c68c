// Interface languages and their own names. Kept here rather than imported from @inkprint/shared so the
// first-load bundle does not pull in zod (the shared index evaluates its schemas on import).
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a language picker should show it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export const LANGUAGE_STORAGE_KEY = 'language';

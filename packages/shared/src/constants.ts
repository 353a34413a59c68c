/** Business constants (docs/product.md, "Constants"), shared by server and web. */

export const LANGUAGES = ['en', 'de', 'fr', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** English language names accepted by POST /content/generate, keyed by code. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  pt: 'Portuguese',
};

export const FILE_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 5_242_880,
  maxTotalBytes: 10_485_760,
  /**
   * Words of extracted text, per file and per account (decision 015): bytes alone do not bound the text,
   * since repetitive DOCX text compresses ~350:1, and every analysis, retrieval and export reads the words.
   */
  maxFileWords: 300_000,
  maxTotalWords: 500_000,
  acceptedTypes: ['pdf', 'docx', 'txt'] as const,
} as const;

/**
 * Voices (issue #24, decision 033): each account holds 1–10 voices, each with its own files (FILE_LIMITS apply
 * per voice), profile and rules. Names are unique per account, compared case-insensitively.
 */
export const VOICE_LIMITS = {
  maxVoices: 10,
  nameMaxLength: 60,
  maxRules: 20,
  ruleMaxLength: 200,
  maxBannedPhrases: 50,
  bannedPhraseMaxLength: 60,
} as const;

/** The name of the voice every account starts with (and every account migrated by 0013 was given). */
export const DEFAULT_VOICE_NAMES: Record<Language, string> = {
  en: 'My voice',
  de: 'Meine Stimme',
  fr: 'Ma voix',
  it: 'La mia voce',
  pt: 'Minha voz',
};

export const OUTPUT_SIZES = { small: 100, medium: 300, large: 1000 } as const;
export type OutputSize = keyof typeof OUTPUT_SIZES;
export const DEFAULT_OUTPUT_SIZE: OutputSize = 'medium';

export const HISTORY_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_HISTORY_PAGE_SIZE = 10;

export const PREVIEW_CUTS = { prompt: 80, text: 120, sample: 200, samples: 2 } as const;
export const DASHBOARD_FILE_LIST = 5;
export const RECENT_ACTIVITY_COUNT = 5;
export const DEFAULT_DAILY_GENERATION_LIMIT = 10;
export const PROMPT_MAX_LENGTH = 2000;
/** Characters of a text to rewrite (POST /api/content/rewrite). */
export const REWRITE_MAX_LENGTH = 10_000;
/** A rewrite keeps its source's length within this share, in words (decision 035). */
export const REWRITE_LENGTH_TOLERANCE = 0.15;

export const PASSWORD_RULES = { minLength: 8, maxLength: 256, minScore: 4 } as const;
export const FIELD_LIMITS = {
  email: 254,
  name: 50,
  company: 100,
  contactName: 100,
  contactMessage: 5000,
} as const;

export const TIMINGS = {
  authLoadingDelayMs: 100,
  shortRedirectMs: 2000,
  longRedirectMs: 3000,
  copyConfirmationMs: 3000,
  toastMs: 4000,
  toastSuccessMs: 2000,
  maxToasts: 20,
} as const;

export const TOKEN_TTL = {
  confirmEmailMs: 24 * 60 * 60 * 1000,
  resetPasswordMs: 60 * 60 * 1000,
  sessionMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export const LOGIN_RATE_LIMIT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;
export const MINIMUM_AGE = 13;
export const SESSION_COOKIE = 'inkprint_sid';

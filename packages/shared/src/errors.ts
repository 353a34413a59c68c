/** Machine error codes and their HTTP status (docs/api.md, "Errors"). */

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  TOO_MANY_FILES: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  HOST_NOT_ALLOWED: 421,
  VOICE_PROFILE_REQUIRED: 409,
  NO_USABLE_FILES: 409,
  NOT_ENOUGH_PROSE: 409,
  FILE_TOO_LARGE: 413,
  TOTAL_SIZE_EXCEEDED: 413,
  FILE_TOO_MANY_WORDS: 413,
  TOTAL_WORDS_EXCEEDED: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
  BUSY: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  PROVIDER_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Body of every error answer. */
export interface ApiErrorBody {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

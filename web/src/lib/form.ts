// Form helpers: translating the shared zod message keys and copying server field errors into a form.
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/** zod messages are catalogue keys (required, invalid_email…); unknown text is shown as it is. */
export function useFieldError() {
  const { t, i18n } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const key = `validation.${error.message}`;
    return i18n.exists(key, { ns: 'translation' }) ? t(key, { ns: 'translation' }) : error.message;
  };
}

/** Shows the server's per-field messages under the fields; returns whether any was applied. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((known as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

// One form submission at a time, with the status line under the form: runs the action and shows
// what it returns; on failure copies the server's per-field errors into the form, or shows the error.
import { useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormStatusValue } from '../components/status-form';
import { applyServerFieldErrors, errorMessage } from './form';

interface SubmissionOptions<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** Fields whose server errors show under the field instead of in the status line. */
  fields: ReadonlyArray<Path<T>>;
  /** Status text when the error carries no message of its own. */
  failureText: string;
}

export function useSubmission<T extends FieldValues>({
  setError,
  fields,
  failureText,
}: SubmissionOptions<T>) {
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const inFlight = useRef(false);

  /**
   * Runs `action` unless a submission is already running. `handleError` may take an error first
   * (returning true when it did); the rest become field errors or the status line.
   */
  async function submit(
    action: () => Promise<FormStatusValue | null>,
    handleError?: (error: unknown) => boolean,
  ): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus(null);
    try {
      setStatus(await action());
    } catch (error) {
      if (handleError?.(error)) return;
      if (!applyServerFieldErrors(error, setError, fields)) {
        setStatus({ tone: 'error', text: errorMessage(error, failureText) });
      }
    } finally {
      inFlight.current = false;
    }
  }

  return { status, setStatus, submit };
}

// The line the generate screen shows after a run, on both tabs (generate and rewrite).
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { STREAM_INTERRUPTED, wasCancelled } from './api/generate-content';

export type Outcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

/**
 * A run that ended without a text: cancelled (spent once text had arrived, decision 019), cut off by a
 * dropped stream, or refused with `errorText`'s words.
 */
export function failedRunOutcome(
  error: unknown,
  hadText: boolean,
  t: TFunction<'generate'>,
  errorText: (error: unknown) => string,
): Outcome {
  if (wasCancelled(error))
    return { tone: 'info', text: hadText ? t('stream.cancelledSpent') : t('stream.cancelled') };
  if (error instanceof ApiError && error.code === STREAM_INTERRUPTED)
    return { tone: 'error', text: t('errors.interrupted') };
  return { tone: 'error', text: errorText(error) };
}

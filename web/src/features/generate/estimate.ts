// How long a draft takes on this server, in words a person reads at a glance: before it starts (from the
// speed the local model measured, GET /api/config) and while it runs (from the stream's `estimate` event,
// counted down by the time gone since). Estimates are rough, so the wording is too: seconds in tens, then
// whole minutes, never a ticking second count.
import { type ConfigReply, OUTPUT_SIZES, type OutputSize } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { draftsFromOfflineEngine } from '../../lib/engine';
import type { LiveEstimate } from './api/generate-content';

export type RoughDuration =
  | { unit: 'fewSeconds' }
  | { unit: 'seconds'; count: number }
  | { unit: 'minutes'; count: number };

/** Under 10 s "a few seconds", then tens of seconds up to 50, then whole minutes ("about 1 minute" from 55 s). */
export function roughDuration(seconds: number): RoughDuration {
  if (!(seconds >= 10)) return { unit: 'fewSeconds' };
  if (seconds < 55) return { unit: 'seconds', count: Math.round(seconds / 10) * 10 };
  return { unit: 'minutes', count: Math.max(1, Math.round(seconds / 60)) };
}

/** Seconds of the stage still to go at `now` (ms); 0 or less once the estimate has run out. */
export function secondsLeft(estimate: LiveEstimate, now: number): number {
  return estimate.seconds - Math.max(0, now - estimate.receivedAt) / 1000;
}

/**
 * The measured draft times when Inkprint's own model writes the next draft; null for other engines, before
 * it has measured, and while the offline engine stands in for it (its times would not apply).
 */
export function localDraftSeconds(engine: ConfigReply['engine'] | undefined) {
  if (engine?.provider !== 'local' || draftsFromOfflineEngine(engine)) return null;
  return engine.draft_seconds ?? null;
}

const SIZES = Object.keys(OUTPUT_SIZES) as OutputSize[];

/** The output size whose word target is nearest a text's length (a rewrite keeps its source's length). */
export function closestSize(words: number): OutputSize {
  return SIZES.reduce((best, size) =>
    Math.abs(OUTPUT_SIZES[size] - words) < Math.abs(OUTPUT_SIZES[best] - words) ? size : best,
  );
}

/** The sentences: "Takes about 2 minutes on this server" before, "About 1 minute left" while. */
export function useEstimateText() {
  const { t } = useTranslation('generate');
  const phrase = (group: 'before' | 'left', seconds: number) => {
    const rough = roughDuration(seconds);
    return rough.unit === 'fewSeconds'
      ? t(`estimate.${group}.fewSeconds`)
      : t(`estimate.${group}.${rough.unit}`, { count: rough.count });
  };
  return {
    before: (seconds: number) => phrase('before', seconds),
    left: (seconds: number) => (seconds > 0 ? phrase('left', seconds) : t('estimate.left.almostDone')),
  };
}

/**
 * The generate screen's plain rules (spec §4, §5, §9): the quota bar colour, the running word count and how
 * a voice-match score is read (the download file name is in lib/copy-formats).
 */
import type { Quota } from '@inkprint/shared';
import type { ProgressTone } from '../../components/ui/progress-bar';

/** Share of today's quota used, 0–1 (a limit of 0 counts as all used). */
export function quotaUsedShare(quota: Pick<Quota, 'daily_limit' | 'remaining'>): number {
  if (quota.daily_limit <= 0) return 1;
  const used = quota.daily_limit - Math.max(0, quota.remaining);
  return Math.min(1, Math.max(0, used / quota.daily_limit));
}

/** Spec §4: 90 % used or more is red, 75 % or more amber, otherwise green. */
export function quotaTone(quota: Pick<Quota, 'daily_limit' | 'remaining'>): ProgressTone {
  const used = quotaUsedShare(quota);
  if (used >= 0.9) return 'red';
  if (used >= 0.75) return 'yellow';
  return 'green';
}

/** Words as a reader counts them: runs of characters between white space. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/u).length : 0;
}

type MatchLevel = 'high' | 'medium' | 'low';

/** 70 is the score under which the server revises a draft; 85 and up reads as the writer's own. */
export function matchLevel(score: number): MatchLevel {
  if (score >= 85) return 'high';
  if (score >= 70) return 'medium';
  return 'low';
}

// How much of the daily quota is used, and the colour of its bar (docs/product.md, States): 90 % used or more is red,
// 75 % or more is amber, anything less is green. Shared by every screen that shows the quota.
import type { Quota } from '@inkprint/shared';
import type { ProgressTone } from '../components/ui/progress-bar';

export function quotaUsage(quota: Pick<Quota, 'daily_limit' | 'remaining'>): {
  used: number;
  percent: number;
  tone: ProgressTone;
} {
  const limit = Math.max(0, quota.daily_limit);
  const remaining = Math.min(limit, Math.max(0, quota.remaining));
  const used = limit - remaining;
  // A limit of zero leaves nothing to use: shown as all used.
  const percent = limit > 0 ? (used / limit) * 100 : 100;
  const tone: ProgressTone = percent >= 90 ? 'red' : percent >= 75 ? 'yellow' : 'green';
  return { used, percent, tone };
}

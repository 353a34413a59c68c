// The four figures at the top of the dashboard: total content, the daily quota with its bar (filled by what
// is left, as the "10 / 10" beside it counts, so a fresh day is a full bar; coloured by how much is used,
// docs/product.md, States), uploaded files out of the most one can keep, and how many content types.
import { FILE_LIMITS, type Quota } from '@inkprint/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { quotaUsage } from '../../../lib/quota';
import type { DashboardFormat } from './format';

interface StatCardsProps {
  totalContent: number;
  quota: Quota;
  fileCount: number;
  /** With more than one voice the files card counts them all, and its limit is per voice. */
  voiceCount?: number;
  typeCount: number;
  format: DashboardFormat;
}

export function StatCards({
  totalContent,
  quota,
  fileCount,
  voiceCount = 1,
  typeCount,
  format,
}: StatCardsProps) {
  const { t } = useTranslation();
  const usage = quotaUsage(quota);
  const resetsAt = format.time(quota.resets_at);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label={t('dashboard.cards.total')} value={format.integer(totalContent)}>
        {t('dashboard.cards.totalHint')}
      </StatCard>
      <StatCard
        label={t('dashboard.cards.quota')}
        value={t('dashboard.cards.quotaValue', {
          remaining: format.integer(quota.remaining),
          limit: format.integer(quota.daily_limit),
        })}
      >
        <ProgressBar
          className="mb-2"
          percent={100 - usage.percent}
          tone={usage.tone}
          label={t('dashboard.cards.quotaBar')}
          valueText={t('dashboard.cards.quotaLeft', {
            remaining: format.integer(quota.daily_limit - usage.used),
            limit: format.integer(quota.daily_limit),
          })}
        />
        {resetsAt ? t('dashboard.cards.quotaHint', { time: resetsAt }) : t('dashboard.cards.quotaHintNoTime')}
      </StatCard>
      <StatCard label={t('dashboard.cards.files')} value={format.integer(fileCount)}>
        {voiceCount > 1
          ? t('dashboard.cards.filesHintVoices', {
              voices: format.integer(voiceCount),
              max: format.integer(FILE_LIMITS.maxFiles),
            })
          : t('dashboard.cards.filesHint', { max: format.integer(FILE_LIMITS.maxFiles) })}
      </StatCard>
      <StatCard label={t('dashboard.cards.types')} value={format.integer(typeCount)}>
        {t('dashboard.cards.typesHint')}
      </StatCard>
    </div>
  );
}

function StatCard({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className="p-4 sm:p-5">
      <p id={id} className="text-sm font-medium text-gray-700 dark:text-gray-300">
        {label}
      </p>
      <p className="mt-1 text-2xl font-bold sm:text-3xl tabular-nums tracking-tight" data-testid="stat-value">
        {value}
      </p>
      <div className="mt-2 text-sm text-gray-700 dark:text-gray-300">{children}</div>
    </Card>
  );
}

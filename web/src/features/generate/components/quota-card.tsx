// Today's quota: generations left of the daily limit, a bar in the spec's colours, and when it resets.
import type { Quota } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useGenerateFormat } from '../format';
import { quotaTone, quotaUsedShare } from '../rules';

export function QuotaCard({ quota, failed }: { quota: Quota | undefined; failed: boolean }) {
  const { t } = useTranslation('generate');
  const { times } = useGenerateFormat();
  return (
    <Card className="p-5" data-testid="quota-card">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300">
        {t('quota.title')}
      </h2>
      {quota ? (
        <>
          <p className="mt-2 text-lg font-semibold">
            {t('quota.remaining', { count: Math.max(0, quota.remaining), limit: quota.daily_limit })}
          </p>
          <ProgressBar
            className="mt-3"
            percent={quotaUsedShare(quota) * 100}
            tone={quotaTone(quota)}
            label={t('quota.used')}
            valueText={t('quota.usedValue', {
              used: quota.daily_limit - Math.max(0, quota.remaining),
              limit: quota.daily_limit,
            })}
          />
          {quota.remaining <= 0 ? (
            <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{t('quota.empty')}</p>
          ) : null}
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {t('quota.resets', {
              time: times.time(quota.resets_at),
              relative: times.relative(quota.resets_at),
            })}
          </p>
        </>
      ) : failed ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t('quota.loadFailed')}</p>
      ) : (
        <div className="mt-3 h-14 animate-pulse rounded-lg bg-gray-100 dark:bg-charcoal-700" />
      )}
    </Card>
  );
}

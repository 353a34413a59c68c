// The content-type distribution as a CSS bar chart: one row per type with its name, the count and share
// as text (what a screen reader reads) and a bar for the eye. With nothing generated yet, a link to
// /generate instead.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import type { DashboardFormat } from './format';

export function TypeChart({ byType, format }: { byType: Record<string, number>; format: DashboardFormat }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = Object.entries(byType)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ({ type, count, label: format.contentType(type) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const total = rows.reduce((sum, row) => sum + row.count, 0);

  return (
    <Card className="p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('dashboard.chart.title')}
      </h2>
      {rows.length === 0 ? (
        <div className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          <p>{t('dashboard.chart.empty')}</p>
          <Link
            to={paths.generate}
            className="mt-2 inline-block font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-white"
          >
            {t('dashboard.chart.emptyAction')}
          </Link>
        </div>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 space-y-3" data-testid="type-chart">
          {rows.map((row) => {
            const share = row.count / total;
            return (
              <li key={row.type} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words text-gray-800 dark:text-gray-200">{row.label}</span>
                  <span className="shrink-0 tabular-nums text-gray-700 dark:text-gray-300">
                    {t('dashboard.chart.value', {
                      count: format.integer(row.count),
                      percent: format.percent(share),
                    })}
                  </span>
                </div>
                <div
                  aria-hidden="true"
                  className="mt-1 h-2.5 overflow-hidden rounded-full bg-gray-100 dark:bg-charcoal-700"
                >
                  <div
                    className="h-full rounded-full bg-ink-600 dark:bg-ink-400"
                    style={{ width: `${share * 100}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

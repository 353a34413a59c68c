// The latest generated items (RECENT_ACTIVITY_COUNT), each a link that opens that item in History
// (`/history?item=<id>`: the History screen reads the id from the URL), with its prompt cut as History
// cuts it, so two items of one type tell apart.
import { RECENT_ACTIVITY_COUNT, type StatsReply } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { previewPrompt } from '../../../features/history/format';
import type { DashboardFormat } from './format';

type Activity = StatsReply['recent_activity'][number];

function historyItemPath(id: string): string {
  return `${paths.history}?${new URLSearchParams({ item: id })}`;
}

export function RecentActivity({ items, format }: { items: readonly Activity[]; format: DashboardFormat }) {
  const { t } = useTranslation();
  const latest = items.slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('dashboard.activity.title')}</h2>
        {latest.length > 0 ? (
          <Link
            to={paths.history}
            className="text-sm font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-white"
          >
            {t('dashboard.activity.viewAll')}
          </Link>
        ) : null}
      </div>
      {latest.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('dashboard.activity.empty')}</p>
      ) : (
        <ul className="-mx-2 mt-3 divide-y divide-gray-200 dark:divide-charcoal-700">
          {latest.map((item) => (
            <li key={item.id}>
              <Link
                to={historyItemPath(item.id)}
                className="flex flex-col gap-0.5 rounded-lg px-2 py-2.5 hover:bg-gray-50 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-x-3 dark:hover:bg-charcoal-700"
              >
                <span className="min-w-0 sm:flex-1">
                  <span className="font-medium text-ink-700 dark:text-ink-200">
                    {format.contentType(item.content_type)}
                  </span>
                  <span className="sr-only">, </span>
                  <span className="block text-sm break-words text-gray-800 dark:text-gray-200">
                    {previewPrompt(item.prompt)}
                  </span>
                </span>
                <span className="text-sm text-gray-700 dark:text-gray-300">
                  {t('dashboard.activity.words', { count: item.word_count })}
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// Previous / next with "page X of Y" and the range shown; hidden when everything fits on one page.
import type { HistoryReply } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface PaginationProps {
  pagination: HistoryReply['pagination'];
  onPage: (page: number) => void;
}

export function Pagination({ pagination, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const { page, pages, per_page: perPage, total, has_prev: hasPrev, has_next: hasNext } = pagination;
  if (pages <= 1 && page <= 1) return null;
  const from = Math.min(total, (page - 1) * perPage + 1);
  const to = Math.min(total, page * perPage);
  return (
    <nav
      aria-label={t('history.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('history.range', { from, to, total })} · {t('history.pageOf', { page, pages: Math.max(pages, 1) })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={!hasPrev}
          onClick={() => onPage(Math.min(page - 1, Math.max(pages, 1)))}
        >
          {t('history.previous')}
        </Button>
        <Button variant="secondary" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          {t('history.next')}
        </Button>
      </div>
    </nav>
  );
}

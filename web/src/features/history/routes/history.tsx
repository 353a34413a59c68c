// History: search, type filter, page size, the list with previews, pagination and a details modal; delete and
// clear-all ask first (docs/product.md: Screens, States, Messages, Constants). Page, size, filter, search and the open item live in the URL
// (url-state.ts), so reload, back and a shared link keep them; `?item=<id>` opens that item (the dashboard's
// recent activity links there). With several voices (issue 24) the screen that composes this one
// (app/routes/history.tsx) passes the user's voices: each item then names its voice, and the list filters by one.
import type { GeneratedContent } from '@inkprint/shared';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/form';
import { useClearHistory } from '../api/clear-history';
import { useDeleteContent } from '../api/delete-content';
import { useContentItem } from '../api/get-content-item';
import { useHistory } from '../api/get-history';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ContentDetails } from '../components/content-details';
import { HistoryFilters, type VoiceOption } from '../components/history-filters';
import { HistoryList } from '../components/history-list';
import { Pagination } from '../components/pagination';
import { type HistoryParams, readHistoryParams, writeHistoryParams } from '../url-state';

type Pending = { kind: 'one'; item: GeneratedContent } | { kind: 'all' } | null;

export default function HistoryPage({ voices = [] }: { voices?: readonly VoiceOption[] } = {}) {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  const [query, setQuery] = useSearchParams();
  const params = readHistoryParams(query);
  const history = useHistory(params);
  const [pending, setPending] = useState<Pending>(null);
  const remove = useDeleteContent();
  const clearAll = useClearHistory();

  const onChange = useCallback(
    (change: Partial<HistoryParams>, opts: { replace?: boolean } = {}) =>
      setQuery((current) => writeHistoryParams(current, change), opts),
    [setQuery],
  );

  const openId = query.get('item');
  const onPage = history.data?.content.find((c) => c.id === openId);
  const opened = useContentItem(openId, onPage);
  const openItem = (item: GeneratedContent) =>
    setQuery((current) => {
      const next = new URLSearchParams(current);
      next.set('item', item.id);
      return next;
    });
  const closeItem = () =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('item');
        return next;
      },
      { replace: true },
    );

  // A link to an item that is gone (deleted, or someone else's) opens nothing.
  useEffect(() => {
    if (openId && opened.isError) {
      toast.error(t('history.itemNotFound'));
      closeItem();
    }
  });

  // After deleting the last item of the last page, show the page before it.
  const data = history.data;
  useEffect(() => {
    if (data && data.content.length === 0 && data.pagination.page > 1 && !history.isPlaceholderData) {
      onChange({ page: Math.max(1, data.pagination.pages) }, { replace: true });
    }
  }, [data, history.isPlaceholderData, onChange]);

  async function confirmDelete() {
    if (!pending) return;
    try {
      if (pending.kind === 'one') {
        await remove.mutateAsync(pending.item.id);
        if (openId === pending.item.id) closeItem();
        toast.success(t('history.deleted'));
      } else {
        await clearAll.mutateAsync();
        closeItem();
        toast.success(t('history.cleared'));
      }
    } catch (error) {
      toast.error(errorMessage(error, t('history.deleteFailed')));
    } finally {
      setPending(null);
    }
  }

  const filtered = Boolean(params.search || params.contentType || params.voiceId);
  // Items name their voice once there is a choice, or when one was written in a voice since deleted.
  const showVoice =
    voices.length > 1 || Boolean(data?.content.some((item) => item.voice_id === null && item.voice_name));
  const total = data?.pagination.total ?? 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('history.title')}
        subtitle={t('history.subtitle')}
        actions={
          total > 0 || filtered ? (
            <Button variant="secondary" onClick={() => setPending({ kind: 'all' })}>
              {t('history.clearAll')}
            </Button>
          ) : null
        }
      />
      <Card className="mt-6 p-4 sm:p-6">
        <HistoryFilters params={params} voices={voices} onChange={onChange} />
        <div className="mt-4" aria-live="polite" aria-busy={history.isFetching || undefined}>
          {history.isPending ? (
            <div className="py-8 text-ink-600 dark:text-ink-200">
              <Spinner label={t('app.loading')} />
            </div>
          ) : history.isError ? (
            <Alert tone="error">
              <p>{t('history.loadFailed')}</p>
              <button
                type="button"
                onClick={() => void history.refetch()}
                className="mt-2 font-semibold underline underline-offset-2"
              >
                {t('history.retry')}
              </button>
            </Alert>
          ) : data && data.content.length > 0 ? (
            <>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                {t('history.count', { count: total })}
              </p>
              <HistoryList
                items={data.content}
                onOpen={openItem}
                onDelete={(item) => setPending({ kind: 'one', item })}
                showVoice={showVoice}
              />
              <Pagination pagination={data.pagination} onPage={(page) => onChange({ page })} />
            </>
          ) : filtered ? (
            <div className="py-8 text-center" data-testid="history-no-match">
              <p className="font-semibold">
                {params.search
                  ? t('history.noMatch', { search: params.search })
                  : params.contentType
                    ? t('history.noMatchType')
                    : t('history.noMatchVoice')}
              </p>
              {/* Only a voice chosen: words and types are not the reason, the voice is (issue 24). */}
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                {params.search || params.contentType
                  ? t('history.noMatchHint')
                  : t('history.noMatchVoiceHint')}
              </p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => onChange({ search: '', contentType: null, voiceId: null })}
              >
                {params.search || params.contentType ? t('history.clearFilters') : t('history.showAllVoices')}
              </Button>
            </div>
          ) : (
            <div className="py-8 text-center" data-testid="history-empty">
              <p className="font-semibold">{t('history.empty')}</p>
              <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('history.emptyHint')}</p>
              <Button asChild className="mt-4">
                <Link to={paths.generate}>{t('history.generate')}</Link>
              </Button>
            </div>
          )}
        </div>
      </Card>

      <ContentDetails
        item={pending ? null : openId ? (opened.data ?? null) : null}
        onClose={closeItem}
        onDelete={(item) => setPending({ kind: 'one', item })}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'all' ? t('history.confirmClearTitle') : t('history.confirmDeleteTitle')}
        text={pending?.kind === 'all' ? t('history.confirmClear') : t('history.confirmDelete')}
        confirmLabel={pending?.kind === 'all' ? t('history.confirmClearYes') : t('history.confirmDeleteYes')}
        busy={remove.isPending || clearAll.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}

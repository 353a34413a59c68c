// The uploaded files: status, language, words (a no-words badge when there are none), size, a delete
// button each, and delete-all behind an inline confirmation.
import { FILE_LIMITS } from '@inkprint/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/form';
import { useFormatters } from '../../../lib/format';
import { useClearFiles } from '../api/clear-files';
import { useDeleteFile } from '../api/delete-file';
import type { UploadedFile } from '../types';
import { FileStatus } from './file-status';

interface FileListProps {
  query: UseQueryResult<UploadedFile[]>;
  onProfileReset: () => void;
}

export function FileList({ query, onProfileReset }: FileListProps) {
  const { t } = useTranslation('voice-setup');
  const clearAll = useClearFiles();
  const files = query.data ?? [];
  // The confirmation belongs to the list it was asked about: an upload or a delete elsewhere closes it,
  // so "delete all" is never confirmed for files the user did not see when asking.
  const listKey = files.map((file) => file.id).join(',');
  const [confirmingFor, setConfirmingFor] = useState<string | null>(null);
  const confirming = confirmingFor === listKey;
  const setConfirming = (open: boolean) => setConfirmingFor(open ? listKey : null);

  async function onClearAll() {
    try {
      await clearAll.mutateAsync();
      setConfirming(false);
      toast.success(t('files.cleared'));
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, t('files.clearFailed')));
    }
  }

  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {t('files.title')}{' '}
          {query.data ? (
            <span className="text-sm font-normal text-gray-600 dark:text-gray-300">
              ({t('files.count', { count: files.length, max: FILE_LIMITS.maxFiles })})
            </span>
          ) : null}
        </h2>
        {files.length > 0 && !confirming ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('files.clearAll')}
          </Button>
        ) : null}
      </div>

      {confirming ? (
        <div className="mt-4 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950">
          <p className="text-sm font-semibold text-red-900 dark:text-red-100">{t('files.confirmClear')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" busy={clearAll.isPending} onClick={() => void onClearAll()}>
              {clearAll.isPending ? t('files.deleting') : t('files.confirmClearYes')}
            </Button>
            <Button variant="secondary" disabled={clearAll.isPending} onClick={() => setConfirming(false)}>
              {t('files.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {query.isPending ? (
        <div className="mt-4 text-ink-600 dark:text-ink-200">
          <Spinner label={t('app.loading', { ns: 'translation' })} />
        </div>
      ) : query.isError ? (
        <Alert tone="error" className="mt-4">
          <p>{t('files.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold underline underline-offset-2"
          >
            {t('files.retry')}
          </button>
        </Alert>
      ) : files.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{t('files.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-gray-200 dark:divide-charcoal-700">
          {files.map((file) => (
            <FileRow key={file.id} file={file} onProfileReset={onProfileReset} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function FileRow({ file, onProfileReset }: { file: UploadedFile; onProfileReset: () => void }) {
  const { t } = useTranslation('voice-setup');
  const format = useFormatters();
  const remove = useDeleteFile();
  const language =
    file.language === 'other'
      ? t('files.otherLanguage')
      : file.language
        ? format.language(file.language)
        : null;
  const noWords = file.status === 'completed' && file.total_words === 0;

  async function onDelete() {
    try {
      const reply = await remove.mutateAsync(file.id);
      if (reply.voice_profile_reset) onProfileReset();
      toast.success(t('files.deleted'));
    } catch (error) {
      toast.error(errorMessage(error, t('files.deleteFailed')));
    }
  }

  return (
    <li className="flex items-start gap-3 py-3" data-testid="file-row">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" title={file.filename}>
          {file.filename}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
          <FileStatus status={file.status} />
          {language ? <span>{format.capitalise(language)}</span> : null}
          {file.status === 'completed' && file.total_words > 0 ? (
            <span>{t('files.words', { count: file.total_words })}</span>
          ) : null}
          <span>{format.bytes(file.file_size)}</span>
          {noWords ? (
            <span
              title={t('files.noWordsHint')}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
            >
              {t('files.noWords')}
            </span>
          ) : null}
        </div>
        {file.status === 'failed' && file.error ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-300">{file.error}</p>
        ) : null}
        {file.status === 'completed' && file.notice ? (
          <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{file.notice}</p>
        ) : null}
      </div>
      <Button
        variant="ghost"
        className="shrink-0 px-3 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
        busy={remove.isPending}
        aria-label={remove.isPending ? undefined : t('files.deleteLabel', { filename: file.filename })}
        onClick={() => void onDelete()}
      >
        {remove.isPending ? t('files.deleting') : t('files.delete')}
      </Button>
    </li>
  );
}

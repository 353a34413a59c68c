// The first DASHBOARD_FILE_LIST uploaded files (newest first) with their status and words, and a link to
// Voice setup to see them all when there are more. With several voices, the files of all of them, each
// naming its voice with a link to that voice's setup (issue 24).
import { DASHBOARD_FILE_LIST, type UploadedFile, type Voice } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { FileStatus } from '../../../features/voice-setup/components/file-status';

const linkClass =
  'text-sm font-semibold text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-white';

/** A file, and the voice it belongs to when the user has several. */
export type RecentFile = UploadedFile & { voice?: Pick<Voice, 'id' | 'name'> };

/**
 * Every voice's files in one list, newest first. A file has no upload time, only when it was read: one still
 * being read is the newest; the rest by when they were read. Each voice's own order (newest first) breaks ties.
 */
export function recentFilesOf(
  perVoice: ReadonlyArray<{ voice: Pick<Voice, 'id' | 'name'>; files: readonly UploadedFile[] }>,
): RecentFile[] {
  const all = perVoice.flatMap(({ voice, files }) =>
    files.map((file, rank) => ({ file: { ...file, voice: { id: voice.id, name: voice.name } }, rank })),
  );
  const time = (file: UploadedFile) =>
    file.processed_at ? Date.parse(file.processed_at) : Number.POSITIVE_INFINITY;
  return all.sort((a, b) => time(b.file) - time(a.file) || a.rank - b.rank).map(({ file }) => file);
}

export function RecentFiles({ files }: { files: readonly RecentFile[] }) {
  const { t } = useTranslation();
  const { t: tFiles } = useTranslation('voice-setup');
  const shown = files.slice(0, DASHBOARD_FILE_LIST);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('dashboard.files.title')}</h2>
        {files.length > DASHBOARD_FILE_LIST ? (
          <Link to={paths.voiceSetup} className={linkClass}>
            {t('dashboard.files.viewAll', { total: files.length })}
          </Link>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <div className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          <p>{t('dashboard.files.empty')}</p>
          <Link to={paths.voiceSetup} className={`mt-2 inline-block ${linkClass}`}>
            {t('dashboard.files.upload')}
          </Link>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 dark:divide-charcoal-700" data-testid="dashboard-files">
          {shown.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="flex min-w-0 max-w-full flex-col">
                <span className="truncate font-medium" title={file.filename}>
                  {file.filename}
                </span>
                {file.voice ? (
                  <Link
                    to={`${paths.voiceSetup}?voice=${encodeURIComponent(file.voice.id)}`}
                    className="truncate text-sm text-gray-700 underline underline-offset-2 hover:text-ink-900 dark:text-gray-300 dark:hover:text-white"
                    data-testid="dashboard-file-voice"
                  >
                    {t('dashboard.files.voice', { name: file.voice.name })}
                  </Link>
                ) : null}
              </span>
              <span className="flex items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
                <FileStatus status={file.status} />
                {file.status !== 'completed' ? null : file.total_words > 0 ? (
                  <span>{t('dashboard.files.words', { count: file.total_words })}</span>
                ) : (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    {tFiles('files.noWords')}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

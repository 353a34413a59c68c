// Dashboard: where the user stands. It lives in app/routes because it combines features (decision 006):
// the session user (greeting), the quota (generate), the statistics (history) and the files
// (voice setup) with the voices (whose file counts make the files card, and whose files it lists: every voice's,
// issue 24). A skeleton shows while any of them loads; if one fails, the spec's error box with a retry.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { quotaQueryOptions } from '../../features/generate/api/get-quota';
import { statsQueryOptions } from '../../features/history/api/get-stats';
import { filesQueryOptions, useFiles } from '../../features/voice-setup/api/get-files';
import { useVoices } from '../../features/voices/api/get-voices';
import { usePageTitle } from '../../hooks/use-page-title';
import { displayName, useUser } from '../../lib/auth';
import { DashboardSkeleton } from './dashboard/dashboard-skeleton';
import { useDashboardFormat } from './dashboard/format';
import { RecentActivity } from './dashboard/recent-activity';
import { RecentFiles, recentFilesOf } from './dashboard/recent-files';
import { StatCards } from './dashboard/stat-cards';
import { TypeChart } from './dashboard/type-chart';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  usePageTitle(t('dashboard.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('dashboard.greeting', { name: displayName(user) })}
        subtitle={t('dashboard.subtitle')}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.voiceSetup}>{t('dashboard.uploadContent')}</Link>
            </Button>
            <Button asChild>
              <Link to={paths.generate}>{t('dashboard.generateContent')}</Link>
            </Button>
          </>
        }
      />
      <div className="mt-8">
        <DashboardBody />
      </div>
    </div>
  );
}

function DashboardBody() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  // Read again on every visit: content generated or deleted elsewhere changes both, whatever the cache says.
  const stats = useQuery({ ...statsQueryOptions(), refetchOnMount: 'always' });
  const quota = useQuery({ ...quotaQueryOptions(), refetchOnMount: 'always' });
  const files = useFiles();
  const voices = useVoices();
  // With several voices the files card lists every voice's files, each under its voice's name (issue 24);
  // with one, the default voice's list above is all there is.
  const several = (voices.data?.length ?? 0) > 1;
  const voiceFiles = useQueries({
    queries: several ? (voices.data ?? []).map((voice) => filesQueryOptions(voice.id)) : [],
  });
  const queries = [stats, quota, files, ...voiceFiles];

  // A failed background refetch keeps the figures on screen; only a query with nothing to show fails the page.
  if (queries.some((query) => query.data === undefined && query.isError && !query.isFetching)) {
    return (
      <Alert tone="error">
        <p className="font-semibold">{t('dashboard.loadFailed')}</p>
        <button
          type="button"
          onClick={() => {
            for (const query of queries) if (query.data === undefined) void query.refetch();
          }}
          className="mt-2 font-semibold underline underline-offset-2"
        >
          {t('dashboard.retry')}
        </button>
      </Alert>
    );
  }
  if (!stats.data || !quota.data || !files.data || voices.isPending) return <DashboardSkeleton />;
  if (voiceFiles.some((query) => !query.data)) return <DashboardSkeleton />;
  // The voices' counts cover every voice; without them (an older server, a failed call) the default voice's files.
  const fileCount = voices.data
    ? voices.data.reduce((sum, voice) => sum + voice.file_count, 0)
    : files.data.length;

  const byType = stats.data.content_by_type;
  return (
    <div className="space-y-6">
      <StatCards
        totalContent={stats.data.total_content}
        quota={quota.data}
        fileCount={fileCount}
        voiceCount={voices.data?.length ?? 1}
        typeCount={Object.values(byType).filter((count) => count > 0).length}
        format={format}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TypeChart byType={byType} format={format} />
        <RecentActivity items={stats.data.recent_activity} format={format} />
      </div>
      <RecentFiles
        files={
          several && voices.data
            ? recentFilesOf(voices.data.map((voice, n) => ({ voice, files: voiceFiles[n]?.data ?? [] })))
            : files.data
        }
      />
    </div>
  );
}

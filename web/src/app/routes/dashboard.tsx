// Dashboard: greets the user and points to the two main actions. It lives in app/routes because it
// combines features (files, profile, quota, stats: decision 006); the stat cards are a later issue.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../hooks/use-page-title';
import { displayName, useUser } from '../../lib/auth';

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
      <Card className="mt-8">
        <p className="text-gray-700 dark:text-gray-300">{t('dashboard.statsSoon')}</p>
      </Card>
    </div>
  );
}

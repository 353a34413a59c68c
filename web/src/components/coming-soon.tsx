// Stand-in screen for app screens whose issue has not landed yet: the screen's header and a card that
// always offers the way back.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { usePageTitle } from '../hooks/use-page-title';
import { PageHeader } from './page-header';
import { Button } from './ui/button';
import { Card } from './ui/card';

export function ComingSoon({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={title} subtitle={subtitle} />
      <Card className="mt-8 max-w-xl">
        <h2 className="text-lg font-semibold">{t('comingSoon.title')}</h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('comingSoon.text')}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={paths.dashboard}>{t('comingSoon.back')}</Link>
        </Button>
      </Card>
    </div>
  );
}

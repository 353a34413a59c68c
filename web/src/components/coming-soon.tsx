// Stand-in card for app screens whose issue has not landed yet; it always offers the way back.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { Button } from './ui/button';
import { Card } from './ui/card';

export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Card className="mt-8 max-w-xl">
      <h2 className="text-lg font-semibold">{t('comingSoon.title')}</h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{t('comingSoon.text')}</p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to={paths.dashboard}>{t('comingSoon.back')}</Link>
      </Button>
    </Card>
  );
}

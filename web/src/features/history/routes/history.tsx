// History screen: header now; the searchable list arrives with its own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export default function HistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('history.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      <ComingSoon />
    </div>
  );
}

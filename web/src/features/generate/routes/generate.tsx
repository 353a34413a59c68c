// Generate screen: header now; the generation form arrives with its own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export default function GeneratePage() {
  const { t } = useTranslation();
  usePageTitle(t('generate.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={t('generate.title')} subtitle={t('generate.subtitle')} />
      <ComingSoon />
    </div>
  );
}

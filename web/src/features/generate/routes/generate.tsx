// Generate screen: header now; the generation form arrives with its own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export default function GeneratePage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('generate.title')} subtitle={t('generate.subtitle')} />;
}

// History screen: header now; the searchable list arrives with its own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export default function HistoryPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('history.title')} subtitle={t('history.subtitle')} />;
}

// Voice setup screen: header now; upload and analysis arrive with their own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';

export default function VoiceSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('voiceSetup.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={t('voiceSetup.title')} subtitle={t('voiceSetup.subtitle')} />
      <ComingSoon />
    </div>
  );
}

// Voice setup screen: header now; upload and analysis arrive with their own issue.
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../components/coming-soon';

export default function VoiceSetupPage() {
  const { t } = useTranslation();
  return <ComingSoon title={t('voiceSetup.title')} subtitle={t('voiceSetup.subtitle')} />;
}

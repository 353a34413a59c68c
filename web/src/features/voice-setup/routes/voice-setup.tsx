// Voice setup: upload writing, see the files, analyse the voice and read the profile (docs/product.md: Screens, States).
// The reset note stays until the voice is analysed again, or until no file is left to analyse. With several
// voices (issue 24) the screen works on one of them: `voiceId` scopes every call, and the screen that
// composes this one (app/routes/voice-setup.tsx) adds the voice switcher and the rules panel.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Alert } from '../../../components/ui/alert';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useFiles } from '../api/get-files';
import { useVoiceProfile } from '../api/get-voice-profile';
import { AnalyzeCall } from '../components/analyze-call';
import { FileList } from '../components/file-list';
import { HowItWorks } from '../components/how-it-works';
import { ProfileBanner } from '../components/profile-banner';
import { UploadArea } from '../components/upload-area';
import { VoiceAnalysisPanel } from '../components/voice-analysis';
import { VoiceScope } from '../voice-scope';

interface VoiceSetupPageProps {
  /** The voice worked on; the default voice when absent. */
  voiceId?: string | undefined;
  /** Above the rest: which voice this is, and what can be done with it. */
  switcher?: ReactNode;
  /** After the files: the voice's own rules. */
  rules?: ReactNode;
}

export default function VoiceSetupPage({ voiceId, switcher, rules }: VoiceSetupPageProps) {
  const { t } = useTranslation('voice-setup');
  usePageTitle(t('title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-6 space-y-6">
        {switcher}
        <VoiceScope.Provider value={voiceId}>
          {/* A voice of its own state: switching starts afresh (no note or run of the last one). */}
          <VoiceSetupBody key={voiceId ?? 'default'} rules={rules} />
        </VoiceScope.Provider>
      </div>
    </div>
  );
}

function VoiceSetupBody({ rules }: { rules: ReactNode }) {
  const { t } = useTranslation('voice-setup');
  const files = useFiles();
  const voiceProfile = useVoiceProfile();
  const [profileReset, setProfileReset] = useState(false);
  const status = voiceProfile.data;
  const ready = status?.has_profile && status.profile && status.analysis ? status : null;
  const stored = files.data ?? [];
  // With every file gone (delete all, or the last one deleted) there is nothing to analyse again, so the
  // note asking for it goes; the profile is simply absent (docs/product.md, States). Adjusted while rendering, not in an
  // effect, so the note never shows for a frame after the list has emptied.
  if (profileReset && files.data?.length === 0) setProfileReset(false);
  // An analysis made on this visit: the banner says so in place of a toast (decision 026).
  const [analyzed, setAnalyzed] = useState(false);
  const onReset = () => setProfileReset(true);
  const onAnalyzed = () => {
    setProfileReset(false);
    setAnalyzed(true);
  };

  return (
    <>
      {ready ? <ProfileBanner justAnalyzed={analyzed} /> : null}
      {profileReset && !ready && voiceProfile.isSuccess ? <Alert tone="warning">{t('reset')}</Alert> : null}
      {/* The action comes first: on a phone the analysis runs to thousands of pixels, and the upload box
            below it was out of reach. The analysis follows the files it was made from. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <UploadArea stored={stored} onProfileReset={onReset} />
          {voiceProfile.isSuccess ? (
            <AnalyzeCall files={stored} hasProfile={Boolean(ready)} onAnalyzed={onAnalyzed} />
          ) : null}
          <FileList query={files} onProfileReset={onReset} />
        </div>
        <div className="min-w-0">
          <HowItWorks />
        </div>
      </div>
      {rules}
      {ready?.profile && ready.analysis ? (
        <VoiceAnalysisPanel profile={ready.profile} analysis={ready.analysis} onAnalyzed={onAnalyzed} />
      ) : null}
    </>
  );
}

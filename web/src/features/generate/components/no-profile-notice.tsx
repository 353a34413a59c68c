// Shown instead of the form while there is no voice profile: why, the three steps, and the way there.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NumberedSteps } from '../../../components/numbered-steps';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const STEPS = [1, 2, 3] as const;

/** `voiceId`: the chosen voice without a profile; the link opens Voice setup on it. */
export function NoProfileNotice({ voiceId }: { voiceId?: string | undefined } = {}) {
  const { t } = useTranslation('generate');
  return (
    <Card className="max-w-2xl border-blue-300 dark:border-blue-800">
      <section aria-labelledby="no-profile-title">
        <h2 id="no-profile-title" className="text-lg font-semibold">
          {t('noProfile.title')}
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('noProfile.text')}</p>
        <NumberedSteps
          steps={STEPS.map((step) => ({
            title: t(`noProfile.step${step}Title`),
            text: t(`noProfile.step${step}Text`),
          }))}
        />
        <Button asChild className="mt-6">
          <Link to={voiceId ? `${paths.voiceSetup}?voice=${encodeURIComponent(voiceId)}` : paths.voiceSetup}>
            {t('noProfile.action')}
          </Link>
        </Button>
      </section>
    </Card>
  );
}

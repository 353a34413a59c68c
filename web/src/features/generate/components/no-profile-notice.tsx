// Shown instead of the form while there is no voice profile: why, the three steps, and the way there.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const STEPS = [1, 2, 3] as const;

export function NoProfileNotice() {
  const { t } = useTranslation('generate');
  return (
    <Card className="max-w-2xl border-blue-300 dark:border-blue-800">
      <section aria-labelledby="no-profile-title">
        <h2 id="no-profile-title" className="text-lg font-semibold">
          {t('noProfile.title')}
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('noProfile.text')}</p>
        <ol className="mt-4 space-y-4">
          {STEPS.map((step) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-50 text-sm font-bold text-ink-700 dark:bg-charcoal-700 dark:text-ink-200"
              >
                {step}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">{t(`noProfile.step${step}Title`)}</h3>
                <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">
                  {t(`noProfile.step${step}Text`)}
                </p>
              </div>
            </li>
          ))}
        </ol>
        <Button asChild className="mt-6">
          <Link to={paths.voiceSetup}>{t('noProfile.action')}</Link>
        </Button>
      </section>
    </Card>
  );
}

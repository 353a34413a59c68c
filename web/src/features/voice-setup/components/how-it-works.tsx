// The three steps from writing to generated copy.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

const STEPS = [1, 2, 3] as const;

export function HowItWorks() {
  const { t } = useTranslation('voice-setup');
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('how.title')}</h2>
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
              <h3 className="font-semibold">{t(`how.step${step}Title`)}</h3>
              <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">{t(`how.step${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

// The three steps from writing to generated copy.
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '../../../components/numbered-steps';
import { Card } from '../../../components/ui/card';

const STEPS = [1, 2, 3] as const;

export function HowItWorks() {
  const { t } = useTranslation('voice-setup');
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('how.title')}</h2>
      <NumberedSteps
        steps={STEPS.map((step) => ({
          title: t(`how.step${step}Title`),
          text: t(`how.step${step}Text`),
        }))}
      />
    </Card>
  );
}

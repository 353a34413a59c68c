// Account deletion with an inline two-step confirmation: idle → confirming → deleting. Success shows a
// message, then after 2 s signs out and goes to /login; failure shows the error and returns to idle.
import { TIMINGS } from '@inkprint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/auth';
import { errorMessage } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDeleteAccount } from '../api/delete-account';

type Step = 'idle' | 'confirming' | 'deleting' | 'deleted';

export function DangerZone() {
  const { t } = useTranslation('settings');
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  const navigateLater = useDelayedNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onDelete() {
    if (step !== 'confirming') return;
    setStep('deleting');
    setMessage(null);
    try {
      await deleteAccount.mutateAsync();
      setStep('deleted');
      setMessage({ tone: 'success', text: t('danger.success') });
      navigateLater(paths.login, TIMINGS.shortRedirectMs, logout.mutateAsync);
    } catch (error) {
      setMessage({ tone: 'error', text: errorMessage(error, t('danger.failed')) });
      setStep('idle');
    }
  }

  return (
    <Card className="border-red-300 dark:border-red-800">
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">{t('danger.title')}</h2>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('danger.text')}</p>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      {step === 'idle' ? (
        <Button
          variant="danger"
          className="mt-4"
          onClick={() => {
            setMessage(null);
            setStep('confirming');
          }}
        >
          {t('danger.delete')}
        </Button>
      ) : null}
      {step === 'confirming' || step === 'deleting' ? (
        <div className="mt-4 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950">
          <p className="text-sm font-semibold text-red-900 dark:text-red-100">
            {t('danger.confirmQuestion')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" busy={step === 'deleting'} onClick={() => void onDelete()}>
              {step === 'deleting' ? t('danger.deleting') : t('danger.confirm')}
            </Button>
            <Button variant="secondary" disabled={step === 'deleting'} onClick={() => setStep('idle')}>
              {t('danger.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

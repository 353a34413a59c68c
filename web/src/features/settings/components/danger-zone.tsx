// Account deletion with an inline two-step confirmation: idle → confirming (asks for the current
// password, as the API does) → deleting. Success shows a message, then after 2 s signs out and goes to
// /login; a wrong password shows under the field and keeps the step; other failures go back to idle.
import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountBody, TIMINGS } from '@inkprint/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordField } from '../../../components/password-input';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../lib/auth';
import { applyServerFieldErrors, errorMessage, useFieldError } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useDeleteAccount } from '../api/delete-account';

type Step = 'idle' | 'confirming' | 'deleting' | 'deleted';
type DeleteValues = z.input<typeof deleteAccountBody>;

export function DangerZone() {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const logout = useLogout();
  const deleteAccount = useDeleteAccount();
  const navigateLater = useDelayedNavigate();
  const [step, setStep] = useState<Step>('idle');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DeleteValues>({
    resolver: zodResolver(deleteAccountBody),
    defaultValues: { current_password: '' },
  });

  async function onDelete(values: DeleteValues) {
    if (step !== 'confirming') return;
    setStep('deleting');
    setMessage(null);
    try {
      await deleteAccount.mutateAsync(values);
      setStep('deleted');
      setMessage({ tone: 'success', text: t('danger.success') });
      navigateLater(paths.login, TIMINGS.shortRedirectMs, logout.mutateAsync);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['current_password'])) {
        setStep('confirming');
        return;
      }
      setMessage({ tone: 'error', text: errorMessage(error, t('danger.failed')) });
      setStep('idle');
    }
  }

  function cancel() {
    reset();
    setStep('idle');
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
        <form
          noValidate
          onSubmit={handleSubmit(onDelete)}
          className="mt-4 space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 dark:border-red-800 dark:bg-red-950"
        >
          <p className="text-sm font-semibold text-red-900 dark:text-red-100">
            {t('danger.confirmQuestion')}
          </p>
          <PasswordField
            label={t('danger.password')}
            autoComplete="current-password"
            error={fieldError(errors.current_password)}
            disabled={step === 'deleting'}
            {...register('current_password')}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={step === 'deleting'}>
              {step === 'deleting' ? t('danger.deleting') : t('danger.confirm')}
            </Button>
            <Button type="button" variant="secondary" disabled={step === 'deleting'} onClick={cancel}>
              {t('danger.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

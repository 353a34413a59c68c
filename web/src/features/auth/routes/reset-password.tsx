// Reset password: checks the link's token first (spinner), then asks for the new password twice.
// A bad token redirects to /login after 3 s; a successful reset after 2 s.

import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@inkprint/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { FormStatus } from '../../../components/form-status';
import { PasswordField } from '../../../components/password-input';
import { PasswordStrength } from '../../../components/password-strength';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage, useFieldError } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useSubmission } from '../../../lib/use-submission';
import { AuthCard } from '../components/auth-card';
import { type ResetPasswordFormValues, resetPasswordForm } from '../schemas';

type TokenState = { kind: 'validating' } | { kind: 'valid' } | { kind: 'invalid'; message: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
  const [tokenState, setTokenState] = useState<TokenState>({ kind: 'validating' });
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['password'],
    failureText: t('reset.failed'),
  });

  useEffect(() => {
    let cancelled = false;
    if (!token) {
      setTokenState({ kind: 'invalid', message: t('reset.missingToken') });
      navigateLater(paths.login, TIMINGS.longRedirectMs);
      return;
    }
    apiRequest<{ valid: boolean; error?: string }>(
      'GET',
      `/auth/validate-reset-token?token=${encodeURIComponent(token)}`,
    ).then(
      (reply) => {
        if (cancelled) return;
        if (reply.valid) setTokenState({ kind: 'valid' });
        else {
          setTokenState({ kind: 'invalid', message: reply.error || t('reset.invalidToken') });
          navigateLater(paths.login, TIMINGS.longRedirectMs);
        }
      },
      (error: unknown) => {
        if (cancelled) return;
        setTokenState({ kind: 'invalid', message: errorMessage(error, t('reset.invalidToken')) });
        navigateLater(paths.login, TIMINGS.longRedirectMs);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, t, navigateLater]);

  async function onSubmit(values: ResetPasswordFormValues) {
    if (done) return;
    await submit(async () => {
      await apiRequest('POST', '/auth/reset-password', { token, password: values.password });
      setDone(true);
      navigateLater(paths.login, TIMINGS.shortRedirectMs);
      return { tone: 'success', text: t('reset.success') };
    });
  }

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={tokenState.kind === 'valid' ? t('reset.subtitle') : undefined}
    >
      {tokenState.kind === 'validating' ? (
        <div className="flex justify-center py-6 text-ink-600 dark:text-ink-200">
          <Spinner className="size-6" label={t('reset.validating')} />
        </div>
      ) : null}
      {tokenState.kind === 'invalid' ? (
        <Alert tone="error">
          <p>{tokenState.message}</p>
          <p className="mt-1">{t('reset.redirecting')}</p>
        </Alert>
      ) : null}
      {tokenState.kind === 'valid' ? (
        <form
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          onChange={() => !done && setStatus(null)}
          className="space-y-4"
        >
          <PasswordField
            label={t('fields.newPassword')}
            autoComplete="new-password"
            error={fieldError(errors.password)}
            hint={<PasswordStrength password={password} />}
            {...register('password')}
          />
          <PasswordField
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            error={fieldError(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <FormStatus status={status} />
          <Button type="submit" className="w-full" busy={isSubmitting} disabled={done}>
            {isSubmitting ? t('reset.submitting') : t('reset.submit')}
          </Button>
        </form>
      ) : null}
    </AuthCard>
  );
}

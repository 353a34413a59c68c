// Reset password: checks the link's token first (spinner), then asks for the new password twice.
// A bad token redirects to /login after 3 s; a successful reset after 2 s.

import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@inkprint/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-input';
import { PasswordStrength } from '../../../components/password-strength';
import { StatusForm } from '../../../components/status-form';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage, useFieldError } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useSubmission } from '../../../lib/use-submission';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthCard } from '../components/auth-card';
import { type ResetPasswordFormValues, resetPasswordForm } from '../schemas';

type TokenState = { kind: 'validating' } | { kind: 'valid' } | { kind: 'invalid'; message: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
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

  const check = useValidateResetToken(token);
  const reset = useResetPassword();
  const tokenState = readTokenState();

  function readTokenState(): TokenState {
    if (!token) return { kind: 'invalid', message: t('reset.missingToken') };
    if (check.isError)
      return { kind: 'invalid', message: errorMessage(check.error, t('reset.invalidToken')) };
    if (!check.data) return { kind: 'validating' };
    if (check.data.valid) return { kind: 'valid' };
    return { kind: 'invalid', message: check.data.error || t('reset.invalidToken') };
  }

  // A missing or refused token sends the visitor to the login page after a while.
  const invalid = tokenState.kind === 'invalid';
  useEffect(() => {
    if (invalid) navigateLater(paths.login, TIMINGS.longRedirectMs);
  }, [invalid, navigateLater]);

  async function onSubmit(values: ResetPasswordFormValues) {
    if (done) return;
    await submit(async () => {
      await reset.mutateAsync({ token, password: values.password });
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
        <StatusForm
          onSubmit={handleSubmit(onSubmit)}
          onEdit={() => {
            if (!done) setStatus(null);
          }}
          status={status}
          busy={isSubmitting}
          submitLabel={isSubmitting ? t('reset.submitting') : t('reset.submit')}
          disabled={done}
          wide
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
        </StatusForm>
      ) : null}
    </AuthCard>
  );
}

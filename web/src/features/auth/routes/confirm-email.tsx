// Confirm e-mail: the link's token and the password chosen at sign-up, posted together (a link alone
// confirms nothing: decision 017). A wrong password shows under the field, with "Forgot your password?"
// at hand; a bad link shows the error with links onward; success goes to /login after 3 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { TIMINGS } from '@inkprint/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-input';
import { StatusForm } from '../../../components/status-form';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, useFieldError } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useSubmission } from '../../../lib/use-submission';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard, linkClass } from '../components/auth-card';
import { type ConfirmEmailFormValues as ConfirmValues, confirmEmailForm } from '../schemas';

type State = { kind: 'form' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
  const confirm = useConfirmEmail();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'form' } : { kind: 'error', message: t('confirm.missingToken') },
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmValues>({ resolver: zodResolver(confirmEmailForm), defaultValues: { password: '' } });
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['password'],
    failureText: t('confirm.failed'),
  });

  const onSubmit = (values: ConfirmValues) =>
    submit(
      async () => {
        const reply = await confirm.mutateAsync({ token, password: values.password });
        setState({ kind: 'success', message: reply?.message || t('confirm.success') });
        navigateLater(paths.login, TIMINGS.longRedirectMs);
        return null;
      },
      (error) => {
        // A used or expired link cannot be fixed by typing again: leave the form.
        if (!(error instanceof ApiError && error.code === 'INVALID_TOKEN')) return false;
        setState({ kind: 'error', message: errorMessage(error, t('confirm.invalid')) });
        return true;
      },
    );

  return (
    <AuthCard
      title={t('confirm.title')}
      subtitle={state.kind === 'form' ? t('confirm.subtitle') : undefined}
      footer={
        state.kind === 'form' ? (
          <p>
            <Link to={paths.forgotPassword} className={linkClass}>
              {t('login.forgot')}
            </Link>
          </p>
        ) : undefined
      }
    >
      {state.kind === 'form' ? (
        <StatusForm
          onSubmit={handleSubmit(onSubmit)}
          onEdit={() => setStatus(null)}
          status={status}
          busy={isSubmitting}
          submitLabel={isSubmitting ? t('confirm.submitting') : t('confirm.submit')}
          wide
        >
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            error={fieldError(errors.password)}
            {...register('password')}
          />
        </StatusForm>
      ) : null}
      {state.kind === 'success' ? (
        <Alert tone="success">
          <p>{state.message}</p>
          <p className="mt-1">{t('confirm.redirecting')}</p>
        </Alert>
      ) : null}
      {state.kind === 'error' ? (
        <div className="space-y-4">
          <Alert tone="error">{state.message}</Alert>
          <p className="flex flex-wrap justify-between gap-2 text-sm">
            <Link to={paths.resendConfirmation} className={linkClass}>
              {t('confirm.resendLink')}
            </Link>
            <Link to={paths.login} className={linkClass}>
              {t('confirm.loginLink')}
            </Link>
          </p>
        </div>
      ) : null}
    </AuthCard>
  );
}

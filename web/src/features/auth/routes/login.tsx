// Login screen: e-mail and password (with a show/hide toggle); an unconfirmed e-mail is sent on to
// the resend-confirmation screen after 2 s, with the address kept for it in sessionStorage.
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, TIMINGS } from '@inkprint/shared';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-input';
import { StatusForm } from '../../../components/status-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useSubmission } from '../../../lib/use-submission';
import { useLogin } from '../api/login';
import { AuthCard, linkClass } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { UNCONFIRMED_EMAIL_KEY } from '../storage-keys';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const login = useLogin();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['email', 'password'],
    failureText: t('login.failed'),
  });

  const onSubmit = (values: LoginValues) =>
    submit(
      async () => {
        await login.mutateAsync(values);
        toast.success(t('login.success'));
        navigate(paths.dashboard, { replace: true });
        return null;
      },
      (error) => {
        if (!(error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED')) return false;
        sessionStorage.setItem(UNCONFIRMED_EMAIL_KEY, values.email);
        setStatus({ tone: 'warning', text: t('login.notConfirmed') });
        navigateLater(paths.resendConfirmation, TIMINGS.shortRedirectMs);
        return true;
      },
    );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <p>
            <Link to={paths.forgotPassword} className={linkClass}>
              {t('login.forgot')}
            </Link>
          </p>
          <p>
            {t('login.noAccount')}{' '}
            <Link to={paths.register} className={linkClass}>
              {t('login.registerLink')}
            </Link>
          </p>
        </>
      }
    >
      <StatusForm
        onSubmit={handleSubmit(onSubmit)}
        onEdit={() => setStatus(null)}
        status={status}
        busy={isSubmitting}
        submitLabel={isSubmitting ? t('login.submitting') : t('login.submit')}
        wide
      >
        <EmailField error={fieldError(errors.email)} {...register('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register('password')}
        />
      </StatusForm>
    </AuthCard>
  );
}

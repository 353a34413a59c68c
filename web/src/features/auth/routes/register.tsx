// Registration: e-mail, password with a strength hint, and its confirmation. Success shows the
// confirm-your-e-mail message and stays on the page (the account is not signed in until confirmed).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/password-input';
import { PasswordStrength } from '../../../components/password-strength';
import { StatusForm } from '../../../components/status-form';
import { paths } from '../../../config/paths';
import { useFieldError } from '../../../lib/form';
import { useSubmission } from '../../../lib/use-submission';
import { useRegister } from '../api/register';
import { AuthCard, linkClass } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { type RegisterFormValues, registerForm } from '../schemas';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const createAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['email', 'password'],
    failureText: t('register.failed'),
  });

  const onSubmit = (values: RegisterFormValues) =>
    submit(async () => {
      await createAccount.mutateAsync({
        email: values.email.trim().toLowerCase(),
        password: values.password,
      });
      reset();
      return { tone: 'success', text: t('register.success') };
    });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          <p>
            {t('register.haveAccount')}{' '}
            <Link to={paths.login} className={linkClass}>
              {t('register.loginLink')}
            </Link>
          </p>
          <p>
            {t('register.noEmail')}{' '}
            <Link to={paths.resendConfirmation} className={linkClass}>
              {t('register.resendLink')}
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
        submitLabel={isSubmitting ? t('register.submitting') : t('register.submit')}
        wide
      >
        <EmailField error={fieldError(errors.email)} {...register('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          error={fieldError(errors.password)}
          hint={<PasswordStrength password={password} />}
          {...register('password')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
      </StatusForm>
    </AuthCard>
  );
}

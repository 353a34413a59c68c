// Forgot password: asks for the e-mail and always answers with the same message (no account enumeration).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, linkClass } from '../components/auth-card';
import { EmailForm } from '../components/email-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <p className="flex flex-wrap justify-between gap-2">
          <Link to={paths.login} className={linkClass}>
            {t('forgot.backToLogin')}
          </Link>
          <Link to={paths.register} className={linkClass}>
            {t('forgot.registerLink')}
          </Link>
        </p>
      }
    >
      <EmailForm
        send={requestReset.mutateAsync}
        submitLabel={t('forgot.submit')}
        submittingLabel={t('forgot.submitting')}
        successText={t('forgot.success')}
        failureText={t('forgot.failed')}
      />
    </AuthCard>
  );
}

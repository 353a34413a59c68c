// Resend confirmation: pre-filled with the e-mail the login screen left in sessionStorage (then removed);
// success goes to /login after 2 s.
import { TIMINGS } from '@inkprint/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useResendConfirmation } from '../api/resend-confirmation';
import { AuthCard, linkClass } from '../components/auth-card';
import { EmailForm } from '../components/email-form';
import { UNCONFIRMED_EMAIL_KEY } from '../storage-keys';

function readStoredEmail(): string {
  try {
    return sessionStorage.getItem(UNCONFIRMED_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

export default function ResendConfirmationPage() {
  const { t } = useTranslation('auth');
  const navigateLater = useDelayedNavigate();
  const resend = useResendConfirmation();
  // Read once; removing happens in an effect so a StrictMode double render still sees the value.
  const [storedEmail] = useState(readStoredEmail);
  useEffect(() => {
    try {
      sessionStorage.removeItem(UNCONFIRMED_EMAIL_KEY);
    } catch {
      // Nothing to clean up when storage is unavailable.
    }
  }, []);

  return (
    <AuthCard
      title={t('resend.title')}
      subtitle={t('resend.subtitle')}
      footer={
        <p>
          <Link to={paths.login} className={linkClass}>
            {t('resend.backToLogin')}
          </Link>
        </p>
      }
    >
      <EmailForm
        send={resend.mutateAsync}
        defaultEmail={storedEmail}
        submitLabel={t('resend.submit')}
        submittingLabel={t('resend.submitting')}
        successText={t('resend.success')}
        failureText={t('resend.failed')}
        onSuccess={() => navigateLater(paths.login, TIMINGS.shortRedirectMs)}
      />
    </AuthCard>
  );
}

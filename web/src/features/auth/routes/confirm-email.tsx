// Confirm e-mail: posts the link's token once, shows the outcome, and on success goes to /login after 3 s.
import { TIMINGS } from '@inkprint/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/form';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard, linkClass } from '../components/auth-card';

type State = { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigateLater = useDelayedNavigate();
  const { mutateAsync: confirm } = useConfirmEmail();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'pending' } : { kind: 'error', message: t('confirm.missingToken') },
  );
  // The token is single-use: StrictMode's second effect run must not post it again.
  const posted = useRef<string | null>(null);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    confirm({ token }).then(
      (reply) => {
        setState({ kind: 'success', message: reply?.message || t('confirm.success') });
        navigateLater(paths.login, TIMINGS.longRedirectMs);
      },
      (error: unknown) => setState({ kind: 'error', message: errorMessage(error, t('confirm.invalid')) }),
    );
  }, [token, t, navigateLater, confirm]);

  return (
    <AuthCard title={t('confirm.title')}>
      {state.kind === 'pending' ? (
        <div className="flex justify-center py-6 text-ink-600 dark:text-ink-200">
          <Spinner className="size-6" label={t('confirm.pending')} />
        </div>
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

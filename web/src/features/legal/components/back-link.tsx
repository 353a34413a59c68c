/** The "back" link above the legal texts: to the dashboard when signed in, otherwise to the login page. */

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';

export function BackLink() {
  const { t } = useTranslation('legal');
  const isAuthenticated = Boolean(useUser().data);
  const to = isAuthenticated ? paths.dashboard : paths.login;

  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-ink-700 hover:text-ink-900 hover:underline dark:text-ink-200 dark:hover:text-ink-100"
    >
      <span aria-hidden="true">←</span>
      {isAuthenticated ? t('common.backToDashboard') : t('common.backToLogin')}
    </Link>
  );
}

// Layouts for signed-out visitors: the public pages and the auth screens share one header with Home,
// Login and Register; the auth variant centres its screen in a narrow column.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo';
import { cn } from '../../components/ui/cn';
import { paths } from '../../config/paths';
import { LayoutFrame } from './layout-frame';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold sm:px-3',
    isActive
      ? 'bg-ink-50 text-ink-700 dark:bg-charcoal-700 dark:text-ink-200'
      : 'text-gray-700 hover:text-ink-700 dark:text-gray-200 dark:hover:text-ink-200',
  );

function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="border-b border-gray-200 bg-white/90 dark:border-charcoal-700 dark:bg-charcoal-800/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="rounded-md" aria-label="Inkprint">
          <Logo compact />
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="flex items-center gap-0.5 sm:gap-1">
            <li>
              <NavLink to={paths.home} end className={navLinkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.login} className={navLinkClass}>
                {t('nav.login')}
              </NavLink>
            </li>
            <li>
              <NavLink
                to={paths.register}
                className="whitespace-nowrap rounded-lg bg-ink-600 px-2 py-2 text-sm font-semibold text-white hover:bg-ink-700 sm:px-3"
              >
                {t('nav.register')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function PublicLayout() {
  return <LayoutFrame header={<PublicHeader />} />;
}

export function AuthLayout() {
  return <LayoutFrame header={<PublicHeader />} narrow />;
}

// Layout for signed-in users: the app navigation with the active item highlighted, the user menu
// (greeting, Settings, language, Logout) and, below `lg`, a collapsible menu with the site links.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { cn } from '../../components/ui/cn';
import { Menu } from '../../components/ui/menu';
import { paths } from '../../config/paths';
import { displayName, useLogout, useUser } from '../../lib/auth';
import { LayoutFrame } from './layout-frame';

const appNav = [
  { to: paths.dashboard, key: 'nav.dashboard' },
  { to: paths.voiceSetup, key: 'nav.voiceSetup' },
  { to: paths.generate, key: 'nav.generate' },
  { to: paths.history, key: 'nav.history' },
] as const;

const siteGroups = [
  {
    key: 'nav.product',
    links: [
      { to: paths.features, key: 'nav.features' },
      { to: paths.pricing, key: 'nav.pricing' },
    ],
  },
  { key: 'nav.company', links: [{ to: paths.about, key: 'nav.about' }] },
  {
    key: 'nav.support',
    links: [
      { to: paths.contact, key: 'nav.contact' },
      { to: paths.privacy, key: 'nav.privacy' },
      { to: paths.terms, key: 'nav.terms' },
    ],
  },
] as const;

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold',
    isActive
      ? 'bg-ink-50 text-ink-700 dark:bg-charcoal-700 dark:text-ink-200'
      : 'text-gray-700 hover:text-ink-700 dark:text-gray-200 dark:hover:text-ink-200',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-base font-medium',
    isActive
      ? 'bg-ink-50 text-ink-700 dark:bg-charcoal-700 dark:text-ink-200'
      : 'text-gray-800 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-charcoal-700',
  );

function useLogoutToLogin() {
  const logout = useLogout();
  return () => logout.mutateAsync();
}

function UserMenu() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const onLogout = useLogoutToLogin();
  const greeting = t('nav.greeting', { name: displayName(user) });

  return (
    <Menu
      triggerClassName="inline-flex max-w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-charcoal-700"
      trigger={
        <>
          {/* Takes the room the navigation leaves; a very long e-mail address is cut, and shown whole on hover. */}
          <span className="truncate" title={greeting}>
            {greeting}
          </span>
          <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor" aria-hidden="true">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
          <span className="sr-only">{t('nav.userMenu')}</span>
        </>
      }
      panelClassName="right-0 z-40 mt-2 w-64 space-y-2 rounded-xl border border-gray-200 bg-white p-2 shadow-lg dark:border-charcoal-700 dark:bg-charcoal-800"
    >
      {(close) => (
        <>
          <Link
            to={paths.settings}
            onClick={close}
            className="block rounded-lg px-3 py-2 text-sm text-gray-800 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-charcoal-700"
          >
            {t('nav.settings')}
          </Link>
          <div className="flex items-center justify-between gap-2 px-3 py-1 text-sm text-gray-700 dark:text-gray-300">
            <span>{t('language.label')}</span>
            <LanguageMenu />
          </div>
          <button
            type="button"
            onClick={() => void onLogout()}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
          >
            {t('nav.logout')}
          </button>
        </>
      )}
    </Menu>
  );
}

function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const onLogout = useLogoutToLogin();
  return (
    <div id="mobile-menu" className="border-t border-gray-200 px-4 pb-4 lg:hidden dark:border-charcoal-700">
      <p className="px-3 pt-3 text-sm text-gray-700 dark:text-gray-300">
        {t('nav.greeting', { name: displayName(user) })}
      </p>
      <ul className="mt-2 space-y-1">
        {appNav.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={mobileLink} onClick={onNavigate}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={paths.settings} className={mobileLink} onClick={onNavigate}>
            {t('nav.settings')}
          </NavLink>
        </li>
      </ul>
      <div className="mt-4 grid grid-cols-3 gap-2">
        {siteGroups.map((group) => (
          <div key={group.key}>
            <p className="px-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-300">
              {t(group.key)}
            </p>
            <ul className="mt-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={onNavigate}
                    className="block rounded-md px-3 py-1.5 text-sm text-gray-800 hover:bg-gray-50 dark:text-gray-100 dark:hover:bg-charcoal-700"
                  >
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-between px-3">
        <LanguageMenu />
        <button
          type="button"
          onClick={() => void onLogout()}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
        >
          {t('nav.logout')}
        </button>
      </div>
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Any navigation closes the mobile menu, including back/forward.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <LayoutFrame
      header={
        <header className="border-b border-gray-200 bg-white dark:border-charcoal-700 dark:bg-charcoal-800">
          {/* The navigation joins the header row only from `lg` (1024 px): below that, its French and German
              names cannot share one row with the logo and the greeting, so they sit in the menu panel.
              In the row, the logo and the navigation keep their size and the greeting takes what is left. */}
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <Link to={paths.dashboard} className="shrink-0 rounded-md" aria-label="Inkprint">
              <Logo />
            </Link>
            <nav aria-label={t('nav.main')} className="hidden shrink-0 lg:block">
              <ul className="flex items-center gap-1">
                {appNav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={desktopLink}>
                      {t(item.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="hidden min-w-0 max-w-xs lg:block">
              <UserMenu />
            </div>
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-lg p-2 text-gray-800 hover:bg-gray-100 lg:hidden dark:text-gray-100 dark:hover:bg-charcoal-700"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((value) => !value)}
            >
              <span className="sr-only">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </button>
          </div>
          {menuOpen ? <MobileMenu onNavigate={() => setMenuOpen(false)} /> : null}
        </header>
      }
    />
  );
}

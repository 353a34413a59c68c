// Footer of every layout: logo, tagline, public links, the language picker and the copyright line.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';

const links = [
  { to: paths.features, key: 'nav.features' },
  { to: paths.pricing, key: 'nav.pricing' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
  { to: paths.privacy, key: 'nav.privacy' },
  { to: paths.terms, key: 'nav.terms' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-gray-200 bg-white dark:border-charcoal-700 dark:bg-charcoal-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="space-y-2">
          <Link to={paths.home} className="inline-block rounded-md">
            <Logo />
          </Link>
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navigation')}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-md text-gray-700 underline-offset-4 hover:text-ink-700 hover:underline dark:text-gray-300 dark:hover:text-ink-200"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu direction="up" />
      </div>
      <div className="border-t border-gray-200 dark:border-charcoal-700">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-gray-700 sm:px-6 dark:text-gray-300">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

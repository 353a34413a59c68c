// Language picker: a small menu of the five interface languages that switches the language in place.
import { LANGUAGES, type Language } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { cn } from './ui/cn';
import { Menu } from './ui/menu';

/** Each language named in itself, as a language picker should show it. */
const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
};

interface LanguageMenuProps {
  /** Opens upwards, for the footer. */
  direction?: 'up' | 'down';
  className?: string;
}

export function LanguageMenu({ direction = 'down', className }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  void i18n.language; // re-render on language change

  return (
    <Menu
      className={cn('inline-block text-left', className)}
      triggerLabel={t('language.choose', { language: LANGUAGE_LABELS[active] })}
      triggerClassName="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm text-charcoal hover:bg-gray-50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-gray-100 dark:hover:bg-charcoal-700"
      trigger={
        <>
          <svg
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <circle cx="10" cy="10" r="7.5" />
            <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
          </svg>
          <span>{LANGUAGE_LABELS[active]}</span>
        </>
      }
      panelClassName={cn(
        'right-0 z-50 min-w-40 rounded-lg border border-gray-200 bg-white py-1 shadow-lg dark:border-charcoal-700 dark:bg-charcoal-800',
        direction === 'up' ? 'bottom-full mb-2' : 'top-full mt-2',
      )}
    >
      {(close) => (
        <ul aria-label={t('language.label')}>
          {LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={code === active ? 'true' : undefined}
                onClick={() => {
                  close();
                  void changeLanguage(code);
                }}
                className={cn(
                  'block w-full px-4 py-2 text-left text-sm hover:bg-ink-50 dark:hover:bg-charcoal-700',
                  code === active
                    ? 'font-semibold text-ink-700 dark:text-ink-200'
                    : 'text-charcoal dark:text-gray-100',
                )}
              >
                {LANGUAGE_LABELS[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Menu>
  );
}

/** Lays out a legal text from the catalogue: back link, title, last-updated line, contents and sections. */

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { BackLink } from './back-link';

interface LegalSection {
  title: string;
  body: string;
}

interface LegalDocumentProps {
  document: 'privacy' | 'terms';
}

export function LegalDocument({ document }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  usePageTitle(t(`${document}.title`));
  const value: unknown = t(`${document}.sections`, { returnObjects: true });
  // While a catalogue is still loading, t() returns the key string; render no sections rather than crash.
  const sections = Array.isArray(value) ? (value as LegalSection[]) : [];
  const sectionId = (index: number) => `${document}-section-${index + 1}`;

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:py-20">
      <BackLink />
      <header className="mt-6 border-b border-gray-200 pb-8 dark:border-charcoal-700">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-charcoal sm:text-4xl dark:text-paper">
          {t(`${document}.title`)}
        </h1>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t('common.lastUpdated')}</p>
        <p className="mt-6 text-lg leading-relaxed text-gray-700 dark:text-gray-300">
          {t(`${document}.intro`)}
        </p>
      </header>

      <nav
        aria-labelledby={`${document}-contents`}
        className="mt-8 rounded-xl bg-ink-50 p-5 dark:bg-charcoal-800"
      >
        <h2
          id={`${document}-contents`}
          className="text-sm font-semibold tracking-wide text-charcoal uppercase dark:text-paper"
        >
          {t('common.contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title} className="text-gray-700 marker:text-gray-500 dark:text-gray-300">
              <a href={`#${sectionId(index)}`} className="text-ink-700 hover:underline dark:text-ink-200">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionId(index)}
            aria-labelledby={`${sectionId(index)}-title`}
            className="scroll-mt-24"
          >
            <h2
              id={`${sectionId(index)}-title`}
              className="text-xl font-semibold text-charcoal dark:text-paper"
            >
              {index + 1}. {section.title}
            </h2>
            <p className="mt-3 leading-relaxed text-gray-700 dark:text-gray-300">{section.body}</p>
            {/* Both texts end with their contact section, which gets a direct way to reach us. */}
            {index === sections.length - 1 && (
              <Link
                to={paths.contact}
                className="mt-4 inline-flex font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-ink-100"
              >
                {t('common.contactLink')}
              </Link>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

/** The contact page's side column: support address from the server settings, response time and the FAQ. */
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/engine';
import { asList } from './as-list';

interface FaqEntry {
  question: string;
  answer: string;
}

export function ContactInfo() {
  const { t } = useTranslation('marketing');
  const config = useConfig();
  const faq = asList<FaqEntry>(t('contact.faq.items', { returnObjects: true }));
  const supportEmail = config.data?.support_email;

  return (
    <div className="space-y-10">
      <section
        aria-labelledby="contact-info-title"
        className="rounded-2xl bg-ink-50 p-6 sm:p-8 dark:bg-charcoal-800"
      >
        <h2 id="contact-info-title" className="text-xl font-semibold text-charcoal dark:text-paper">
          {t('contact.info.title')}
        </h2>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">
              {t('contact.info.emailLabel')}
            </dt>
            <dd className="mt-1 break-words">
              {supportEmail ? (
                <a
                  href={`mailto:${supportEmail}`}
                  className="font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900 dark:text-ink-200 dark:hover:text-ink-100"
                >
                  {supportEmail}
                </a>
              ) : config.isPending ? (
                // Keeps the layout steady while the address loads, without announcing a placeholder.
                <span
                  aria-hidden="true"
                  className="block h-5 w-48 animate-pulse rounded bg-ink-100 dark:bg-charcoal-700"
                />
              ) : (
                <span className="text-gray-800 dark:text-gray-200">{t('contact.info.emailUnavailable')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">
              {t('contact.info.responseLabel')}
            </dt>
            <dd className="mt-1 text-gray-800 dark:text-gray-200">{t('contact.info.responseTime')}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title" className="text-xl font-semibold text-charcoal dark:text-paper">
          {t('contact.faq.title')}
        </h2>
        <div className="mt-4 divide-y divide-gray-200 dark:divide-charcoal-700">
          {faq.map((entry) => (
            <div key={entry.question} className="py-4">
              <h3 className="font-semibold text-charcoal dark:text-paper">{entry.question}</h3>
              <p className="mt-2 leading-relaxed text-gray-700 dark:text-gray-300">{entry.answer}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

/** The contact page: the message form beside the support address, response time and three FAQ entries. */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { PageHeader } from '../components/page-header';

export default function ContactPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pageTitles.contact'));

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-24">
      <PageHeader eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.intro')} />

      <div className="grid gap-10 lg:grid-cols-5 lg:gap-12">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-charcoal-700 dark:bg-charcoal-800"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-charcoal dark:text-paper">
            {t('contact.form.title')}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <div className="lg:col-span-2">
          <ContactInfo />
        </div>
      </div>
    </div>
  );
}

/** The about page: mission, vision, why choose Inkprint, the movement statement and a call to action. */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { asList } from '../components/as-list';
import { CallToAction } from '../components/call-to-action';
import { CheckIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';

interface Reason {
  title: string;
  body: string;
}

const headingClass =
  'text-2xl font-bold tracking-tight text-balance text-charcoal sm:text-3xl dark:text-paper';

export default function AboutPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pageTitles.about'));
  const reasons = asList<Reason>(t('about.why.items', { returnObjects: true }));

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:space-y-20 lg:px-8 lg:py-24">
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.intro')} />

      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="about-mission"
          className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-charcoal-700 dark:bg-charcoal-800"
        >
          <h2 id="about-mission" className="text-xl font-semibold text-ink-700 dark:text-ink-200">
            {t('about.mission.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-gray-800 dark:text-gray-200">
            {t('about.mission.body')}
          </p>
        </section>
        <section
          aria-labelledby="about-vision"
          className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-8 dark:border-charcoal-700 dark:bg-charcoal-800"
        >
          <h2 id="about-vision" className="text-xl font-semibold text-ink-700 dark:text-ink-200">
            {t('about.vision.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-gray-800 dark:text-gray-200">
            {t('about.vision.body')}
          </p>
        </section>
      </div>

      <section aria-labelledby="about-why">
        <h2 id="about-why" className={`${headingClass} text-center`}>
          {t('about.why.title')}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <CheckIcon />
              <div>
                <h3 className="font-semibold text-charcoal dark:text-paper">{reason.title}</h3>
                <p className="mt-1 leading-relaxed text-gray-700 dark:text-gray-300">{reason.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-movement" className="mx-auto max-w-3xl text-center">
        <h2 id="about-movement" className={headingClass}>
          {t('about.movement.title')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-gray-700 dark:text-gray-300">
          {t('about.movement.body')}
        </p>
      </section>

      <CallToAction title={t('about.cta.title')} body={t('about.cta.body')} label={t('about.cta.button')} />
    </div>
  );
}

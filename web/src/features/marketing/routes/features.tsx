/** The features page: four cards (upload, AI analysis, generation, security) and a call to action. */
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../hooks/use-page-title';
import { asList } from '../components/as-list';
import { CallToAction } from '../components/call-to-action';
import { CheckIcon, PenIcon, ShieldIcon, SparkIcon, UploadIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';

interface FeatureCard {
  title: string;
  body: string;
  points: string[];
}

const CARD_ICONS = [UploadIcon, SparkIcon, PenIcon, ShieldIcon];

export default function FeaturesPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pageTitles.features'));
  const cards = asList<FeatureCard>(t('features.cards', { returnObjects: true }));

  return (
    <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-24">
      <PageHeader eyebrow={t('features.eyebrow')} title={t('features.title')} lead={t('features.intro')} />

      <ul className="grid gap-6 md:grid-cols-2">
        {cards.map((card, index) => {
          const CardIcon = CARD_ICONS[index % CARD_ICONS.length]!;
          const headingId = `feature-card-${index}`;
          return (
            <li key={card.title}>
              <section
                aria-labelledby={headingId}
                className="h-full rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-charcoal-700 dark:bg-charcoal-800"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-ink-50 text-ink-600 dark:bg-charcoal-700 dark:text-ink-200">
                  <CardIcon />
                </span>
                <h2 id={headingId} className="mt-5 text-xl font-semibold text-charcoal dark:text-paper">
                  {card.title}
                </h2>
                <p className="mt-3 leading-relaxed text-gray-700 dark:text-gray-300">{card.body}</p>
                <ul className="mt-5 space-y-2">
                  {card.points.map((point) => (
                    <li key={point} className="flex gap-2 text-gray-800 dark:text-gray-200">
                      <CheckIcon />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
      </ul>

      <CallToAction
        title={t('features.cta.title')}
        body={t('features.cta.body')}
        label={t('features.cta.button')}
      />
    </div>
  );
}

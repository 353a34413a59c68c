/**
 * The pricing page: the one free plan, the early-adopter note and the promise of notice before any change.
 * The daily quota is the server's (DAILY_GENERATION_LIMIT, GET /api/config `daily_limit`), as on the
 * Dashboard: until it is known, or if it cannot be read, the plan names the quota without a figure.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useConfig } from '../../../lib/engine';
import { CheckIcon } from '../components/icons';
import { PageHeader } from '../components/page-header';

export default function PricingPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pageTitles.pricing'));
  const dailyLimit = useConfig().data?.daily_limit;
  const features = [
    t('pricing.plan.features.profile'),
    dailyLimit === undefined
      ? t('pricing.plan.features.quota')
      : t('pricing.plan.features.quotaLimit', { count: dailyLimit }),
    t('pricing.plan.features.types'),
    t('pricing.plan.features.languages'),
    t('pricing.plan.features.voiceMatch'),
    t('pricing.plan.features.history'),
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-24">
      <PageHeader eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} lead={t('pricing.intro')} />

      <section
        aria-labelledby="plan-name"
        className="mx-auto max-w-lg rounded-3xl border-2 border-ink-600 bg-white p-6 shadow-lg sm:p-10 dark:border-ink-400 dark:bg-charcoal-800"
      >
        <h2 id="plan-name" className="text-2xl font-bold text-ink-700 dark:text-ink-200">
          {t('pricing.plan.name')}
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{t('pricing.plan.description')}</p>
        <p className="mt-6 flex items-baseline gap-2">
          <span className="text-5xl font-bold tracking-tight text-charcoal dark:text-paper">
            {t('pricing.plan.price')}
          </span>
          <span className="text-gray-600 dark:text-gray-400">{t('pricing.plan.period')}</span>
        </p>
        <h3 className="mt-8 text-sm font-semibold tracking-wide text-charcoal uppercase dark:text-paper">
          {t('pricing.plan.featuresTitle')}
        </h3>
        <ul className="mt-4 space-y-3">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3 text-gray-800 dark:text-gray-200">
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to={paths.register}>{t('pricing.plan.button')}</Link>
        </Button>
      </section>

      <div className="mx-auto max-w-2xl space-y-4 text-center">
        <p className="rounded-xl bg-ink-50 px-5 py-4 text-ink-900 dark:bg-charcoal-800 dark:text-ink-100">
          {t('pricing.limitedTime')}
        </p>
        <p className="text-sm leading-relaxed text-gray-600 dark:text-gray-400">{t('pricing.futurePlans')}</p>
      </div>
    </div>
  );
}

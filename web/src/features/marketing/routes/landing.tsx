/** The public home page: hero, features, how it works, benefits, testimonials and a closing call to action. */

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { asList } from '../components/as-list';
import { CallToAction } from '../components/call-to-action';
import { CheckIcon, GaugeIcon, GlobeIcon, PenIcon, UploadIcon } from '../components/icons';

interface Item {
  title: string;
  body: string;
}

interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

const FEATURE_ICONS = [UploadIcon, PenIcon, GlobeIcon, GaugeIcon];

export default function LandingPage() {
  const { t } = useTranslation('marketing');
  usePageTitle(t('pageTitles.landing'));
  const features = asList<Item>(t('landing.features.items', { returnObjects: true }));
  const steps = asList<Item>(t('landing.steps.items', { returnObjects: true }));
  const benefits = asList<Item>(t('landing.benefits.items', { returnObjects: true }));
  const testimonials = asList<Testimonial>(t('landing.testimonials.items', { returnObjects: true }));

  return (
    <div className="mx-auto max-w-6xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:space-y-28 lg:px-8 lg:py-24">
      <section aria-labelledby="hero-title" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase dark:text-ink-300">
          {t('landing.hero.eyebrow')}
        </p>
        <h1
          id="hero-title"
          className="mt-3 text-4xl font-bold tracking-tight text-balance text-charcoal sm:text-5xl lg:text-6xl dark:text-paper"
        >
          {t('landing.hero.title')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-pretty text-gray-700 sm:text-xl dark:text-gray-300">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.register}>{t('landing.hero.primaryCta')}</Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to={paths.contact}>{t('landing.hero.secondaryCta')}</Link>
          </Button>
        </div>
        <p className="mt-4 text-sm text-gray-600 dark:text-gray-400">{t('landing.hero.note')}</p>
      </section>

      <section aria-labelledby="features-title">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-title"
            className="text-2xl font-bold tracking-tight text-balance text-charcoal sm:text-3xl dark:text-paper"
          >
            {t('landing.features.title')}
          </h2>
          <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">{t('landing.features.intro')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature, index) => {
            const FeatureIcon = FEATURE_ICONS[index % FEATURE_ICONS.length]!;
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-charcoal-700 dark:bg-charcoal-800"
              >
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-ink-50 text-ink-600 dark:bg-charcoal-700 dark:text-ink-200">
                  <FeatureIcon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-charcoal dark:text-paper">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-gray-700 dark:text-gray-300">{feature.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="steps-title">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="steps-title"
            className="text-2xl font-bold tracking-tight text-balance text-charcoal sm:text-3xl dark:text-paper"
          >
            {t('landing.steps.title')}
          </h2>
          <p className="mt-3 text-lg text-gray-700 dark:text-gray-300">{t('landing.steps.intro')}</p>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-ink-50 p-6 dark:bg-charcoal-800">
              <span
                aria-hidden="true"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-charcoal dark:text-paper">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-gray-700 dark:text-gray-300">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="benefits-title" className="grid gap-10 lg:grid-cols-3">
        <h2
          id="benefits-title"
          className="text-2xl font-bold tracking-tight text-balance text-charcoal sm:text-3xl dark:text-paper"
        >
          {t('landing.benefits.title')}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:col-span-2">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-3">
              <CheckIcon />
              <div>
                <h3 className="font-semibold text-charcoal dark:text-paper">{benefit.title}</h3>
                <p className="mt-1 leading-relaxed text-gray-700 dark:text-gray-300">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials-title">
        <h2
          id="testimonials-title"
          className="text-center text-2xl font-bold tracking-tight text-balance text-charcoal sm:text-3xl dark:text-paper"
        >
          {t('landing.testimonials.title')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-charcoal-700 dark:bg-charcoal-800">
                <blockquote className="flex-1 leading-relaxed text-gray-800 dark:text-gray-200">
                  {/* <q> lets the browser pick the quotation marks of the page language. */}
                  <q>{testimonial.quote}</q>
                </blockquote>
                <figcaption className="mt-6 border-t border-gray-200 pt-4 dark:border-charcoal-700">
                  <span className="block font-semibold text-charcoal dark:text-paper">
                    {testimonial.name}
                  </span>
                  <span className="block text-sm text-gray-600 dark:text-gray-400">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <CallToAction
        title={t('landing.cta.title')}
        body={t('landing.cta.body')}
        label={t('landing.cta.button')}
      />
    </div>
  );
}

// Shown while a voice profile exists: the profile is ready, and the way on to generating content. Right after
// an analysis it carries the success message itself, announced, so no toast repeats it (decision 026).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

export function ProfileBanner({ justAnalyzed = false }: { justAnalyzed?: boolean }) {
  const { t } = useTranslation('voice-setup');
  return (
    <section
      aria-labelledby="profile-banner-title"
      className="flex flex-col gap-4 rounded-2xl border border-green-300 bg-green-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-green-800 dark:bg-green-950"
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-green-600 text-white"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
        </span>
        <div>
          <h2 id="profile-banner-title" className="font-semibold text-green-900 dark:text-green-100">
            {t('banner.title')}
          </h2>
          <p role="status" className="mt-0.5 text-sm text-green-900 dark:text-green-100">
            {justAnalyzed ? t('analyze.success') : t('banner.text')}
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={paths.generate}>{t('banner.generate')}</Link>
      </Button>
    </section>
  );
}

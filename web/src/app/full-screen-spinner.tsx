// Shown while the session check runs (docs/product.md, "Routes"), so no screen flashes the wrong route set.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

export function FullScreenSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center text-ink-600 dark:text-ink-200">
      <Spinner className="size-8" label={t('app.loading')} />
    </div>
  );
}

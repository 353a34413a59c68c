// The frame every layout shares: skip link, the layout's header, the main area where lazily loaded
// screens appear (with a spinner while they load) and the footer.
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { PageFallback } from './page-fallback';

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-ink-700"
    >
      {t('app.skipToContent')}
    </a>
  );
}

/** `narrow`: the screen sits centred in a small column (the auth screens). */
export function LayoutFrame({ header, narrow = false }: { header: ReactNode; narrow?: boolean }) {
  const screen = (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {header}
      {narrow ? (
        <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
          <div className="w-full max-w-md">{screen}</div>
        </main>
      ) : (
        <main id="main" className="flex-1">
          {screen}
        </main>
      )}
      <Footer />
    </div>
  );
}

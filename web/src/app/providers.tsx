// Everything the screens rely on, in order: error boundary, data cache, translations (suspending until
// the active language's catalogue is in), routing and toasts. The session lives in the data cache.
import { TIMINGS } from '@inkprint/shared';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';
import { ErrorBoundary } from './error-boundary';

/**
 * Toasts (docs/product.md, "States"): top-right; 4 s for blank, error and custom, 2 s for success, loading
 * until dismissed.
 */
const toasterOptions = {
  duration: TIMINGS.toastMs,
  success: { duration: TIMINGS.toastSuccessMs },
  error: { duration: TIMINGS.toastMs },
  loading: { duration: Number.POSITIVE_INFINITY },
} as const;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The server words its answers in the language of each request (Accept-Language: file failure reasons,
 * analysis texts, error messages), so whatever the cache holds was written in the language of the moment
 * it was fetched. A language switch therefore marks every query stale: the screens on view fetch again at
 * once, the others when they are next shown.
 */
export function RefetchOnLanguageChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [queryClient]);
  return null;
}

function BootFallback() {
  // The catalogue is not loaded yet, so this fallback has no text of its own.
  return (
    <div className="flex min-h-screen items-center justify-center text-ink-600 dark:text-ink-200">
      <Spinner className="size-8" />
    </div>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<BootFallback />}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <RefetchOnLanguageChange />
            <BrowserRouter>{children}</BrowserRouter>
            <Toaster position="top-right" toastOptions={toasterOptions} />
          </QueryClientProvider>
        </ErrorBoundary>
      </Suspense>
    </I18nextProvider>
  );
}

// What the dashboard shows while its figures load: grey blocks in the shape of the cards and lists, and a
// status text for screen readers.
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';

function Block({ className }: { className: string }) {
  return <div className={`rounded bg-gray-200 dark:bg-charcoal-700 ${className}`} />;
}

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="dashboard-skeleton">
      <p role="status" className="sr-only">
        {t('dashboard.loading')}
      </p>
      <div aria-hidden="true" className="animate-pulse space-y-6 motion-reduce:animate-none">
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((n) => (
            <Card key={n} className="space-y-3 p-4 sm:p-5">
              <Block className="h-4 w-24" />
              <Block className="h-8 w-16" />
              <Block className="h-3 w-full max-w-32" />
            </Card>
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {[0, 1].map((n) => (
            <Card key={n} className="space-y-4 p-5">
              <Block className="h-5 w-40" />
              {[0, 1, 2, 3].map((row) => (
                <Block key={row} className="h-3 w-full" />
              ))}
            </Card>
          ))}
        </div>
      </div>
    </div>
  );
}

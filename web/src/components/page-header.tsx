// The heading block at the top of every app screen: title, optional subtitle, optional actions.
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {/* A title may carry one long word (a greeting by e-mail address): it wraps rather than widen the page. */}
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-gray-700 dark:text-gray-300">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

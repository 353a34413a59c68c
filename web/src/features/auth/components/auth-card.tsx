// Frame of every auth screen: a card with a title, an optional subtitle, the form and its links.
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../hooks/use-page-title';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Card className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-gray-700 dark:text-gray-300">{subtitle}</p> : null}
      </div>
      {children}
      {footer ? <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">{footer}</div> : null}
    </Card>
  );
}

export const linkClass =
  'font-semibold text-ink-700 underline-offset-4 hover:underline dark:text-ink-200 rounded-sm';

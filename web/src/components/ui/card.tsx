// Card: a framed surface for forms and panels.
import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-charcoal-700 dark:bg-charcoal-800',
        className,
      )}
      {...rest}
    />
  );
}

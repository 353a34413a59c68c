/** The title block every public page opens with: an optional eyebrow, the page's only <h1>, a lead. */
import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase dark:text-ink-300">
          {eyebrow}
        </p>
      )}
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-charcoal sm:text-4xl lg:text-5xl dark:text-paper">
        {title}
      </h1>
      {lead && (
        <p className="mt-4 text-lg leading-relaxed text-pretty text-gray-700 dark:text-gray-300">{lead}</p>
      )}
      {children}
    </header>
  );
}

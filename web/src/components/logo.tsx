// The Inkprint mark: a fingerprint drawn as ink lines (the same drawing as the favicon), plus the name.
import { cn } from './ui/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      className={cn('size-7 text-ink-600 dark:text-ink-300', className)}
      aria-hidden="true"
    >
      <path d="M9 26c-2-3-3-6.5-3-10C6 10.5 10.5 6 16 6c2.6 0 5 1 6.8 2.7" />
      <path d="M25.2 12c.5 1.2.8 2.6.8 4 0 4-1 7.5-2.8 10.5" />
      <path d="M12.5 27.5C11 24.5 10 21 10 16.5c0-3.3 2.7-6 6-6s6 2.7 6 6c0 3-.6 6-1.6 8.5" />
      <path d="M16.5 28.5c-1.6-3.5-2.5-7.4-2.5-12 0-1.1.9-2 2-2s2 .9 2 2c0 4.5-.6 8.4-1.8 11.6" />
      <path d="M13 4.5c1-.3 2-.5 3-.5 2.3 0 4.4.6 6.2 1.7" />
    </svg>
  );
}

/** `compact`: on the narrowest screens only the mark shows (the name stays for screen readers). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <LogoMark />
      <span className={compact ? 'max-[400px]:sr-only' : undefined}>Inkprint</span>
    </span>
  );
}

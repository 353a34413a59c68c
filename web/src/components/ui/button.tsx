// Button: the app's one button, in primary, secondary, ghost and danger looks, with a busy state.
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

export const buttonVariants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-600 text-white hover:bg-ink-700 dark:bg-ink-500 dark:hover:bg-ink-400 dark:text-white',
  secondary:
    'border border-gray-300 bg-white text-charcoal hover:bg-gray-50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-gray-100 dark:hover:bg-charcoal-700',
  ghost: 'text-ink-700 hover:bg-ink-50 dark:text-ink-200 dark:hover:bg-charcoal-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** Class names for links that should look like buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(base, buttonVariants[variant], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

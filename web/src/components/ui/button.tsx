// Button: the app's one button, in primary, secondary, ghost, danger and inverted looks, two sizes and a
// busy state. With `asChild` it styles its only child instead (a router Link, a download <a>), so a link
// that should look like a button is still a link.
import {
  type ButtonHTMLAttributes,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverted';
type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-600 text-white hover:bg-ink-700 dark:bg-ink-500 dark:hover:bg-ink-400 dark:text-white',
  secondary:
    'border border-gray-300 bg-white text-charcoal hover:bg-gray-50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-gray-100 dark:hover:bg-charcoal-700',
  ghost: 'text-ink-700 hover:bg-ink-50 dark:text-ink-200 dark:hover:bg-charcoal-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  // On the indigo band the primary colour would vanish, so the button turns light there.
  inverted: 'bg-white text-ink-700 hover:bg-ink-50',
};

const sizes: Record<ButtonSize, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-3 text-base',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  /** Style the single child element (a link) instead of rendering a <button>. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  asChild = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const classes = cn(base, variants[variant], sizes[size], className);
  if (asChild && isValidElement<{ className?: string; children?: ReactNode }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...rest, className: cn(classes, child.props.className) });
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

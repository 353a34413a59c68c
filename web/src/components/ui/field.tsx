// Input and Field: a labelled text input with its hint and error message wired for screen readers.
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn';

export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-charcoal placeholder:text-gray-500 ' +
  'focus-visible:border-ink-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink-500 ' +
  'read-only:bg-gray-100 read-only:text-gray-700 disabled:opacity-60 ' +
  'dark:border-charcoal-700 dark:bg-charcoal dark:text-gray-100 dark:placeholder:text-gray-400 ' +
  'dark:read-only:bg-charcoal-700 dark:read-only:text-gray-200';

const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }>(
  function Input({ className, invalid, ...rest }, ref) {
    return (
      <input
        ref={ref}
        className={cn(inputClass, invalid && 'border-red-600 dark:border-red-400', className)}
        aria-invalid={invalid || undefined}
        {...rest}
      />
    );
  },
);

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's box on the right, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, trailing, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-charcoal dark:text-gray-100">
        {label}
      </label>
      <div className="relative">
        <Input
          ref={ref}
          id={inputId}
          invalid={Boolean(error)}
          aria-describedby={describedBy}
          className={trailing ? 'pr-20' : undefined}
          {...rest}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </div>
      ) : null}
    </div>
  );
});

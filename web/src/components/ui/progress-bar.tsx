// ProgressBar: a horizontal bar for strength and quota, coloured by the caller's state.
import { cn } from './cn';

export type ProgressTone = 'red' | 'yellow' | 'green' | 'blue' | 'gray';

const fills: Record<ProgressTone, string> = {
  red: 'bg-red-600',
  yellow: 'bg-amber-400',
  green: 'bg-green-600',
  blue: 'bg-ink-600',
  gray: 'bg-gray-400',
};

interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  tone: ProgressTone;
  label: string;
  valueText?: string;
  className?: string;
}

export function ProgressBar({ percent, tone, label, valueText, className }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-charcoal-700', className)}
    >
      <div
        data-tone={tone}
        className={cn('h-full rounded-full transition-all', fills[tone])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

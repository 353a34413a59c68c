// A light horizontal bar chart (CSS only): one row per item with its label, a bar and the value as text,
// so the figures read the same to a screen reader as to the eye.
import { cn } from '../../../components/ui/cn';

export interface Bar {
  key: string;
  label: string;
  /** 0–1. */
  share: number;
  valueText: string;
  highlight?: boolean;
}

export function BarChart({ bars, label }: { bars: readonly Bar[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-2.5">
      {bars.map((bar) => (
        <li
          key={bar.key}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)_3.5rem]"
        >
          <span
            className={cn(
              'block break-words first-letter:uppercase',
              bar.highlight
                ? 'font-semibold text-charcoal dark:text-white'
                : 'text-gray-700 dark:text-gray-300',
            )}
            title={bar.label}
          >
            {bar.label}
          </span>
          <span
            aria-hidden="true"
            className="order-last col-span-2 h-2.5 overflow-hidden rounded-full bg-gray-100 sm:order-none sm:col-span-1 dark:bg-charcoal-700"
          >
            <span
              className={cn(
                'block h-full rounded-full',
                bar.highlight ? 'bg-ink-600 dark:bg-ink-400' : 'bg-ink-300 dark:bg-ink-600',
              )}
              style={{ width: `${Math.max(0, Math.min(1, bar.share)) * 100}%` }}
            />
          </span>
          <span className="text-right tabular-nums text-gray-700 dark:text-gray-300">{bar.valueText}</span>
        </li>
      ))}
    </ul>
  );
}

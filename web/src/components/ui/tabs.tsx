// Tabs: an accessible tab list (arrow keys move between tabs) with one visible panel. Every panel stays mounted
// (the others hidden), so what was typed in one is still there on coming back to it.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from './cn';

interface TabsProps {
  tabs: Array<{ label: string; content: ReactNode }>;
  active: number;
  onChange: (index: number) => void;
  label: string;
}

export function Tabs({ tabs, active, onChange, label }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + tabs.length) % tabs.length;
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-gray-200 dark:border-charcoal-700"
      >
        {tabs.map((tab, index) => {
          const selected = index === active;
          return (
            <button
              key={tab.label}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(index)}
              onKeyDown={onKeyDown}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
                selected
                  ? 'border-ink-600 text-ink-700 dark:border-ink-300 dark:text-ink-200'
                  : 'border-transparent text-gray-600 hover:text-charcoal dark:text-gray-300 dark:hover:text-white',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          className="pt-6"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}

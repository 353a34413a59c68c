// Menu: a trigger button and the panel it opens; the panel closes on an outside press, on Escape (focus
// back on the trigger) and when an item calls `close`.
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../hooks/use-dismiss';
import { cn } from './cn';

interface MenuProps {
  /** What the trigger shows. */
  trigger: ReactNode;
  triggerClassName: string;
  /** Accessible name of the trigger when its content is not enough. */
  triggerLabel?: string;
  /** Position, size and look of the panel (it is absolutely positioned). */
  panelClassName: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}

export function Menu({
  trigger,
  triggerClassName,
  triggerLabel,
  panelClassName,
  className,
  children,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, onDismiss: close, rootRef, triggerRef });

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((value) => !value)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div id={panelId} className={cn('absolute', panelClassName)}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

// Closes a popup (menu, dropdown) on a pointer press outside it or on Escape; Escape also gives the
// keyboard focus back to the element that opened it. Nested popups close one at a time, innermost first.
import { type RefObject, useEffect, useRef } from 'react';

interface DismissOptions {
  open: boolean;
  onDismiss: () => void;
  /** The popup together with its trigger: presses inside it do not dismiss. */
  rootRef: RefObject<HTMLElement | null>;
  /** Where focus returns on Escape. */
  triggerRef?: RefObject<HTMLElement | null>;
}

/** Open popups, most recently opened last: Escape belongs to the last one. */
const openLayers: symbol[] = [];

export function useDismiss({ open, onDismiss, rootRef, triggerRef }: DismissOptions): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (!open) return;
    const layer = Symbol('dismiss layer');
    openLayers.push(layer);

    function onPointerDown(event: MouseEvent | TouchEvent) {
      const root = rootRef.current;
      if (root && !root.contains(event.target as Node)) dismiss.current();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || openLayers.at(-1) !== layer) return;
      dismiss.current();
      triggerRef?.current?.focus();
    }

    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, rootRef, triggerRef]);
}

// A modal on the native <dialog>: focus stays inside, Escape cancels (unless busy), and on close focus goes
// where the caller says (the control that opened it, or the switcher when that control is gone). The one
// dialog of the app: voices, the history's confirmations and its details all open through it.
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  busy?: boolean;
  onCancel: () => void;
  children: ReactNode;
  describedBy?: string;
}

/** A ref for a native <dialog> that is shown as a modal while `open` and closed when not. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

export function Modal({ open, title, busy = false, onCancel, children, describedBy }: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-gray-200 bg-white p-6 text-charcoal shadow-xl backdrop:bg-black/50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-gray-100"
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

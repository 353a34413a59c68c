// A modal question before something that cannot be undone (delete one item, clear the history): the native
// <dialog>, so focus stays inside and Escape cancels.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
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
          <p id={textId} className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {text}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={onCancel}>
              {t('history.cancel')}
            </Button>
            <Button variant="danger" busy={busy} onClick={onConfirm}>
              {busy ? t('history.deleting') : confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

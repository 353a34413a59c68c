// A modal question before something that cannot be undone (delete one item, clear the history): the native
// <dialog> (components/ui/modal), so focus stays inside and Escape cancels.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

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
  const textId = useId();
  return (
    <Modal open={open} title={title} busy={busy} onCancel={onCancel} describedBy={textId}>
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
    </Modal>
  );
}

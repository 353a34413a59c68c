// The form of the auth and settings screens: fields, then the one message line (success, error or
// notice) and the submit button. Any edit clears the last message.
import type { FormEventHandler, ReactNode } from 'react';
import { Alert, type AlertTone } from './ui/alert';
import { Button } from './ui/button';
import { cn } from './ui/cn';

export interface FormStatusValue {
  tone: AlertTone;
  text: string;
}

interface StatusFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called on every edit; usually clears the status. */
  onEdit: () => void;
  status: FormStatusValue | null;
  busy: boolean;
  /** The button's text, already chosen for the busy state. */
  submitLabel: string;
  disabled?: boolean;
  /** The submit button spans the form (the narrow auth screens). */
  wide?: boolean;
  className?: string;
  children: ReactNode;
}

export function StatusForm({
  onSubmit,
  onEdit,
  status,
  busy,
  submitLabel,
  disabled,
  wide = false,
  className,
  children,
}: StatusFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} onChange={onEdit} className={cn('space-y-4', className)}>
      {children}
      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      <Button type="submit" className={wide ? 'w-full' : undefined} busy={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </form>
  );
}

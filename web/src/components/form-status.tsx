// The one message line under an auth or settings form (success, error or notice).
import { Alert, type AlertTone } from './ui/alert';

export interface FormStatusValue {
  tone: AlertTone;
  text: string;
}

export function FormStatus({ status }: { status: FormStatusValue | null }) {
  return status ? <Alert tone={status.tone}>{status.text}</Alert> : null;
}

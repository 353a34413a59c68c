// The single-e-mail form behind forgot-password and resend-confirmation: validate, post, show the
// generic answer, and block a second submit while the first is in flight.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@inkprint/shared';
import { useForm } from 'react-hook-form';
import { StatusForm } from '../../../components/status-form';
import { useFieldError } from '../../../lib/form';
import { useSubmission } from '../../../lib/use-submission';
import { EmailField } from './email-field';

interface EmailFormProps {
  /** The call behind the form: request-password-reset or resend-confirmation. */
  send: (body: { email: string }) => Promise<unknown>;
  defaultEmail?: string;
  submitLabel: string;
  submittingLabel: string;
  successText: string;
  failureText: string;
  onSuccess?: () => void;
}

export function EmailForm(props: EmailFormProps) {
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailBody),
    defaultValues: { email: props.defaultEmail ?? '' },
  });

  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['email'],
    failureText: props.failureText,
  });

  const onSubmit = (values: { email: string }) =>
    submit(async () => {
      await props.send({ email: values.email });
      props.onSuccess?.();
      return { tone: 'success', text: props.successText };
    });

  return (
    <StatusForm
      onSubmit={handleSubmit(onSubmit)}
      onEdit={() => setStatus(null)}
      status={status}
      busy={isSubmitting}
      submitLabel={isSubmitting ? props.submittingLabel : props.submitLabel}
      wide
    >
      <EmailField error={fieldError(errors.email)} {...register('email')} />
    </StatusForm>
  );
}

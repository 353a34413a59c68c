// The single-e-mail form behind forgot-password and resend-confirmation: validate, post, show the
// generic answer, and block a second submit while the first is in flight.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@inkprint/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '../../../components/form-status';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useFieldError } from '../../../lib/form';
import { useSubmission } from '../../../lib/use-submission';

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
  const { t } = useTranslation('auth');
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
    <form noValidate onSubmit={handleSubmit(onSubmit)} onChange={() => setStatus(null)} className="space-y-4">
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <FormStatus status={status} />
      <Button type="submit" className="w-full" busy={isSubmitting}>
        {isSubmitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </form>
  );
}

// The single-e-mail form behind forgot-password and resend-confirmation: validate, post, show the
// generic answer, and block a second submit while the first is in flight.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailBody } from '@inkprint/shared';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage, useFieldError } from '../../../lib/form';
import { FormStatus, type FormStatusValue } from './form-status';

interface EmailFormProps {
  endpoint: '/auth/request-password-reset' | '/auth/resend-confirmation';
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
  const [status, setStatus] = useState<FormStatusValue | null>(null);
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(emailBody),
    defaultValues: { email: props.defaultEmail ?? '' },
  });

  async function onSubmit(values: { email: string }) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus(null);
    try {
      await apiRequest('POST', props.endpoint, { email: values.email });
      setStatus({ tone: 'success', text: props.successText });
      props.onSuccess?.();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email'])) {
        setStatus({ tone: 'error', text: errorMessage(error, props.failureText) });
      }
    } finally {
      inFlight.current = false;
    }
  }

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

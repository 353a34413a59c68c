/**
 * The contact form (docs/product.md, "Public pages" and "Validation"): validated with the shared schema,
 * sent through the contact mutation.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_SUBJECTS, type ContactBody, contactBody } from '@inkprint/shared';
import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY_FORM: ContactBody = {
  name: '',
  email: '',
  // An empty choice keeps the placeholder option selected until the visitor picks a subject.
  subject: '' as ContactBody['subject'],
  message: '',
};

export function ContactForm() {
  const { t } = useTranslation('marketing');
  const id = useId();
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactBody>({ resolver: zodResolver(contactBody), defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit((body) => {
    mutation.mutate(body, {
      onSuccess: () => reset(EMPTY_FORM),
      // The visitor sees one friendly sentence; the details are for whoever reads the console.
      onError: (error) => console.error('Contact message failed', error),
    });
  });

  const clearMessages = () => {
    if (mutation.isSuccess || mutation.isError) mutation.reset();
  };

  // zod messages are keys of `contact.errors`; the form-messages test holds every key the schema can give.
  // Should one still slip through, the general "check this field" is shown: never "please fill in" under
  // a field that is filled in.
  const errorText = (error: FieldError | undefined) =>
    error?.message ? t(`contact.errors.${error.message}`, { defaultValue: t('contact.errors.invalid') }) : '';

  // Select and textarea have no Field wrapper in the design system, so they get the same wiring by hand.
  const describedField = (name: 'subject' | 'message') => ({
    id: `${id}-${name}`,
    className: `${inputClass} mt-1 ${errors[name] ? 'border-red-600 dark:border-red-400' : ''}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const fieldError = (name: 'subject' | 'message') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errorText(errors[name])}
      </p>
    ) : null;

  const labelClass = 'block text-sm font-medium text-charcoal dark:text-gray-100';

  return (
    <form noValidate onSubmit={onSubmit} onChange={clearMessages} className="space-y-5">
      <Field
        label={t('contact.form.name')}
        type="text"
        autoComplete="name"
        error={errorText(errors.name) || undefined}
        {...register('name')}
      />
      <Field
        label={t('contact.form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText(errors.email) || undefined}
        {...register('email')}
      />
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>
          {t('contact.form.subject')}
        </label>
        <select {...describedField('subject')} {...register('subject')}>
          <option value="" disabled>
            {t('contact.form.subjectPlaceholder')}
          </option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`contact.subjects.${subject}`)}
            </option>
          ))}
        </select>
        {fieldError('subject')}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          {t('contact.form.message')}
        </label>
        <textarea rows={6} {...describedField('message')} {...register('message')} />
        {fieldError('message')}
      </div>

      {mutation.isSuccess && <Alert tone="success">{t('contact.success')}</Alert>}
      {mutation.isError && <Alert tone="error">{t('contact.error')}</Alert>}

      <Button type="submit" size="lg" busy={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </form>
  );
}

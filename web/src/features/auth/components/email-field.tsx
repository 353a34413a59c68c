// The e-mail field of the auth forms: label, type and autofill hint set once.
import { type ComponentProps, forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';

type EmailFieldProps = Omit<ComponentProps<typeof Field>, 'label' | 'type' | 'autoComplete'>;

export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation('auth');
  return <Field ref={ref} label={t('fields.email')} type="email" autoComplete="email" {...props} />;
});

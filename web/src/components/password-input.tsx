// A password Field with a show/hide toggle.
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './ui/field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  hint?: React.ReactNode;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <Field
        ref={ref}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? t('password.hidePassword') : t('password.showPassword')}
            aria-pressed={visible}
            className="rounded-md px-2 py-1 text-xs font-semibold text-ink-700 hover:bg-ink-50 dark:text-ink-200 dark:hover:bg-charcoal-700"
          >
            {visible ? t('password.hide') : t('password.show')}
          </button>
        }
        {...props}
      />
    );
  },
);

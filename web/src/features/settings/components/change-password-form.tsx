// Change password: current, new (with the strength bar and checklist) and confirmation. The new
// password needs a score of 4 of 5; on success all three fields are cleared.
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-input';
import { PasswordStrength } from '../../../components/password-strength';
import { StatusForm } from '../../../components/status-form';
import { Card } from '../../../components/ui/card';
import { useFieldError } from '../../../lib/form';
import { useSubmission } from '../../../lib/use-submission';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordFormValues, changePasswordForm } from '../schemas';

const empty: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver: zodResolver(changePasswordForm), defaultValues: empty });
  const newPassword = watch('new_password');
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['current_password', 'new_password'],
    failureText: t('password.failed'),
  });

  const onValid = (values: ChangePasswordFormValues) =>
    submit(async () => {
      await changePassword.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      reset(empty);
      return { tone: 'success', text: t('password.success') };
    });

  // One summary line above the button, in the order of checks of docs/product.md#validation.
  function onInvalid(fieldErrors: FieldErrors<ChangePasswordFormValues>) {
    const values = getValues();
    if (!values.current_password || !values.new_password || !values.confirm_password) {
      setStatus({ tone: 'error', text: t('password.allRequired') });
    } else if (fieldErrors.new_password) {
      setStatus({ tone: 'error', text: t('password.requirementsNotMet') });
    } else if (fieldErrors.confirm_password) {
      setStatus({ tone: 'error', text: t('password.mismatch') });
    }
  }

  // The mismatch is said once: the summary line names it, so the confirmation field does not repeat it.
  const confirmError = fieldError(errors.confirm_password);
  const confirmShown = confirmError && confirmError === status?.text ? undefined : confirmError;

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('password.title')}</h2>
      <StatusForm
        onSubmit={handleSubmit(onValid, onInvalid)}
        onEdit={() => setStatus(null)}
        status={status}
        busy={isSubmitting}
        submitLabel={isSubmitting ? t('password.submitting') : t('password.submit')}
        className="mt-4"
      >
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={fieldError(errors.current_password)}
          {...register('current_password')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          error={fieldError(errors.new_password)}
          hint={<PasswordStrength password={newPassword} />}
          {...register('new_password')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          error={confirmShown}
          {...register('confirm_password')}
        />
      </StatusForm>
    </Card>
  );
}

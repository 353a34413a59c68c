// Account details: e-mail read-only, one-word first and last names, company; created and updated
// dates read-only. A successful save updates the signed-in user everywhere (one cache).
import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateProfileBody, type User, updateProfileBody } from '@inkprint/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StatusForm } from '../../../components/status-form';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { useFieldError } from '../../../lib/form';
import { formatLongUsDateTime } from '../../../lib/format';
import { useSubmission } from '../../../lib/use-submission';
import { useUpdateProfile } from '../api/update-profile';

export function AccountForm({ profile }: { profile: User }) {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateProfileBody>({
    resolver: zodResolver(updateProfileBody),
    mode: 'onChange',
    defaultValues: {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      company_name: profile.company_name ?? '',
    },
  });
  const blocked = Boolean(errors.first_name || errors.last_name) || update.isPending;
  const { status, setStatus, submit } = useSubmission({
    setError,
    fields: ['first_name', 'last_name', 'company_name'],
    failureText: t('account.failed'),
  });

  const onSubmit = (values: UpdateProfileBody) =>
    submit(async () => {
      await update.mutateAsync(values);
      return { tone: 'success', text: t('account.success') };
    });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('account.title')}</h2>
      <StatusForm
        onSubmit={handleSubmit(onSubmit)}
        onEdit={() => setStatus(null)}
        status={status}
        busy={update.isPending}
        submitLabel={update.isPending ? t('account.saving') : t('account.save')}
        disabled={blocked}
        className="mt-4"
      >
        <Field
          label={t('account.email')}
          type="email"
          value={profile.email}
          readOnly
          hint={t('account.emailNote')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('account.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.first_name)}
            {...register('first_name')}
          />
          <Field
            label={t('account.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.last_name)}
            {...register('last_name')}
          />
        </div>
        <Field
          label={t('account.company')}
          autoComplete="organization"
          error={fieldError(errors.company_name)}
          {...register('company_name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('account.created')} value={formatLongUsDateTime(profile.created_at)} readOnly />
          <Field label={t('account.updated')} value={formatLongUsDateTime(profile.updated_at)} readOnly />
        </div>
      </StatusForm>
    </Card>
  );
}

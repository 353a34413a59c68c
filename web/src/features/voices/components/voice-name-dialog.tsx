// The name of a new voice, or a new name for one: 1–60 characters, unique per account. A name in use or an
// eleventh voice is answered by the server (VOICE_NAME_TAKEN, TOO_MANY_VOICES); both show in the dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateVoiceBody, createVoiceBody, VOICE_LIMITS } from '@inkprint/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, errorMessage, useFieldError } from '../../../lib/form';

interface VoiceNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  /** Resolves when saved; rejects with the API's error, shown in the dialog. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

export function VoiceNameDialog(props: VoiceNameDialogProps) {
  return (
    <Modal open={props.open} title={props.title} onCancel={props.onClose}>
      {/* Mounted per opening, so each one starts from the name it is given. */}
      {props.open ? <NameForm {...props} /> : null}
    </Modal>
  );
}

function NameForm({ submitLabel, initialName, onSubmit, onClose }: VoiceNameDialogProps) {
  const { t } = useTranslation('voices');
  const fieldError = useFieldError();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateVoiceBody>({
    resolver: zodResolver(createVoiceBody),
    defaultValues: { name: initialName },
  });
  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await onSubmit(name);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VOICE_NAME_TAKEN')
        setError('name', { type: 'server', message: error.message });
      else if (!applyServerFieldErrors(error, setError, ['name']))
        setFailure(errorMessage(error, t('errors.failed')));
    }
  });
  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <Field
        id={`${id}-name`}
        label={t('name.label')}
        hint={t('name.hint', { max: VOICE_LIMITS.nameMaxLength })}
        maxLength={VOICE_LIMITS.nameMaxLength}
        autoComplete="off"
        autoFocus
        error={fieldError(errors.name)}
        {...register('name')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" type="button" disabled={isSubmitting} onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

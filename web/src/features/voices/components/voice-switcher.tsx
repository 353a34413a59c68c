// Voice setup's voice switcher (issue 24): which voice the screen works on, and new / rename / make default /
// delete. Deleting asks first and says what goes (the voice's files and profile) and what stays (the texts
// written with it). After a dialog, focus returns to the control that opened it, or to the voice select
// when that control is gone.
import { VOICE_LIMITS } from '@inkprint/shared';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/form';
import { useCreateVoice } from '../api/create-voice';
import { useDeleteVoice } from '../api/delete-voice';
import { useUpdateVoice } from '../api/update-voice';
import type { Voice } from '../types';
import { VoiceNameDialog } from './voice-name-dialog';

interface VoiceSwitcherProps {
  voices: readonly Voice[];
  current: Voice;
  /** Show this voice (kept in the URL by the screen). */
  onSelect: (voiceId: string) => void;
}

type Open = 'create' | 'rename' | 'delete' | null;

export function VoiceSwitcher({ voices, current, onSelect }: VoiceSwitcherProps) {
  const { t } = useTranslation('voices');
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const create = useCreateVoice();
  const update = useUpdateVoice();
  const remove = useDeleteVoice();
  const selectRef = useRef<HTMLSelectElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const full = voices.length >= VOICE_LIMITS.maxVoices;
  const last = voices.length <= 1;

  const show = (which: Open) => (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpen(which);
  };
  /** After a dialog: back to what opened it while it is still on screen and enabled, else the select. */
  const close = (focus: 'opener' | 'select' = 'opener') => {
    setOpen(null);
    requestAnimationFrame(() => {
      const back = opener.current;
      const target =
        focus === 'opener' && back?.isConnected && !(back as HTMLButtonElement).disabled
          ? back
          : selectRef.current;
      target?.focus();
    });
  };

  async function makeDefault() {
    try {
      await update.mutateAsync({ id: current.id, body: { is_default: true } });
      toast.success(t('switcher.madeDefault', { name: current.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('errors.failed')));
    }
  }

  async function confirmDelete() {
    const gone = current;
    try {
      await remove.mutateAsync(gone.id);
      const next =
        voices.find((v) => v.id !== gone.id && v.is_default) ?? voices.find((v) => v.id !== gone.id);
      if (next) onSelect(next.id);
      toast.success(t('delete.done', { name: gone.name }));
      close('select');
    } catch (error) {
      toast.error(errorMessage(error, t('errors.failed')));
      close();
    }
  }

  const deleteTextId = `${id}-delete-text`;
  return (
    <Card className="p-4 sm:p-5" data-testid="voice-switcher">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label
            htmlFor={`${id}-voice`}
            className="block text-sm font-medium text-charcoal dark:text-gray-100"
          >
            {t('switcher.label')}
          </label>
          <select
            ref={selectRef}
            id={`${id}-voice`}
            className={cn(inputClass, 'mt-1')}
            value={current.id}
            onChange={(event) => onSelect(event.target.value)}
          >
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.is_default ? t('picker.default', { name: voice.name }) : voice.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={show('create')}
            disabled={full}
            aria-describedby={full ? `${id}-full` : undefined}
          >
            {t('switcher.new')}
          </Button>
          <Button variant="secondary" onClick={show('rename')}>
            {t('switcher.rename')}
          </Button>
          {current.is_default ? null : (
            <Button variant="secondary" busy={update.isPending} onClick={() => void makeDefault()}>
              {t('switcher.makeDefault')}
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
            onClick={show('delete')}
            disabled={last}
            aria-describedby={last ? `${id}-last` : undefined}
          >
            {t('switcher.delete')}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
        {current.is_default ? t('switcher.isDefault') : t('switcher.notDefault')}
      </p>
      {full ? (
        <p id={`${id}-full`} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t('switcher.full', { max: VOICE_LIMITS.maxVoices })}
        </p>
      ) : null}
      {last ? (
        <p id={`${id}-last`} className="sr-only">
          {t('switcher.lastHint')}
        </p>
      ) : null}

      <VoiceNameDialog
        open={open === 'create'}
        title={t('create.title')}
        submitLabel={t('create.submit')}
        initialName=""
        onSubmit={async (name) => {
          const voice = await create.mutateAsync(name);
          onSelect(voice.id);
          toast.success(t('create.done', { name: voice.name }));
        }}
        onClose={() => close('select')}
      />
      <VoiceNameDialog
        open={open === 'rename'}
        title={t('rename.title')}
        submitLabel={t('rename.submit')}
        initialName={current.name}
        onSubmit={async (name) => {
          await update.mutateAsync({ id: current.id, body: { name } });
          toast.success(t('rename.done', { name }));
        }}
        onClose={() => close()}
      />
      <Modal
        open={open === 'delete'}
        title={t('delete.title', { name: current.name })}
        busy={remove.isPending}
        onCancel={() => close()}
        describedBy={deleteTextId}
      >
        <div id={deleteTextId} className="mt-2 space-y-2 text-sm text-gray-700 dark:text-gray-300">
          <p>{t('delete.goes', { count: current.file_count, name: current.name })}</p>
          <p>{t('delete.stays')}</p>
        </div>
        {current.is_default ? (
          <Alert tone="info" className="mt-3">
            {t('delete.newDefault')}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={remove.isPending} onClick={() => close()}>
            {t('cancel')}
          </Button>
          <Button variant="danger" busy={remove.isPending} onClick={() => void confirmDelete()}>
            {t('delete.confirm')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}

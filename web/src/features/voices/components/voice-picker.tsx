// The voice a text is written in: a labelled select of the user's voices, shown only when there is a choice
// (more than one voice). Used by Generate and by the rewrite form; the caller keeps the value (undefined:
// the default voice) and sends it as `voice_id`.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { chosenVoice, useVoices } from '../api/get-voices';

interface VoicePickerProps {
  value: string | undefined;
  onChange: (voiceId: string) => void;
  disabled?: boolean;
  className?: string;
}

export function VoicePicker({ value, onChange, disabled, className }: VoicePickerProps) {
  const { t } = useTranslation('voices');
  const id = useId();
  const voices = useVoices();
  const list = voices.data ?? [];
  if (list.length < 2) return null;
  const current = chosenVoice(list, value ?? null);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-charcoal dark:text-gray-100">
        {t('picker.label')}
      </label>
      <select
        id={id}
        className={cn(inputClass, 'mt-1')}
        value={current?.id ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {list.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.is_default ? t('picker.default', { name: voice.name }) : voice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

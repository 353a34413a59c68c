// The rewrite request: the user's text (required, at most 10,000 characters, with a live counter) and the
// output language ("same as the text" unless chosen). Submit is disabled while the text is blank, a
// rewrite runs or none can start (`blocked`, whose reason shows beside it). With Inkprint's own model, a line
// by the button says how long the rewrite takes on this server: a rewrite keeps its source's length, so the
// time is that of the output size nearest the text's word count.
// The voice choice is h/voices-web's VoicePicker, passed in by the screen (a feature may not import another).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  countWords,
  LANGUAGES,
  type OutputSize,
  REWRITE_MAX_LENGTH,
  type RewriteBody,
  type RewriteRequest,
  rewriteBody,
} from '@inkprint/shared';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { useFieldError } from '../../../lib/form';
import { useFormatters } from '../../../lib/format';
import { closestSize, useEstimateText } from '../estimate';
import { CharacterCount } from './character-count';

interface RewriteFormProps {
  busy: boolean;
  blocked?: string | null;
  onRewrite: (request: RewriteRequest) => Promise<boolean>;
  onEdit: () => void;
  voicePicker?: ReactNode;
  /** Seconds a draft of each size takes on this server (the local model's measure); null when unknown. */
  draftSeconds?: Record<OutputSize, number> | null;
}

export function RewriteForm({
  busy,
  blocked = null,
  onRewrite,
  onEdit,
  voicePicker,
  draftSeconds = null,
}: RewriteFormProps) {
  const { t } = useTranslation('generate');
  const fieldError = useFieldError();
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RewriteBody, unknown, RewriteRequest>({
    resolver: zodResolver(rewriteBody),
    mode: 'onChange',
    defaultValues: { text: '' },
  });
  const text = watch('text') ?? '';
  const format = useFormatters();
  const estimateText = useEstimateText();
  const blank = text.trim() === '';
  const rewriteTime =
    draftSeconds && !blank ? estimateText.before(draftSeconds[closestSize(countWords(text))]) : null;
  const submit = handleSubmit(async (request) => {
    if (busy || blocked) return;
    await onRewrite(request);
  });
  const textError = errors.text?.message === 'required' ? t('rewrite.textRequired') : fieldError(errors.text);
  const labelClass = 'block text-sm font-medium text-charcoal dark:text-gray-100';
  const ids = {
    text: `${id}-text`,
    counter: `${id}-counter`,
    error: `${id}-error`,
    blocked: `${id}-blocked`,
    language: `${id}-language`,
    time: `${id}-time`,
  };
  return (
    <form noValidate onSubmit={submit} onChange={onEdit} className="space-y-5" aria-busy={busy || undefined}>
      <div>
        <label htmlFor={ids.text} className={labelClass}>
          {t('rewrite.text')}
        </label>
        <textarea
          id={ids.text}
          rows={10}
          maxLength={REWRITE_MAX_LENGTH}
          placeholder={t('rewrite.textPlaceholder')}
          className={cn(inputClass, 'mt-1 resize-y', textError && 'border-red-600 dark:border-red-400')}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[textError ? ids.error : null, ids.counter].filter(Boolean).join(' ')}
          {...register('text')}
        />
        <CharacterCount
          id={ids.counter}
          data-testid="rewrite-counter"
          aria-live="polite"
          className="mt-1 text-right text-sm"
          length={text.length}
          max={REWRITE_MAX_LENGTH}
        />
        {textError ? (
          <p id={ids.error} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {textError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-4">
        <div className="flex-auto">
          <label htmlFor={ids.language} className={labelClass}>
            {t('form.language')}
          </label>
          <select
            id={ids.language}
            className={cn(inputClass, 'mt-1')}
            {...register('language', { setValueAs: (v: string) => (v ? v : undefined) })}
          >
            <option value="">{t('rewrite.sameLanguage')}</option>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {format.languageLabel(code)}
              </option>
            ))}
          </select>
        </div>
        {voicePicker ? <div className="flex-auto">{voicePicker}</div> : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
        {rewriteTime ? (
          <p
            id={ids.time}
            data-testid="rewrite-time"
            className="min-w-0 text-sm text-gray-600 sm:flex-1 dark:text-gray-300"
          >
            {rewriteTime}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          busy={busy}
          disabled={blank || Boolean(blocked)}
          aria-describedby={
            [blocked ? ids.blocked : null, rewriteTime ? ids.time : null].filter(Boolean).join(' ') ||
            undefined
          }
          className="w-full shrink-0 sm:w-auto"
        >
          {busy ? t('rewrite.busy') : t('rewrite.submit')}
        </Button>
      </div>
      {blocked ? (
        <p id={ids.blocked} className="text-sm font-medium text-red-700 dark:text-red-300">
          {blocked}
        </p>
      ) : null}
    </form>
  );
}

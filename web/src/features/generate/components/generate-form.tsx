// The request: prompt (required, at most 2,000 characters, with a counter), content purpose, output
// size with its word target, and output language (the interface language unless chosen). Submit is
// disabled while the prompt is blank, a generation runs or nothing can be generated (`blocked`, whose
// reason shows beside it); Ctrl/Cmd+Enter submits from the prompt. With Inkprint's own model, the size says
// how long its draft takes on this server, so a slow small server is no surprise.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_OUTPUT_SIZE,
  GENERATION_TYPES,
  type GenerateBody,
  type GenerateRequest,
  generateBody,
  isLanguage,
  LANGUAGES,
  OUTPUT_SIZES,
  type OutputSize,
  PROMPT_MAX_LENGTH,
} from '@inkprint/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { useFieldError } from '../../../lib/form';
import { useFormatters } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useEstimateText } from '../estimate';
import { CharacterCount } from './character-count';

const SIZES = Object.keys(OUTPUT_SIZES) as OutputSize[];

interface GenerateFormProps {
  busy: boolean;
  /** Why no generation can start now (the quota is used up), shown by the button; null when one can. */
  blocked?: string | null;
  /** Resolves true when the text was generated: the prompt is then cleared. */
  onGenerate: (request: GenerateRequest) => Promise<boolean>;
  /** Edits clear the last outcome message. */
  onEdit: () => void;
  footer?: ReactNode;
  /** The voice choice, first among the choices (issue 24); nothing with a single voice. */
  voiceField?: ReactNode;
  /** Seconds a draft of each size takes on this server (the local model's measure); null when unknown. */
  draftSeconds?: Record<OutputSize, number> | null;
}

export function GenerateForm({
  busy,
  blocked = null,
  onGenerate,
  onEdit,
  footer,
  voiceField,
  draftSeconds = null,
}: GenerateFormProps) {
  const { t, i18n } = useTranslation('generate');
  const fieldError = useFieldError();
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    formState: { errors },
  } = useForm<GenerateBody, unknown, GenerateRequest>({
    resolver: zodResolver(generateBody),
    mode: 'onChange',
    defaultValues: {
      prompt: '',
      content_type: 'blog_post',
      length: DEFAULT_OUTPUT_SIZE,
      language: currentLanguage(),
    },
  });
  const prompt = watch('prompt') ?? '';
  const size = watch('length') ?? DEFAULT_OUTPUT_SIZE;
  const estimateText = useEstimateText();
  const draftTime = draftSeconds ? estimateText.before(draftSeconds[size]) : null;
  const blank = prompt.trim() === '';
  const uiLanguage = i18n.resolvedLanguage ?? i18n.language;
  const format = useFormatters();

  // The output language follows the interface language until the user picks one.
  useEffect(() => {
    if (!getFieldState('language').isDirty && isLanguage(uiLanguage)) setValue('language', uiLanguage);
  }, [uiLanguage, getFieldState, setValue]);

  const submit = handleSubmit(async (request) => {
    if (busy || blocked) return;
    if (await onGenerate(request)) setValue('prompt', '', { shouldDirty: false, shouldValidate: false });
  });

  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const promptMessage = (error: FieldError | undefined) =>
    error?.message === 'required' ? t('form.promptRequired') : fieldError(error);
  const promptError = promptMessage(errors.prompt);
  const labelClass = 'block text-sm font-medium text-charcoal dark:text-gray-100';
  const ids = {
    prompt: `${id}-prompt`,
    hint: `${id}-prompt-hint`,
    counter: `${id}-prompt-counter`,
    error: `${id}-prompt-error`,
    blocked: `${id}-blocked`,
    draftTime: `${id}-draft-time`,
  };

  return (
    <form noValidate onSubmit={submit} onChange={onEdit} className="space-y-5" aria-busy={busy || undefined}>
      <div>
        <label htmlFor={ids.prompt} className={labelClass}>
          {t('form.prompt')}
        </label>
        <textarea
          id={ids.prompt}
          rows={5}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder={t('form.promptPlaceholder')}
          className={cn(inputClass, 'mt-1 resize-y', promptError && 'border-red-600 dark:border-red-400')}
          aria-invalid={promptError ? true : undefined}
          aria-describedby={[promptError ? ids.error : null, ids.hint, ids.counter].filter(Boolean).join(' ')}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onKeyDown={onPromptKeyDown}
          {...register('prompt')}
        />
        <div className="mt-1 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-sm">
          <p id={ids.hint} className="min-w-0 flex-1 text-gray-600 dark:text-gray-300">
            {t('form.promptHint')}
          </p>
          <CharacterCount
            id={ids.counter}
            data-testid="prompt-counter"
            className="shrink-0"
            length={prompt.length}
            max={PROMPT_MAX_LENGTH}
          />
        </div>
        {promptError ? (
          <p id={ids.error} className="mt-1 text-sm text-red-700 dark:text-red-300">
            {promptError}
          </p>
        ) : null}
      </div>

      {/* Side by side while each choice fits whole, else on rows of their own (the longest names are French). */}
      <div className="flex flex-wrap gap-4">
        {voiceField}
        <div className="flex-auto">
          <label htmlFor={`${id}-type`} className={labelClass}>
            {t('form.purpose')}
          </label>
          <select id={`${id}-type`} className={cn(inputClass, 'mt-1')} {...register('content_type')}>
            {GENERATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-auto">
          <label htmlFor={`${id}-size`} className={labelClass}>
            {t('form.size')}
          </label>
          <select
            id={`${id}-size`}
            className={cn(inputClass, 'mt-1')}
            aria-describedby={draftTime ? ids.draftTime : undefined}
            {...register('length')}
          >
            {SIZES.map((option) => (
              <option key={option} value={option}>
                {t('form.sizeOption', { size: t(`sizes.${option}`), words: OUTPUT_SIZES[option] })}
              </option>
            ))}
          </select>
          {/* As wide as the select and no wider (w-0 min-w-full), so the line never moves the choices. */}
          {draftTime ? (
            <p
              id={ids.draftTime}
              data-testid="draft-time"
              className="mt-1 w-0 min-w-full text-sm text-gray-600 dark:text-gray-300"
            >
              {draftTime}
            </p>
          ) : null}
        </div>
        <div className="flex-auto">
          <label htmlFor={`${id}-language`} className={labelClass}>
            {t('form.language')}
          </label>
          <select id={`${id}-language`} className={cn(inputClass, 'mt-1')} {...register('language')}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {format.languageLabel(code)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">{footer}</div>
        <Button
          type="submit"
          size="lg"
          busy={busy}
          disabled={blank || Boolean(blocked)}
          aria-describedby={blocked ? ids.blocked : undefined}
          className="w-full shrink-0 sm:w-auto"
        >
          {busy ? t('form.busy') : t('form.submit')}
        </Button>
      </div>
      {blocked ? (
        <p
          id={ids.blocked}
          data-testid="generate-blocked"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {blocked}
        </p>
      ) : null}
    </form>
  );
}

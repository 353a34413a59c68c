// One editable list of short texts (a rule, a banned phrase): each entry in its own labelled field with a
// remove button, and a field to add one more. Limits come from VOICE_LIMITS; an entry's error (the API's,
// by index) shows under it.
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';

interface ListEditorProps {
  /** Catalogue prefix of this list's texts: `rules` or `banned`. */
  kind: 'rules' | 'banned';
  items: readonly string[];
  maxItems: number;
  maxLength: number;
  /** Error of the whole list, and of each entry by index. */
  listError?: string | undefined;
  errors: Readonly<Record<number, string>>;
  disabled?: boolean;
  onChange: (items: string[]) => void;
}

export function ListEditor({
  kind,
  items,
  maxItems,
  maxLength,
  listError,
  errors,
  disabled,
  onChange,
}: ListEditorProps) {
  const { t } = useTranslation('voices');
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = items.length >= maxItems;
  const canAdd = !full && draft.trim() !== '' && !disabled;
  const add = () => {
    if (!canAdd) return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };
  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {t(`${kind}.title`)}
        </h3>
        <p id={hintId} className="text-sm text-gray-700 dark:text-gray-300">
          {t(`${kind}.hint`, { max: maxItems, length: maxLength })}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t(`${kind}.empty`)}</p>
      ) : (
        <ol className="space-y-2" data-testid={`${kind}-list`}>
          {items.map((item, index) => {
            const error = errors[index];
            const fieldId = `${id}-item-${index}`;
            return (
              // Entries have no identity but their place; editing one in place keeps its index.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                <div className="flex items-start gap-2">
                  <label htmlFor={fieldId} className="sr-only">
                    {t(`${kind}.itemLabel`, { number: index + 1 })}
                  </label>
                  <input
                    id={fieldId}
                    className={cn(
                      inputClass,
                      'min-w-0 flex-1',
                      error && 'border-red-600 dark:border-red-400',
                    )}
                    value={item}
                    maxLength={maxLength}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${fieldId}-error` : undefined}
                    onChange={(event) =>
                      onChange(items.map((v, i) => (i === index ? event.target.value : v)))
                    }
                  />
                  <Button
                    variant="ghost"
                    type="button"
                    className="shrink-0 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
                    aria-label={t(`${kind}.removeLabel`, { number: index + 1, text: item })}
                    disabled={disabled}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    {t('remove')}
                  </Button>
                </div>
                {error ? (
                  <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {listError ? <p className="text-sm text-red-700 dark:text-red-300">{listError}</p> : null}
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-new`} className="block text-sm font-medium">
            {t(`${kind}.newLabel`)}
          </label>
          <input
            id={`${id}-new`}
            className={cn(inputClass, 'mt-1')}
            value={draft}
            maxLength={maxLength}
            disabled={disabled || full}
            placeholder={t(`${kind}.placeholder`)}
            aria-describedby={hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onDraftKey}
          />
        </div>
        <Button variant="secondary" type="button" disabled={!canAdd} onClick={add} className="shrink-0">
          {t('add')}
        </Button>
      </div>
      {full ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t(`${kind}.full`, { max: maxItems })}</p>
      ) : null}
    </section>
  );
}

// How many characters a field holds of how many it may: red once it is full. The generate and rewrite
// forms show it under their text areas.
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { useFormatters } from '../../../lib/format';

interface CharacterCountProps extends HTMLAttributes<HTMLParagraphElement> {
  id: string;
  length: number;
  max: number;
}

export function CharacterCount({ length, max, className, ...rest }: CharacterCountProps) {
  const { t } = useTranslation('generate');
  const format = useFormatters();
  return (
    <p
      {...rest}
      className={cn(
        className,
        'tabular-nums',
        length >= max ? 'font-semibold text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-300',
      )}
    >
      {t('form.counter', { count: format.number(length), max: format.number(max) })}
    </p>
  );
}

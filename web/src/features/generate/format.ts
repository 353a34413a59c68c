// Numbers, lists, times and voice-match differences in the interface language (Intl and the catalogue).
import type { VoiceMatchDifferenceReply } from '@inkprint/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { makeFormatters } from '../../lib/format';
import { type DifferenceText, describeDifference, type Formatting } from './differences';

export function makeFormatting(locale: string, t: TFunction<'generate'>): Formatting {
  const { integer, decimal, percent, list } = makeFormatters(locale);
  return { integer, decimal, percent, list, quote: (word) => t('differences.quote', { word }) };
}

/** A difference as one sentence in the interface language. */
export function differenceSentence(
  diff: VoiceMatchDifferenceReply,
  format: Formatting,
  t: TFunction<'generate'>,
): string {
  const text: DifferenceText = describeDifference(diff, format);
  const nested = Object.fromEntries(
    Object.entries(text.nested ?? {}).map(([name, key]) => [name, t(key as never) as string]),
  );
  return t(text.key as never, { ...text.params, ...nested }) as string;
}

export function useGenerateFormat() {
  const { t, i18n } = useTranslation('generate');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const format = makeFormatters(locale);
    return {
      locale,
      numbers: makeFormatting(locale, t),
      times: { time: format.clock, relative: format.relative },
      difference: (diff: VoiceMatchDifferenceReply) => differenceSentence(diff, makeFormatting(locale, t), t),
      /** A language's name as it runs in a sentence ("English", "Englisch", "anglais"); the code if unknown. */
      language: (code: string) => format.language(code) ?? code,
    };
  }, [locale, t]);
}

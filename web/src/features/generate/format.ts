// Numbers, lists, times and voice-match differences in the interface language (Intl and the catalogue).
import type { VoiceMatchDifferenceReply } from '@inkprint/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type DifferenceText, describeDifference, type Formatting } from './differences';

export function makeFormatting(locale: string, t: TFunction<'generate'>): Formatting {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return {
    integer: (value) => integer.format(value),
    decimal: (value) => decimal.format(value),
    percent: (value) => percent.format(value),
    list: (items) => list.format(items),
    quote: (word) => t('differences.quote', { word }),
  };
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

/** A language's name as it runs in a sentence ("English", "Englisch", "anglais"); the code if unknown. */
function languageInText(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The time of day of an ISO instant, and how far away it is ("in 3 hours"). */
function makeTimeFormatting(locale: string) {
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    relative: (iso: string, now: number = Date.now()) => {
      const minutes = Math.max(0, Math.round((new Date(iso).getTime() - now) / 60_000));
      return minutes >= 60
        ? relative.format(Math.round(minutes / 60), 'hour')
        : relative.format(minutes, 'minute');
    },
  };
}

export function useGenerateFormat() {
  const { t, i18n } = useTranslation('generate');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      locale,
      numbers: makeFormatting(locale, t),
      times: makeTimeFormatting(locale),
      difference: (diff: VoiceMatchDifferenceReply) => differenceSentence(diff, makeFormatting(locale, t), t),
      language: (code: string) => languageInText(code, locale),
    }),
    [locale, t],
  );
}

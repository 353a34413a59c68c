// Numbers, shares, sizes and language names in the interface language (Intl, no catalogue needed).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function capitalise(text: string, locale: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}

function makeFormatters(locale: string) {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const bytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const kilobytes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  const smallKilobytes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });
  const megabytes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  return {
    locale,
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    /** A share 0–1 as a percentage. */
    percent: (share: number) => percent.format(share),
    /** A file size: bytes below 1 kB (a 34-byte file is not "0 kB"), then kB, then MB. */
    bytes: (value: number) =>
      value < 1024
        ? bytes.format(value)
        : value >= 1024 * 1024
          ? megabytes.format(value / (1024 * 1024))
          : value < 10 * 1024
            ? smallKilobytes.format(value / 1024)
            : kilobytes.format(value / 1024),
    /** A language code as its name, lower case as in running text ("anglais"); null when unknown. */
    language: (code: string) => {
      try {
        const name = names?.of(code);
        return name && name !== code ? name : null;
      } catch {
        return null;
      }
    },
    capitalise: (text: string) => capitalise(text, locale),
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => makeFormatters(locale), [locale]);
}

// Numbers, shares, sizes, dates, times and language names in the interface language (Intl, no catalogue
// needed): the one home of formatting for every screen. Settings keeps the long US format with hour and
// minute in every language, as docs/product.md ("Settings") prescribes ("long US date format"), e.g.
// "March 5, 2025 at 2:07 PM".
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const longUsDateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatLongUsDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? longUsDateTime.format(date) : '—';
}

/** A long date in the interface language, for running text such as "member since". */
export function formatLongDate(value: string | null | undefined, locale: string): string {
  const date = parse(value);
  return date
    ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date)
    : '—';
}

function capitalise(text: string, locale: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(locale) + text.slice(1) : text;
}

export function makeFormatters(locale: string) {
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
  const number = new Intl.NumberFormat(locale);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  return {
    locale,
    /** A number as the language writes it, with as many decimals as it has. */
    number: (value: number) => number.format(value),
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    /** A share 0–1 as a percentage. */
    percent: (share: number) => percent.format(share),
    /** A share 0–1 of work done as a whole percentage, rounded down: an unfinished download never reads 100%. */
    progress: (share: number) => percent.format(Math.floor(Math.max(0, Math.min(1, share)) * 100) / 100),
    /** "a, b and c". */
    list: (items: readonly string[]) => list.format(items),
    /** A date and time of an ISO instant ("Mar 5, 2025, 2:07 PM"); a dash when it is not one. */
    dateTime: (value: string) => {
      const date = parse(value);
      return date ? dateTime.format(date) : '—';
    },
    /** The time of day of an ISO instant ("2:07 PM"); null when it is not one. */
    time: (value: string) => {
      const date = parse(value);
      return date ? time.format(date) : null;
    },
    /** The time of day as hour and minute ("2:07 PM", "14:07"). */
    clock: (iso: string) => clock.format(new Date(iso)),
    /** How far away an instant is ("in 3 hours", "in 5 minutes"), never in the past. */
    relative: (iso: string, now: number = Date.now()) => {
      const minutes = Math.max(0, Math.round((new Date(iso).getTime() - now) / 60_000));
      return minutes >= 60
        ? relative.format(Math.round(minutes / 60), 'hour')
        : relative.format(minutes, 'minute');
    },
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
    /** A language code as a label, capitalised ("Anglais"); the code itself when unknown. */
    languageLabel: (code: string) => {
      let name: string | undefined;
      try {
        name = names?.of(code);
      } catch {
        name = undefined;
      }
      return capitalise(name ?? code, locale);
    },
    capitalise: (text: string) => capitalise(text, locale),
  };
}

export type Formatters = ReturnType<typeof makeFormatters>;

/** The interface language the formatters follow. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? 'en';
}

export function useFormatters(): Formatters {
  const locale = useLocale();
  return useMemo(() => makeFormatters(locale), [locale]);
}

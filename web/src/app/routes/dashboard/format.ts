// Numbers, shares, dates and content-type names in the interface language for the dashboard parts.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function toDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function useDashboardFormat() {
  const { i18n, t } = useTranslation('voice-setup');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    return {
      integer: (value: number) => integer.format(value),
      /** A share 0–1 as a percentage. */
      percent: (share: number) => percent.format(share),
      dateTime: (value: string) => {
        const date = toDate(value);
        return date ? dateTime.format(date) : '—';
      },
      time: (value: string) => {
        const date = toDate(value);
        return date ? time.format(date) : null;
      },
      /** A content type's name, starting with a capital as a label does (the catalogue has running-text case). */
      contentType: (type: string) => {
        const name = t(`enums.contentType.${type}`, { defaultValue: type.replace(/_/g, ' ') });
        return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      },
    };
  }, [locale, t]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;

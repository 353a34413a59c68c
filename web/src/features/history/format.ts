// Shared wording helpers of the history screen: previews cut at the lengths of docs/product.md, Constants, dates and languages in the
// interface language.
import { PREVIEW_CUTS } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../lib/plain-text';

/** The first `max` characters (whole code points), with an ellipsis when something was cut. */
export function preview(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

export const previewPrompt = (text: string) => preview(text, PREVIEW_CUTS.prompt);
/** The generated text's preview: plain text (no `#`, `**`, list marks), cut after the markup is gone. */
export const previewText = (text: string) => preview(plainText(text), PREVIEW_CUTS.text);

export function useHistoryFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    language: (code: string) => {
      try {
        const name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
        return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
      } catch {
        return code;
      }
    },
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
  };
}

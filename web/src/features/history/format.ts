// Shared wording helpers of the history screen: previews cut at the lengths of docs/product.md, Constants, dates and languages in the
// interface language.
import { type GeneratedContent, PREVIEW_CUTS } from '@inkprint/shared';
import type { TFunction } from 'i18next';
import { useFormatters } from '../../lib/format';
import { plainText } from '../../lib/plain-text';

/** The first `max` characters (whole code points), with an ellipsis when something was cut. */
export function preview(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

export const previewPrompt = (text: string) => preview(text, PREVIEW_CUTS.prompt);
/** The generated text's preview: plain text (no `#`, `**`, list marks), cut after the markup is gone. */
export const previewText = (text: string) => preview(plainText(text), PREVIEW_CUTS.text);

/** Dates, numbers and language names (as labels, capitalised) from the shared formatters. */
export function useHistoryFormat() {
  const format = useFormatters();
  return {
    date: format.dateTime,
    language: format.languageLabel,
    number: format.number,
  };
}

/** The voice an item was written in: its name, marked when the voice has since been deleted. */
export function voiceLabel(t: TFunction, item: Pick<GeneratedContent, 'voice_id' | 'voice_name'>): string {
  const name = item.voice_name ?? '';
  return item.voice_id === null ? t('history.voiceDeleted', { name }) : t('history.voiceName', { name });
}

// The items of one page: type, date, output language, the prompt cut at 80 characters and the text at 120
// (docs/product.md, Constants), the voice-match score, a "cut short" badge when the client closed the stream early (decision
// 019), the voice it was written in (with several voices; issue 24), and buttons to open the details or delete.
import type { GeneratedContent } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { previewPrompt, previewText, useHistoryFormat, voiceLabel } from '../format';

interface HistoryListProps {
  items: GeneratedContent[];
  onOpen: (item: GeneratedContent) => void;
  onDelete: (item: GeneratedContent) => void;
  /** Name each item's voice (the user has, or had, more than one). */
  showVoice?: boolean;
}

export function HistoryList({ items, onOpen, onDelete, showVoice = false }: HistoryListProps) {
  const { t } = useTranslation();
  const format = useHistoryFormat();
  return (
    <ul className="divide-y divide-gray-200 dark:divide-charcoal-700">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
          data-testid="history-row"
        >
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="rounded-full bg-ink-50 px-2 py-0.5 text-xs font-semibold text-ink-800 dark:bg-charcoal-700 dark:text-ink-100">
                {item.mode === 'rewrite'
                  ? t('history.modeRewrite')
                  : t(`history.types.${item.content_type}`, { defaultValue: item.content_type })}
              </span>
              {item.cut_short ? (
                <span
                  className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100"
                  data-testid="cut-short"
                >
                  {t('history.cutShort')}
                </span>
              ) : null}
              {showVoice && item.voice_name ? (
                <span className="font-medium text-ink-800 dark:text-ink-100" data-testid="history-voice">
                  {voiceLabel(t, item)}
                </span>
              ) : null}
              <span className="text-gray-700 dark:text-gray-300">{format.date(item.created_at)}</span>
              <span className="text-gray-700 dark:text-gray-300" data-testid="history-language">
                {format.language(item.language)}
              </span>
              <span className="text-gray-700 dark:text-gray-300">
                {t('history.words', { count: item.word_count, formatted: format.number(item.word_count) })}
              </span>
              {item.voice_match !== null ? (
                <span className="text-gray-700 dark:text-gray-300">
                  {t('history.voiceMatchShort', { score: item.voice_match })}
                </span>
              ) : null}
            </div>
            <p className="mt-1 font-medium break-words">{previewPrompt(item.prompt)}</p>
            <p className="mt-1 text-sm break-words text-gray-700 dark:text-gray-300">
              {previewText(item.generated_text)}
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              aria-label={t('history.viewLabel', { prompt: previewPrompt(item.prompt) })}
              onClick={() => onOpen(item)}
            >
              {t('history.view')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-charcoal-700"
              aria-label={t('history.deleteLabel', { prompt: previewPrompt(item.prompt) })}
              onClick={() => onDelete(item)}
            >
              {t('history.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

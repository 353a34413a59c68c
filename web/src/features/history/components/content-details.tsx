// The details of one item in a modal: prompt, the full text, copy (rich and plain text) and download (.txt or
// .md, lib/copy-formats), and what it was made with
// (voice-match score and how it compares with generic copy, language, size, engine, date), and a note when it was cut short (decision 019). Delete
// asks first, like the list's button.
import type { GeneratedContent } from '@inkprint/shared';
import { useId, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useEngineName } from '../../../components/engine-name';
import { FormattedText } from '../../../components/formatted-text';
import { GenericComparison } from '../../../components/generic-comparison';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/modal';
import { cleanText, clipboardHtml, copyText, downloadGenerated } from '../../../lib/copy-formats';
import { useHistoryFormat, voiceLabel } from '../format';

interface ContentDetailsProps {
  item: GeneratedContent | null;
  onClose: () => void;
  onDelete: (item: GeneratedContent) => void;
}

export function ContentDetails({ item, onClose, onDelete }: ContentDetailsProps) {
  const { t } = useTranslation();
  const engineName = useEngineName();
  const format = useHistoryFormat();
  const titleId = useId();
  const ref = useModalDialog(Boolean(item));

  const rendered = useRef<HTMLDivElement>(null);

  async function copy(markdown: string) {
    try {
      await copyText(cleanText(markdown), rendered.current ? clipboardHtml(rendered.current) : null);
      toast.success(t('history.copied'), { duration: 3000 });
    } catch {
      toast.error(t('history.copyFailed'));
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-2xl border border-gray-200 bg-white p-0 text-charcoal shadow-xl backdrop:bg-black/50 dark:border-charcoal-700 dark:bg-charcoal-800 dark:text-gray-100"
    >
      {item ? (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-700 dark:text-ink-200">
                {item.mode === 'rewrite'
                  ? t('history.modeRewrite')
                  : t(`history.types.${item.content_type}`, { defaultValue: item.content_type })}
              </p>
              <h2 id={titleId} className="mt-1 text-lg font-semibold break-words">
                {item.prompt}
              </h2>
            </div>
            <Button variant="ghost" className="shrink-0 px-3" onClick={onClose}>
              {t('history.close')}
            </Button>
          </div>

          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
            <Detail label={t('history.details.voiceMatch')}>
              {item.voice_match !== null
                ? t('history.details.score', { score: item.voice_match })
                : item.voice_match_basis?.withheld === 'too_short'
                  ? t('history.details.tooShort')
                  : item.voice_match_basis?.withheld === 'other_language'
                    ? t('history.details.otherLanguage')
                    : '—'}
            </Detail>
            {item.voice_name ? (
              <Detail label={t('history.details.voice')}>{voiceLabel(t, item)}</Detail>
            ) : null}
            <Detail label={t('history.details.language')}>{format.language(item.language)}</Detail>
            <Detail label={t('history.details.size')}>
              {t(`history.sizes.${item.length}`, { defaultValue: item.length })}
            </Detail>
            <Detail label={t('history.details.words')}>{format.number(item.word_count)}</Detail>
            <Detail label={t('history.details.engine')}>{engineName(item.provider, item.model)}</Detail>
            <Detail label={t('history.details.date')}>{format.date(item.created_at)}</Detail>
          </dl>
          <GenericComparison
            score={item.voice_match}
            generic={item.generic_voice_match}
            className="mt-3 space-y-0.5 text-sm"
          />

          {item.mode === 'rewrite' && item.source_text ? (
            <details
              className="mt-4 rounded-lg border border-gray-200 p-3 dark:border-charcoal-700"
              data-testid="history-source"
            >
              <summary className="cursor-pointer text-sm font-semibold">{t('history.sourceText')}</summary>
              <p className="mt-2 whitespace-pre-wrap text-sm text-gray-700 dark:text-gray-300">
                {item.source_text}
              </p>
            </details>
          ) : null}

          {item.cut_short ? (
            <Alert tone="warning" className="mt-5">
              {t('history.cutShortNote')}
            </Alert>
          ) : null}

          <FormattedText
            ref={rendered}
            text={item.generated_text}
            lang={item.language}
            className="mt-5 max-h-[50dvh] overflow-y-auto rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm leading-relaxed dark:border-charcoal-700 dark:bg-charcoal"
            data-testid="details-text"
          />

          <div className="mt-5 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copy(item.generated_text)}>
              {t('history.copy')}
            </Button>
            <Button variant="secondary" onClick={() => downloadGenerated(item.generated_text, 'txt')}>
              {t('history.downloadTxt')}
            </Button>
            <Button variant="secondary" onClick={() => downloadGenerated(item.generated_text, 'md')}>
              {t('history.downloadMd')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 sm:ml-auto dark:text-red-300 dark:hover:bg-charcoal-700"
              onClick={() => onDelete(item)}
            >
              {t('history.delete')}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

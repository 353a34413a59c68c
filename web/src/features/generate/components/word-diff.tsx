// The word-level difference between the user's text and its rewrite (the `diff` package's diffWords).
// Not by colour alone: removed words are struck through inside <del>, added words underlined inside <ins>,
// and each change is announced to screen readers ("removed:", "added:"), with a legend above.
import { diffWords } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface WordDiffProps {
  source: string;
  result: string;
  lang: string;
}

export function WordDiff({ source, result, lang }: WordDiffProps) {
  const { t } = useTranslation('generate');
  // Each part keyed by its kind and where it starts in the source or the result: unique, and stable.
  const parts = useMemo(() => {
    let inSource = 0;
    let inResult = 0;
    return diffWords(source, result).map((part) => {
      const key = part.removed ? `d${inSource}` : part.added ? `i${inResult}` : `s${inSource}`;
      if (!part.added) inSource += part.value.length;
      if (!part.removed) inResult += part.value.length;
      return { ...part, key };
    });
  }, [source, result]);
  return (
    <div data-testid="rewrite-diff">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('rewrite.diffLegend')}{' '}
        <del className="bg-red-50 text-red-800 line-through dark:bg-red-950 dark:text-red-200">
          {t('rewrite.diffRemovedSample')}
        </del>{' '}
        <ins className="bg-green-50 text-green-800 underline decoration-2 dark:bg-green-950 dark:text-green-200">
          {t('rewrite.diffAddedSample')}
        </ins>
      </p>
      <p
        lang={lang}
        className="mt-2 whitespace-pre-wrap rounded-lg bg-gray-50 p-4 text-base leading-relaxed dark:bg-charcoal"
      >
        {parts.map((part) =>
          part.removed ? (
            <del
              key={part.key}
              className="bg-red-50 text-red-800 line-through dark:bg-red-950 dark:text-red-200"
            >
              <span className="sr-only">{t('rewrite.removed')} </span>
              {part.value}
            </del>
          ) : part.added ? (
            <ins
              key={part.key}
              className="bg-green-50 text-green-800 underline decoration-2 dark:bg-green-950 dark:text-green-200"
            >
              <span className="sr-only">{t('rewrite.added')} </span>
              {part.value}
            </ins>
          ) : (
            <span key={part.key}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}

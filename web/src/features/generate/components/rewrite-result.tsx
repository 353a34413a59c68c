// A finished rewrite: the score line ("62 → 84: 22 points more like you", a fall or a missing score said
// as it is), the rewritten text with copy (3 s confirmation) and download, and the word diff against the
// user's own text (decision 035).
import { type GeneratedContent, TIMINGS } from '@inkprint/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '../../../components/formatted-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cleanText, copyText, downloadGenerated } from '../../../lib/copy-formats';
import { WordDiff } from './word-diff';

/** The score line's key and values: up, down, the same, or why there is no comparison. */
function scoreLine(content: Pick<GeneratedContent, 'voice_match' | 'source_voice_match'>): {
  key: string;
  values: Record<string, number>;
} {
  const to = content.voice_match;
  const from = content.source_voice_match;
  if (to === null) return { key: 'rewrite.scoreNone', values: {} };
  if (from === null || from === undefined) return { key: 'rewrite.scoreOnlyResult', values: { to } };
  const change = to - from;
  if (change > 0) return { key: 'rewrite.scoreUp', values: { from, to, count: change } };
  if (change < 0) return { key: 'rewrite.scoreDown', values: { from, to, count: -change } };
  return { key: 'rewrite.scoreSame', values: { from, to } };
}

export function RewriteResult({ content }: { content: GeneratedContent }) {
  const { t } = useTranslation('generate');
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const line = scoreLine(content);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await copyText(cleanText(content.generated_text), null);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    timer.current = setTimeout(() => setCopied('idle'), TIMINGS.copyConfirmationMs);
  };
  return (
    <Card role="region" aria-labelledby="rewrite-result-title" data-testid="rewrite-result">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="rewrite-result-title" className="text-lg font-semibold">
            {t('rewrite.resultTitle')}
          </h2>
          <p
            className="mt-1 text-base font-semibold text-ink-700 dark:text-ink-200"
            data-testid="rewrite-score"
          >
            {t(line.key, line.values)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {copied === 'copied' ? t('result.copied') : t('result.copy')}
          </Button>
          <Button variant="secondary" onClick={() => downloadGenerated(content.generated_text, 'txt')}>
            {t('result.downloadTxt')}
          </Button>
        </div>
      </div>
      <div className="mt-3 empty:hidden">
        {copied === 'copied' ? <Alert tone="success">{t('result.copySuccess')}</Alert> : null}
        {copied === 'failed' ? <Alert tone="error">{t('result.copyFailed')}</Alert> : null}
      </div>
      <FormattedText
        text={content.generated_text}
        lang={content.language}
        data-testid="rewrite-text"
        className="mt-4 rounded-lg bg-gray-50 p-4 text-base leading-relaxed dark:bg-charcoal"
      />
      {content.source_text ? (
        <div className="mt-5 border-t border-gray-200 pt-5 dark:border-charcoal-700">
          <h3 className="text-base font-semibold">{t('rewrite.diffTitle')}</h3>
          <WordDiff source={content.source_text} result={content.generated_text} lang={content.language} />
        </div>
      ) : null}
    </Card>
  );
}

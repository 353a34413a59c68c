// The text as it streams in, with a running word count and Cancel. While the engine is busy with other
// people's drafts, the place in line instead, until the first text arrives. The live region announces only
// the phase (in line at place n, writing, revising), not every word, so a screen reader is not flooded. The
// offline engine's draft comes whole when it is done (decision 026): until then the screen says so instead
// of "Getting started…".
import { countWords } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '../../../components/formatted-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import type { LiveText } from '../api/generate-content';

export function LiveOutput({
  live,
  onCancel,
  wholeDraft = false,
}: {
  live: LiveText;
  onCancel: () => void;
  /** The engine sends its draft whole when it is done (the offline engine), not as it writes. */
  wholeDraft?: boolean;
}) {
  const { t } = useTranslation('generate');
  const words = countWords(live.text);
  const phase =
    live.position !== null
      ? live.position === 1
        ? t('stream.queuedNext')
        : t('stream.queued', { position: live.position })
      : live.revising
        ? t('stream.revising')
        : t('stream.writing');
  return (
    <Card aria-labelledby="live-title" role="region" data-testid="live-output">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="live-title" className="text-lg font-semibold">
          {t('stream.title')}
        </h2>
        <Button variant="secondary" onClick={onCancel}>
          {t('stream.cancel')}
        </Button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        <p role="status" data-testid="live-phase" className="flex items-start gap-2">
          <Spinner className="mt-0.5 size-4 shrink-0 text-ink-600 dark:text-ink-200" />
          <span>{phase}</span>
        </p>
        {live.position === null ? (
          <p data-testid="live-word-count" className="tabular-nums">
            {live.text
              ? t('stream.words', { count: words })
              : wholeDraft
                ? t('stream.wholeDraft')
                : t('stream.waiting')}
          </p>
        ) : null}
      </div>
      <FormattedText
        text={live.text}
        aria-busy="true"
        data-testid="live-text"
        className="mt-4 min-h-24 rounded-lg bg-gray-50 p-4 leading-relaxed dark:bg-charcoal"
      />
    </Card>
  );
}

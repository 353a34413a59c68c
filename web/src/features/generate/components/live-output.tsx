// The text as it streams in, with a running word count and Cancel. While the engine is busy with other
// people's drafts, the place in line instead, until the first text arrives. The live region announces only
// the phase (in line at place n, writing, revising), not every word, so a screen reader is not flooded. The
// offline engine's draft comes whole when it is done (decision 026): until then the screen says so instead
// of "Getting started…". Inkprint's own model says how long each stage should take (`estimate`): then the
// count reads against the words asked for, with a bar and the time left, counted down each second outside
// the live region (the countdown and the bar are there to look at, not to be read out every tick).
import { countWords } from '@inkprint/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormattedText } from '../../../components/formatted-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import type { LiveEstimate, LiveText } from '../api/generate-content';
import { secondsLeft, useEstimateText } from '../estimate';

/** The clock, read again every second while a stage's estimate counts down; restarts with each stage. */
function useCountdownClock(estimate: LiveEstimate | null): number {
  const [now, setNow] = useState(() => Date.now());
  const since = estimate?.receivedAt ?? null;
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return now;
}

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
  const estimateText = useEstimateText();
  const now = useCountdownClock(live.estimate);
  const words = countWords(live.text);
  const estimate = live.position === null ? live.estimate : null;
  const phase =
    live.position !== null
      ? live.position === 1
        ? t('stream.queuedNext')
        : t('stream.queued', { position: live.position })
      : live.revising
        ? t(live.restart ? 'stream.restartLanguage' : 'stream.revising')
        : t('stream.writing');
  const progress = estimate ? t('estimate.progress', { words, count: estimate.targetWords }) : '';
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
        {estimate ? (
          <>
            <p data-testid="live-word-count" className="tabular-nums">
              {progress}
            </p>
            <p data-testid="live-time-left" className="tabular-nums">
              {estimateText.left(secondsLeft(estimate, now))}
            </p>
          </>
        ) : live.position === null ? (
          <p data-testid="live-word-count" className="tabular-nums">
            {live.text
              ? t('stream.words', { count: words })
              : wholeDraft
                ? t('stream.wholeDraft')
                : t('stream.waiting')}
          </p>
        ) : null}
      </div>
      {estimate ? (
        <ProgressBar
          percent={(100 * words) / estimate.targetWords}
          tone="blue"
          label={t('estimate.progressLabel')}
          valueText={progress}
          className="mt-3"
        />
      ) : null}
      <FormattedText
        text={live.text}
        aria-busy="true"
        data-testid="live-text"
        className="mt-4 min-h-24 rounded-lg bg-gray-50 p-4 leading-relaxed dark:bg-charcoal"
      />
    </Card>
  );
}

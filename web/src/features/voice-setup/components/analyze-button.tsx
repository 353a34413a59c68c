// Analyze (or re-analyze) the voice: busy while the server works, with a progress line of the analysis's
// stage (decision 028: the analysis is a job; the call waits a little, then the screen follows the run).
// Success shows in place (the banner and the analysis change, decision 026: no toast); a failure is a toast.
// Too little running prose (409 NOT_ENOUGH_PROSE, decision 022) and an analysis that ran out of time (503
// ANALYSIS_TIMEOUT) go to `onRefused` when given, to stay on screen with what to do. An analysis under way
// when the screen opens (a reload) is followed too.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';
import { useFormatters } from '../../../lib/format';
import { voiceProfileQueryKey } from '../../../lib/voice-profile';
import { isActive, useAnalysisRun } from '../api/analysis-run';
import { isAccepted, useAnalyzeVoice } from '../api/analyze-voice';

import type { AnalysisRun } from '../types';

/** Answers whose message tells the user what to do next: shown in the notice, where it stays. */
const REFUSALS = new Set(['NOT_ENOUGH_PROSE', 'ANALYSIS_TIMEOUT']);

export function AnalyzeButton({
  again,
  onAnalyzed,
  onRefused,
}: {
  again: boolean;
  onAnalyzed: () => void;
  /** Receives the server's message when the files hold too little running prose, or the analysis timed out. */
  onRefused?: (message: string) => void;
}) {
  const { t } = useTranslation('voice-setup');
  const queryClient = useQueryClient();
  const analyze = useAnalyzeVoice();
  // The run followed to its end: accepted with 202, or found under way.
  const [following, setFollowing] = useState<string | null>(null);
  const run = useAnalysisRun(analyze.isPending || following !== null).data;

  function report(error: unknown) {
    if (onRefused && error instanceof ApiError && REFUSALS.has(error.code)) {
      onRefused(error.message);
      return;
    }
    toast.error(errorMessage(error, t('analyze.failed')));
  }

  async function onClick() {
    try {
      const reply = await analyze.mutateAsync();
      if (isAccepted(reply)) setFollowing(reply.run.id);
      else onAnalyzed();
    } catch (error) {
      report(error);
    }
  }

  // A run under way that this button did not start (the screen was reloaded): followed the same way.
  useEffect(() => {
    if (!analyze.isPending && following === null && run && isActive(run)) setFollowing(run.id);
  }, [analyze.isPending, following, run]);

  // The followed run has ended: the profile is read again, or its error shown as the call would have.
  useEffect(() => {
    if (following === null || !run || run.id !== following || isActive(run)) return;
    setFollowing(null);
    if (run.state === 'done') {
      void queryClient.invalidateQueries({ queryKey: voiceProfileQueryKey }).then(onAnalyzed);
    } else if (run.error) {
      report(new ApiError(run.error.error, 0, run.error.code));
    }
  });

  const busy = analyze.isPending || following !== null;
  const label = again
    ? busy
      ? t('analyze.againBusy')
      : t('analyze.again')
    : busy
      ? t('analyze.busy')
      : t('analyze.button');
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button variant={again ? 'secondary' : 'primary'} busy={busy} onClick={() => void onClick()}>
        {label}
      </Button>
      {busy ? <AnalysisProgress run={run && isActive(run) ? run : null} /> : null}
    </div>
  );
}

/** The progress line: the stage in words and a bar of where the work stands (stages, not a time estimate). */
function AnalysisProgress({ run }: { run: AnalysisRun | null }) {
  const { t } = useTranslation('voice-setup');
  const format = useFormatters();
  const step = run?.stage ?? 'queued';
  const percent = run?.percent ?? 0;
  const text = t(`analyze.progress.${step}`);
  return (
    <div className="w-full min-w-48 sm:w-56" data-testid="analysis-progress" data-stage={step}>
      <p role="status" aria-live="polite" className="text-sm text-gray-700 dark:text-gray-300">
        {text}
      </p>
      <ProgressBar
        className="mt-1"
        percent={percent}
        tone="blue"
        label={t('analyze.progress.label')}
        valueText={`${text} ${format.percent(percent / 100)}`}
      />
    </div>
  );
}

// Analyze (or re-analyze) the voice: busy while the server works. Success shows in place (the banner and the
// analysis change, decision 026: no toast); a failure is a toast. Too little
// running prose (409 NOT_ENOUGH_PROSE, decision 022) and an analysis that ran out of time (503
// ANALYSIS_TIMEOUT) go to `onRefused` when given, to stay on screen with what to do.
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';
import { useAnalyzeVoice } from '../api/analyze-voice';

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
  const analyze = useAnalyzeVoice();

  async function onClick() {
    try {
      await analyze.mutateAsync();
      onAnalyzed();
    } catch (error) {
      if (onRefused && error instanceof ApiError && REFUSALS.has(error.code)) {
        onRefused(error.message);
        return;
      }
      toast.error(errorMessage(error, t('analyze.failed')));
    }
  }

  const label = again
    ? analyze.isPending
      ? t('analyze.againBusy')
      : t('analyze.again')
    : analyze.isPending
      ? t('analyze.busy')
      : t('analyze.button');
  return (
    <Button variant={again ? 'secondary' : 'primary'} busy={analyze.isPending} onClick={() => void onClick()}>
      {label}
    </Button>
  );
}

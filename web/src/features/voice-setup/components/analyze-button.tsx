// Analyse (or re-analyse) the voice: busy while the server works, a toast with the outcome.
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form';
import { useAnalyzeVoice } from '../api/analyze-voice';

export function AnalyzeButton({ again, onAnalyzed }: { again: boolean; onAnalyzed: () => void }) {
  const { t } = useTranslation('voice-setup');
  const analyze = useAnalyzeVoice();

  async function onClick() {
    try {
      await analyze.mutateAsync();
      onAnalyzed();
      toast.success(t('analyze.success'));
    } catch (error) {
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

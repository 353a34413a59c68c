// "Rewrite my text" (decision 035): the form, the text streaming in, then the result with its score line
// and diff. Rewriting needs a language model: when GET /api/config says none can rewrite now, the tab says
// why and what to do instead of a form that would fail on submit.
import type { ConfigReply, GeneratedContent, RewriteRequest } from '@inkprint/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { useGenerateContent } from '../api/generate-content';
import { localDraftSeconds } from '../estimate';
import { failedRunOutcome, type Outcome } from '../outcome';
import { LiveOutput } from './live-output';
import { RewriteForm } from './rewrite-form';
import { RewriteResult } from './rewrite-result';

interface RewritePanelProps {
  config: ConfigReply | undefined;
  /** Why nothing can be written now (the quota is used up); null when something can. */
  blocked: string | null;
  /** The text of a failure the screen words the same way for both tabs (quota, profile). */
  errorText: (error: unknown) => string;
  /** The voice chosen on the screen (h/voices-web's VoicePicker, passed in by app/routes); default voice without. */
  voicePicker?: ReactNode;
  voiceId?: string | undefined;
}

export function RewritePanel({ config, blocked, errorText, voicePicker, voiceId }: RewritePanelProps) {
  const { t } = useTranslation('generate');
  const rewrite = useGenerateContent<RewriteRequest>('/api/content/rewrite');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [shown, setShown] = useState<GeneratedContent | null>(null);
  const availability = config?.rewrite;

  if (availability && !availability.available) {
    const percent = Math.floor(100 * (config?.engine.progress ?? 0));
    const reason =
      availability.reason === 'model_downloading'
        ? t('rewrite.unavailable.downloading', { percent })
        : availability.reason === 'model_unavailable'
          ? t('rewrite.unavailable.modelUnavailable')
          : t('rewrite.unavailable.noModel');
    return (
      <Card data-testid="rewrite-unavailable">
        <h2 className="text-lg font-semibold">{t('rewrite.unavailable.title')}</h2>
        <p className="mt-2 text-base text-gray-700 dark:text-gray-300">{reason}</p>
      </Card>
    );
  }

  async function run(request: RewriteRequest): Promise<boolean> {
    setOutcome(null);
    try {
      const reply = await rewrite.mutateAsync(voiceId ? { ...request, voice_id: voiceId } : request);
      setShown(reply.content);
      setOutcome({ tone: 'success', text: t('rewrite.success') });
      return true;
    } catch (error) {
      setOutcome(failedRunOutcome(error, rewrite.hadText(), t, errorText));
      return false;
    }
  }

  const busy = rewrite.isPending;
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="mb-1 text-lg font-semibold">{t('rewrite.title')}</h2>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('rewrite.intro')}</p>
        <RewriteForm
          busy={busy}
          blocked={blocked}
          onRewrite={run}
          onEdit={() => setOutcome(null)}
          voicePicker={voicePicker}
          draftSeconds={localDraftSeconds(config?.engine)}
        />
      </Card>
      {outcome ? (
        <Alert tone={outcome.tone} className="text-base">
          {outcome.text}
        </Alert>
      ) : null}
      {busy ? <LiveOutput live={rewrite.live} onCancel={rewrite.cancel} /> : null}
      {shown && !busy ? <RewriteResult content={shown} /> : null}
    </div>
  );
}

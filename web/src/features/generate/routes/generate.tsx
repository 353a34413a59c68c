// Generate content (docs/product.md: Screens, States, Messages; docs/api.md): without a voice profile, the notice with its three
// steps; otherwise the quota card, the request form, the text streaming in live (with Cancel), then the
// result with its voice match, and every outcome as a message. With no generation left today, Generate and
// Regenerate are disabled with the reason and the reset time; a failed or cancelled call brings the last
// result back on screen. With several voices (issue 24) the screen that composes this one
// (app/routes/generate.tsx) passes the chosen voice and its picker; the request names the voice.
import type { GeneratedContent, GenerateRequest } from '@inkprint/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-client';
import { draftsFromOfflineEngine, useEngineConfig } from '../../../lib/engine';
import { voiceProfileQueryOptions } from '../../../lib/voice-profile';
import { STREAM_INTERRUPTED, useGenerateContent } from '../api/generate-content';
import { useQuota } from '../api/get-quota';
import { EngineLine } from '../components/engine-name';
import { GenerateForm } from '../components/generate-form';
import { GenerationResult } from '../components/generation-result';
import { LiveOutput } from '../components/live-output';
import { NoProfileNotice } from '../components/no-profile-notice';
import { QuotaCard } from '../components/quota-card';
import { RewritePanel } from '../components/rewrite-panel';
import { localDraftSeconds } from '../estimate';
import { useGenerateFormat } from '../format';
import { failedRunOutcome, type Outcome } from '../outcome';

interface GeneratePageProps {
  /** The voice to write in; the default voice when absent. */
  voiceId?: string | undefined;
  /** The voice choice (rendered only when there is a choice). */
  voicePicker?: ReactNode;
  /** Whether the voice of this id has free-form rules (the result says when the offline engine ignored them). */
  voiceHasRules?: (voiceId: string | null) => boolean;
}

export default function GeneratePage({ voiceId, voicePicker, voiceHasRules }: GeneratePageProps = {}) {
  const { t } = useTranslation('generate');
  usePageTitle(t('title'));
  // Another voice's profile is read with the last one's kept meanwhile, so the forms stay and keep what the user
  // typed (a brief, a pasted text) through a change of voice.
  const profile = useQuery({ ...voiceProfileQueryOptions(voiceId), placeholderData: keepPreviousData });
  const quota = useQuota();
  const config = useEngineConfig();
  const generation = useGenerateContent();
  const { times } = useGenerateFormat();
  const [lastRequest, setLastRequest] = useState<GenerateRequest | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The last finished text: it stays on screen until another one replaces it, whatever happens between.
  const [shown, setShown] = useState<GeneratedContent | null>(null);
  const resetsAt = quota.data && quota.data.remaining <= 0 ? quota.data.resets_at : null;
  const refetchQuota = quota.refetch;
  // The tab is in the URL (?tab=rewrite), so a reload, a link or Back keeps it.
  const [query, setQuery] = useSearchParams();
  const tab = query.get('tab') === 'rewrite' ? 1 : 0;
  const setTab = (index: number) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (index === 1) next.set('tab', 'rewrite');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  // A used-up quota comes back at its reset time: read it again then, so the buttons come back on their own.
  useEffect(() => {
    if (!resetsAt) return;
    const wait = Math.min(2 ** 31 - 1, Math.max(0, Date.parse(resetsAt) - Date.now()) + 1000);
    const timer = setTimeout(() => void refetchQuota(), wait);
    return () => clearTimeout(timer);
  }, [resetsAt, refetchQuota]);

  function errorText(error: unknown): string {
    if (!(error instanceof ApiError)) return t('errors.failed');
    if (error.code === 'QUOTA_EXCEEDED') {
      const current = quota.data;
      return current
        ? t('errors.quota', {
            limit: current.daily_limit,
            time: times.time(current.resets_at),
            relative: times.relative(current.resets_at),
          })
        : t('errors.quotaNoTime');
    }
    if (error.code === 'VOICE_PROFILE_REQUIRED') return t('errors.profile');
    if (error.code === STREAM_INTERRUPTED) return t('errors.interrupted');
    return error.message || t('errors.failed');
  }

  async function run(request: GenerateRequest): Promise<boolean> {
    setOutcome(null);
    setLastRequest(request);
    try {
      const reply = await generation.mutateAsync(request);
      setShown(reply.content);
      setOutcome({ tone: 'success', text: t('result.success') });
      return true;
    } catch (error) {
      setOutcome(failedRunOutcome(error, generation.hadText(), t, errorText));
      if (error instanceof ApiError && error.code === 'VOICE_PROFILE_REQUIRED') void profile.refetch();
      return false;
    } finally {
      // Inkprint's own model loads on a generation and may fail to: its state is read again after each one.
      if (config.data?.engine.provider === 'local') void config.refetch();
    }
  }

  const header = <PageHeader title={t('title')} subtitle={t('subtitle')} />;
  const shell = (body: ReactNode) => (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      {header}
      <div className="mt-6">{body}</div>
    </div>
  );

  if (profile.isPending) return shell(<Spinner label={t('title')} className="text-ink-600" />);
  if (!profile.data)
    return shell(
      <Card className="max-w-xl">
        <Alert tone="error">{t('loadFailed')}</Alert>
        <Button variant="secondary" className="mt-4" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </Card>,
    );
  // Without a profile the notice stands in the forms' place, the voice choice above it (another voice may have
  // a profile); the forms stay mounted but hidden, so what was typed is there again on a voice that has one.
  const hasProfile = profile.data.has_profile;
  const notice = hasProfile ? null : (
    <div className="space-y-6">
      {voicePicker ? <div className="max-w-sm">{voicePicker}</div> : null}
      <NoProfileNotice voiceId={voiceId} />
    </div>
  );

  const busy = generation.isPending;
  const engine = config.data?.engine;
  const used = quota.data && quota.data.remaining <= 0 ? quota.data : null;
  // Why nothing can be generated now, and when that ends.
  const blocked = used
    ? t('errors.quota', {
        limit: used.daily_limit,
        time: times.time(used.resets_at),
        relative: times.relative(used.resets_at),
      })
    : null;

  return shell(
    <>
      {notice}
      <div hidden={!hasProfile}>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <Tabs
              label={t('tabs.label')}
              active={tab}
              onChange={setTab}
              tabs={[
                {
                  label: t('tabs.write'),
                  content: (
                    <div className="space-y-6">
                      <Card>
                        <h2 className="mb-4 text-lg font-semibold">{t('form.title')}</h2>
                        <GenerateForm
                          busy={busy}
                          blocked={blocked}
                          voiceField={voicePicker}
                          onGenerate={(request) => run(voiceId ? { ...request, voice_id: voiceId } : request)}
                          onEdit={() => setOutcome(null)}
                          footer={engine ? <EngineLine engine={engine} /> : null}
                          draftSeconds={localDraftSeconds(engine)}
                        />
                      </Card>
                      {outcome ? (
                        <Alert tone={outcome.tone} className="text-base">
                          {outcome.text}
                        </Alert>
                      ) : null}
                      {busy ? (
                        <LiveOutput
                          live={generation.live}
                          onCancel={generation.cancel}
                          wholeDraft={draftsFromOfflineEngine(engine)}
                        />
                      ) : null}
                      {/* While a new text streams in, it takes the last one's place; a failure or a cancel brings that back. */}
                      {shown && !busy ? (
                        <GenerationResult
                          content={shown}
                          busy={busy}
                          blocked={blocked}
                          voiceHasRules={voiceHasRules?.(shown.voice_id ?? null) ?? false}
                          onRegenerate={() => {
                            if (lastRequest) void run(lastRequest);
                          }}
                        />
                      ) : null}
                    </div>
                  ),
                },
                {
                  label: t('tabs.rewrite'),
                  content: (
                    <RewritePanel
                      config={config.data}
                      blocked={blocked}
                      errorText={errorText}
                      voicePicker={voicePicker}
                      voiceId={voiceId}
                    />
                  ),
                },
              ]}
            />
          </div>
          {/* On a phone the quota comes first, above the form it limits. */}
          <div className="order-first min-w-0 lg:order-none">
            <QuotaCard quota={quota.data} failed={quota.isError} />
          </div>
        </div>
      </div>
    </>,
  );
}

// Settings card "Writing engine": which engine writes the drafts on this server, its model, its state (with
// the download's progress), whether writing leaves the server, and, when Inkprint's own model is
// unavailable, the server's reason in a muted "Details:" line (English text meant for the administrator).
// While the model downloads or loads, the config is read again every few seconds (lib/engine).
import { useTranslation } from 'react-i18next';
import { useEngineName } from '../../../components/engine-name';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { useEngineConfig } from '../../../lib/engine';
import { useFormatters } from '../../../lib/format';

const STATE_DOT = {
  ready: 'bg-green-600',
  downloading: 'bg-ink-600 dark:bg-ink-200',
  loading: 'bg-ink-600 dark:bg-ink-200',
  unavailable: 'bg-amber-500',
} as const;

export function WritingEngine() {
  const { t } = useTranslation('settings');
  const format = useFormatters();
  const name = useEngineName();
  const config = useEngineConfig();
  const engine = config.data?.engine;

  const body = () => {
    if (config.isPending) return <Spinner label={t('engine.title')} className="size-4 text-ink-600" />;
    if (!engine) return <p className="text-sm text-red-700 dark:text-red-300">{t('engine.loadFailed')}</p>;
    const percent = format.progress(engine.progress);
    return (
      <>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-gray-600 dark:text-gray-300">{t('engine.name')}</dt>
            <dd className="font-medium" data-testid="engine-name">
              {name(engine.provider, null)}
            </dd>
          </div>
          {engine.provider !== 'builtin' ? (
            <div>
              <dt className="text-gray-600 dark:text-gray-300">{t('engine.model')}</dt>
              <dd className="break-all" data-testid="engine-model">
                {engine.model}
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-gray-600 dark:text-gray-300">{t('engine.status')}</dt>
            <dd data-testid="engine-status" data-state={engine.state} className="flex items-center gap-2">
              <span
                className={`size-2 shrink-0 rounded-full ${STATE_DOT[engine.state]}`}
                aria-hidden="true"
              />
              {t(`engine.states.${engine.state}`, { percent })}
            </dd>
            {engine.state === 'downloading' ? (
              <dd className="mt-2">
                <ProgressBar
                  percent={Math.floor(engine.progress * 100)}
                  tone="blue"
                  label={t('engine.progress')}
                  valueText={percent}
                />
              </dd>
            ) : null}
            {engine.state !== 'ready' ? (
              <dd className="mt-2 text-gray-700 dark:text-gray-300">{t('engine.fallback')}</dd>
            ) : null}
            {engine.state === 'unavailable' && engine.detail ? (
              <dd
                className="mt-1 break-words text-xs text-gray-600 dark:text-gray-400"
                data-testid="engine-detail"
              >
                {t('engine.details')} <span lang="en">{engine.detail}</span>
              </dd>
            ) : null}
          </div>
        </dl>
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {engine.offline ? t('engine.offline') : t('engine.online')}
        </p>
      </>
    );
  };

  return (
    <Card role="region" aria-labelledby="writing-engine-title" data-testid="writing-engine">
      <h2 id="writing-engine-title" className="text-lg font-semibold">
        {t('engine.title')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-gray-700 dark:text-gray-300">{t('engine.text')}</p>
      {body()}
    </Card>
  );
}

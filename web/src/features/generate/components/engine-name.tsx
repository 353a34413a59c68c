// The engine line under the form: which engine writes (the offline one with its one-line description, or
// a provider and its model), and, while Inkprint's own model is not ready, one line saying so: its download
// progress, that it is loading, or that it is unavailable, and that drafts come from the offline engine
// until then. Screen readers hear the state when it changes, not each new percentage.
import type { ConfigReply, EngineState } from '@inkprint/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltinDescription, useEngineName } from '../../../components/engine-name';
import { Spinner } from '../../../components/ui/spinner';
import { useFormatters } from '../../../lib/format';

type Engine = ConfigReply['engine'];

export function EngineLine({ engine }: { engine: Engine }) {
  const { t } = useTranslation('generate');
  const name = useEngineName();
  const builtinText = useBuiltinDescription();
  return (
    <div className="space-y-1">
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="engine">
        <span className="font-medium">
          {t('engine.label', { name: name(engine.provider, engine.model) })}
        </span>
        {engine.provider === 'builtin' ? <span className="block">{builtinText}</span> : null}
      </p>
      <EngineStateLine state={engine.state} progress={engine.progress} />
    </div>
  );
}

function EngineStateLine({ state, progress }: { state: EngineState; progress: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const sentence = (of: EngineState, share: number) =>
    t(`engine.state.${of}`, { percent: format.progress(share) });
  // The live region speaks only on a change of state, with the progress of that moment: the visible line
  // below it follows every poll but is not live, so a download does not announce each percent.
  const [seen, setSeen] = useState(state);
  const [announced, setAnnounced] = useState<{ state: EngineState; progress: number } | null>(null);
  if (seen !== state) {
    setSeen(state);
    setAnnounced({ state, progress });
  }
  return (
    <>
      <p role="status" className="sr-only" data-testid="engine-state-announcement">
        {announced ? sentence(announced.state, announced.progress) : ''}
      </p>
      {state === 'ready' ? null : (
        <p
          data-testid="engine-state"
          data-state={state}
          className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300"
        >
          {state === 'unavailable' ? (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
          ) : (
            <Spinner className="mt-0.5 size-4 shrink-0 text-ink-600 dark:text-ink-200" />
          )}
          <span>{sentence(state, progress)}</span>
        </p>
      )}
    </>
  );
}

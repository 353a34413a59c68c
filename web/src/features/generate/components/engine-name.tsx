// The writing engine's name: the built-in one with its one-line description, or provider and model.
import type { LlmProvider } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';

export function useEngineName() {
  const { t } = useTranslation('generate');
  return (provider: LlmProvider, model: string) =>
    provider === 'builtin'
      ? t('engine.builtin')
      : t('engine.model', { provider: t(`engine.provider.${provider}`), model });
}

export function EngineLine({ provider, model }: { provider: LlmProvider; model: string }) {
  const { t } = useTranslation('generate');
  const name = useEngineName();
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="engine">
      <span className="font-medium">{t('engine.label', { name: name(provider, model) })}</span>
      {provider === 'builtin' ? <span className="block">{t('engine.builtinText')}</span> : null}
    </p>
  );
}

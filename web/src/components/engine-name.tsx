// The writing engine's name in the interface language, for every screen that names one (Generate, the
// result, History, Settings): the offline engine, Inkprint's own model on this server, or a provider, each
// with its model where the screen shows models. Always the engine named on the item or in the config: an
// item the offline engine wrote while the local model was not ready names the offline engine.
import type { LlmProvider } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';

export function useEngineName() {
  const { t } = useTranslation();
  /** `model: null` leaves the model out (a screen that shows it apart). */
  return (provider: LlmProvider, model: string | null) => {
    if (provider === 'builtin') return t('engine.builtin');
    const name = t(`engine.provider.${provider}`);
    return model ? t('engine.model', { provider: name, model }) : name;
  };
}

/** The offline engine's one-line description, shown after its name. */
export function useBuiltinDescription() {
  const { t } = useTranslation();
  return t('engine.builtinText');
}

// The finished text: type, words and characters; copy as rich text and clean plain text (with a 3 s
// confirmation), download as generated-content-{timestamp}.txt (clean text) or .md, regenerate; the
// voice-match score (with how it compares with generic copy) and the engine that wrote it.
import { type GeneratedContent, TIMINGS } from '@inkprint/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltinDescription, useEngineName } from '../../../components/engine-name';
import { FormattedText } from '../../../components/formatted-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cleanText, clipboardHtml, copyText, downloadGenerated } from '../../../lib/copy-formats';
import { VoiceMatch, VoiceMatchWithheld } from './voice-match';

type CopyState = 'idle' | 'copied' | 'failed';

function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (markdown: string, rendered: RefObject<HTMLDivElement | null>) => {
    clearTimeout(timer.current);
    try {
      await copyText(cleanText(markdown), rendered.current ? clipboardHtml(rendered.current) : null);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), TIMINGS.copyConfirmationMs);
  };
  return { state, copy };
}

interface GenerationResultProps {
  content: GeneratedContent;
  /** A generation is running: Regenerate waits for it. */
  busy?: boolean;
  /** Why no generation can start now (the quota is used up), shown under the buttons; null when one can. */
  blocked?: string | null;
  onRegenerate: () => void;
  /**
   * The voice it was written in has free-form rules: said when the offline engine wrote it, which keeps out
   * banned phrases but cannot follow rules (decision 040).
   */
  voiceHasRules?: boolean;
}

export function GenerationResult({
  content,
  busy = false,
  blocked = null,
  onRegenerate,
  voiceHasRules = false,
}: GenerationResultProps) {
  const { t } = useTranslation('generate');
  const engineName = useEngineName();
  const builtinText = useBuiltinDescription();
  const { state: copyState, copy } = useCopy();
  const rendered = useRef<HTMLDivElement>(null);
  const type = t(`types.${content.content_type}`, { defaultValue: content.content_type });
  return (
    <Card role="region" aria-labelledby="result-title" data-testid="result">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="result-title" className="text-lg font-semibold">
            {t('result.title')}
          </h2>
          <p className="mt-0.5 text-sm text-gray-600 dark:text-gray-300" data-testid="result-meta">
            {t('result.meta', {
              type,
              words: t('result.words', { count: content.word_count }),
              characters: t('result.characters', { count: content.character_count }),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy(content.generated_text, rendered)}>
            {copyState === 'copied' ? t('result.copied') : t('result.copy')}
          </Button>
          <Button variant="secondary" onClick={() => downloadGenerated(content.generated_text, 'txt')}>
            {t('result.downloadTxt')}
          </Button>
          <Button variant="secondary" onClick={() => downloadGenerated(content.generated_text, 'md')}>
            {t('result.downloadMd')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy || Boolean(blocked)}
            aria-describedby={blocked ? 'regenerate-blocked' : undefined}
            onClick={onRegenerate}
          >
            {t('result.regenerate')}
          </Button>
        </div>
      </div>
      {blocked ? (
        <p
          id="regenerate-blocked"
          data-testid="regenerate-blocked"
          className="mt-2 text-sm text-red-700 dark:text-red-300"
        >
          {blocked}
        </p>
      ) : null}
      <div className="mt-3 empty:hidden">
        {copyState === 'copied' ? <Alert tone="success">{t('result.copySuccess')}</Alert> : null}
        {copyState === 'failed' ? <Alert tone="error">{t('result.copyFailed')}</Alert> : null}
      </div>
      <FormattedText
        ref={rendered}
        text={content.generated_text}
        lang={content.language}
        data-testid="result-text"
        className="mt-4 rounded-lg bg-gray-50 p-4 text-base leading-relaxed dark:bg-charcoal"
      />
      <div className="mt-5 grid gap-5 border-t border-gray-200 pt-5 md:grid-cols-2 dark:border-charcoal-700">
        {content.voice_match !== null ? (
          <VoiceMatch
            score={content.voice_match}
            differences={content.voice_match_differences}
            basis={content.voice_match_basis}
            generic={content.generic_voice_match}
          />
        ) : content.voice_match_basis?.withheld ? (
          <VoiceMatchWithheld
            basis={content.voice_match_basis}
            language={content.language}
            differences={content.voice_match_differences}
          />
        ) : (
          <div />
        )}
        <div className="space-y-2 text-sm text-gray-700 dark:text-gray-300">
          {/* The engine stored on the item wrote it, which may not be the one configured now: the local engine
              falls back to the offline one while its model is not ready. */}
          <p data-testid="result-engine">
            {t('result.writtenBy', { engine: engineName(content.provider, content.model) })}
            {content.provider === 'builtin' ? ` ${builtinText}` : ''}
          </p>
          {content.provider === 'builtin' && voiceHasRules ? (
            <p data-testid="result-rules-offline">{t('result.rulesOffline')}</p>
          ) : null}
          {content.revised ? <p>{t('result.revised')}</p> : null}
          {content.cut_short ? <p data-testid="result-cut-short">{t('result.cutShort')}</p> : null}
        </div>
      </div>
    </Card>
  );
}

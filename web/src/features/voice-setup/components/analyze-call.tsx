// Below the files: the blue notice and the analyse button when usable writing waits for a profile, or the
// orange notice when the completed files hold no words at all. When the analysis finds too little running
// prose, the notice says so, with the words missing, until the files change (decision 022).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../types';
import { AnalyzeButton } from './analyze-button';

export function AnalyzeCall({
  files,
  hasProfile,
  onAnalyzed,
}: {
  files: readonly UploadedFile[];
  hasProfile: boolean;
  onAnalyzed: () => void;
}) {
  const { t } = useTranslation('voice-setup');
  const completed = files.filter((file) => file.status === 'completed');
  const usable = completed.some((file) => file.total_words > 0);
  // The refusal belongs to the files it was about: an upload or a delete clears it.
  const filesKey = files.map((file) => `${file.id}:${file.status}`).join(',');
  const [refusal, setRefusal] = useState<{ filesKey: string; message: string } | null>(null);
  const refused = refusal?.filesKey === filesKey ? refusal.message : null;

  if (!hasProfile && usable) {
    return (
      <section
        aria-labelledby="analyze-required-title"
        data-notice="analysis-required"
        className="flex flex-col gap-4 rounded-2xl border border-blue-300 bg-blue-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-blue-800 dark:bg-blue-950"
      >
        <div className="text-blue-900 dark:text-blue-100">
          <h2 id="analyze-required-title" className="font-semibold">
            {t('analyze.requiredTitle')}
          </h2>
          {refused ? (
            <p role="alert" className="mt-0.5 text-sm">
              {refused}
            </p>
          ) : (
            <p className="mt-0.5 text-sm">{t('analyze.required')}</p>
          )}
        </div>
        <div className="shrink-0">
          <AnalyzeButton
            again={false}
            onAnalyzed={onAnalyzed}
            onRefused={(message) => setRefusal({ filesKey, message })}
          />
        </div>
      </section>
    );
  }

  if (completed.length > 0 && !usable) {
    return (
      <section
        aria-labelledby="no-words-title"
        data-notice="no-words"
        className="rounded-2xl border border-orange-300 bg-orange-50 p-5 text-orange-950 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
      >
        <h2 id="no-words-title" className="font-semibold">
          {t('analyze.noWordsTitle')}
        </h2>
        <p className="mt-0.5 text-sm">{t('analyze.noWords')}</p>
      </section>
    );
  }

  return null;
}

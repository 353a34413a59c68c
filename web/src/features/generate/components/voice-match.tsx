// The voice-match score (0–100) with a word on what it means and its two biggest differences in plain
// words; when the text is not in the profile's language, a note that only language-independent traits
// were compared (decision 005), and how it compares with generic copy for the same brief (decision 023).
import {
  VOICE_MATCH_BANDS,
  type VoiceMatchBasisReply,
  type VoiceMatchDifferenceReply,
} from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { GenericComparison } from '../../../components/generic-comparison';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { differenceKey, isBannedPhrase, isCrossLanguage, shownDifferences } from '../differences';
import { useGenerateFormat } from '../format';
import { matchLevel } from '../rules';

/** How many style differences are shown (banned phrases the text still uses are all shown, first). */
const SHOWN_DIFFERENCES = 2;

const TONE = { high: 'green', medium: 'blue', low: 'yellow' } as const;

export function VoiceMatch({
  score,
  differences,
  basis,
  generic = null,
}: {
  score: number;
  differences: readonly VoiceMatchDifferenceReply[];
  /** What the score compared; absent or null for an item stored before it was recorded. */
  basis?: VoiceMatchBasisReply | null;
  /** Generic copy's score for the same brief; null when the item has none. */
  generic?: number | null;
}) {
  const { t } = useTranslation('generate');
  const format = useGenerateFormat();
  const level = matchLevel(score);
  const shown = shownDifferences(differences, basis, SHOWN_DIFFERENCES);
  return (
    <section aria-labelledby="voice-match-title" data-testid="voice-match" className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="voice-match-title" className="font-semibold">
          {t('match.title')}
        </h3>
        <p className="text-lg font-bold tabular-nums" data-testid="voice-match-score">
          {t('match.score', { score })}
        </p>
      </div>
      <ProgressBar
        percent={score}
        tone={TONE[level]}
        label={t('match.label')}
        valueText={t('match.score', { score })}
      />
      <p className="text-sm text-gray-700 dark:text-gray-300">{t(`match.${level}`)}</p>
      <GenericComparison
        score={score}
        generic={generic}
        className="space-y-0.5 text-sm text-gray-700 dark:text-gray-300"
      />
      {isCrossLanguage(basis) ? (
        <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="voice-match-basis">
          {t('match.otherLanguage', {
            profile: format.language(basis.profile_language),
            text: format.language(basis.text_language),
          })}
        </p>
      ) : null}
      {shown.length ? (
        <>
          <p className="text-sm font-medium">{t('match.differences')}</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
            {shown.map((diff) => (
              <li key={differenceKey(diff)}>{format.difference(diff)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('match.none')}</p>
      )}
    </section>
  );
}

/**
 * No score, and why (decision 023): the text is shorter than the benchmark says the score can judge, or
 * the profile holds no writing in the text's language.
 */
export function VoiceMatchWithheld({
  basis,
  language,
  differences = [],
}: {
  basis: VoiceMatchBasisReply;
  language: string;
  /** The item's differences: without a score only banned phrases the text still uses are listed. */
  differences?: readonly VoiceMatchDifferenceReply[];
}) {
  const { t } = useTranslation('generate');
  const format = useGenerateFormat();
  const banned = differences.filter(isBannedPhrase);
  return (
    <section aria-labelledby="voice-match-title" data-testid="voice-match" className="space-y-2">
      <h3 id="voice-match-title" className="font-semibold">
        {t('match.title')}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300" data-testid="voice-match-withheld">
        {basis.withheld === 'other_language'
          ? t('match.noOtherLanguage', {
              profile: format.language(basis.profile_language),
              text: format.language(language),
            })
          : t('match.tooShort', { words: VOICE_MATCH_BANDS.minWords })}
      </p>
      {banned.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {banned.map((diff) => (
            <li key={differenceKey(diff)}>{format.difference(diff)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

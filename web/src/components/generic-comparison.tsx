// How much more like the user a draft is than generic copy for the same brief (decision 023, "Update"):
// "+22 points more like you than generic copy", "About as much like you as generic copy" within ±3 points,
// "6 points less like you than generic copy" below — said in words, never by colour alone. Shown by the
// Generate screen's result and History's details; nothing when the item has no baseline.
import { useTranslation } from 'react-i18next';

/** Differences this small are within what two drafts of one brief vary by: no claim either way. */
const ABOUT_THE_SAME = 3;

type GenericComparisonKind = 'more' | 'same' | 'less';

/** The draft's score against generic copy's, in whole points. */
export function compareWithGeneric(
  score: number,
  generic: number,
): { kind: GenericComparisonKind; points: number } {
  const difference = Math.round(score) - Math.round(generic);
  if (Math.abs(difference) <= ABOUT_THE_SAME) return { kind: 'same', points: Math.abs(difference) };
  return { kind: difference > 0 ? 'more' : 'less', points: Math.abs(difference) };
}

export function GenericComparison({
  score,
  generic,
  className = '',
  detailed = true,
}: {
  /** The draft's voice match; null when withheld. */
  score: number | null;
  /** Generic copy's voice match for the same brief; null when there is none. */
  generic: number | null | undefined;
  className?: string;
  /** Also say what generic copy is and what it scored. */
  detailed?: boolean;
}) {
  const { t } = useTranslation();
  if (score === null || generic === null || generic === undefined) return null;
  const { kind, points } = compareWithGeneric(score, generic);
  return (
    <div className={className} data-testid="generic-comparison" data-kind={kind}>
      <p className="font-medium">{t(`genericComparison.${kind}`, { points })}</p>
      {detailed ? (
        <p className="text-gray-600 dark:text-gray-400">{t('genericComparison.detail', { generic })}</p>
      ) : null}
    </div>
  );
}

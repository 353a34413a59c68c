// Password strength rules of spec §5 as the interface shows them. The score mirrors the shared
// passwordScore (kept in sync by a test) without importing the shared schemas into every page.
import type { ProgressTone } from '../components/ui/progress-bar';

export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/\p{Lu}/u.test(password)) score++;
  if (/\p{Ll}/u.test(password)) score++;
  if (/\p{Nd}/u.test(password)) score++;
  if (/[^\p{L}\p{Nd}]/u.test(password)) score++;
  return score;
}

export function strengthTone(score: number): ProgressTone {
  if (score <= 2) return 'red';
  if (score === 3) return 'yellow';
  return 'green';
}

export type PasswordCheckKey = 'ruleLength' | 'ruleUpper' | 'ruleLower' | 'ruleNumber';

/** The four requirements the checklist shows (the symbol point counts for the score only). */
export function passwordChecks(password: string): Array<{ key: PasswordCheckKey; met: boolean }> {
  return [
    { key: 'ruleLength', met: password.length >= 8 },
    { key: 'ruleUpper', met: /\p{Lu}/u.test(password) },
    { key: 'ruleLower', met: /\p{Ll}/u.test(password) },
    { key: 'ruleNumber', met: /\p{Nd}/u.test(password) },
  ];
}

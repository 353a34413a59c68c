// Password strength as the interface shows it: the colour of the shared score (passwordScore, the
// server's rule) and the four-item checklist of docs/product.md#validation.
import { PASSWORD_RULES } from '@inkprint/shared';
import type { ProgressTone } from '../components/ui/progress-bar';

export function strengthTone(score: number): ProgressTone {
  if (score <= 2) return 'red';
  if (score === 3) return 'yellow';
  return 'green';
}

type PasswordCheckKey = 'ruleLength' | 'ruleUpper' | 'ruleLower' | 'ruleNumber';

/** The four requirements the checklist shows (the symbol point counts for the score only). */
export function passwordChecks(password: string): Array<{ key: PasswordCheckKey; met: boolean }> {
  return [
    { key: 'ruleLength', met: password.length >= PASSWORD_RULES.minLength },
    { key: 'ruleUpper', met: /\p{Lu}/u.test(password) },
    { key: 'ruleLower', met: /\p{Ll}/u.test(password) },
    { key: 'ruleNumber', met: /\p{Nd}/u.test(password) },
  ];
}

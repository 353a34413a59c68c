// Password strength: the 5-point bar (20% per point; red ≤ 2, yellow 3, green ≥ 4) and the four-item
// checklist of docs/product.md#validation, shared by registration, reset and the settings security tab.
import { passwordScore } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { passwordChecks, strengthTone } from '../lib/password';
import { ProgressBar } from './ui/progress-bar';

export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordScore(password);
  const tone = strengthTone(score);
  const checks = passwordChecks(password);
  const word =
    tone === 'red' ? t('password.weak') : tone === 'yellow' ? t('password.fair') : t('password.strong');
  return (
    <div className="space-y-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <ProgressBar
          percent={score * 20}
          tone={tone}
          label={t('password.strength')}
          valueText={`${word}, ${t('password.strengthValue', { score })}`}
        />
        <span className="w-16 shrink-0 text-right text-xs text-gray-700 dark:text-gray-300">
          {password ? word : ''}
        </span>
      </div>
      <ul aria-label={t('password.requirements')} className="grid gap-1 text-sm sm:grid-cols-2">
        {checks.map((check) => (
          <li
            key={check.key}
            data-met={check.met}
            className={check.met ? 'text-green-700 dark:text-green-300' : 'text-gray-600 dark:text-gray-300'}
          >
            <span aria-hidden="true">{check.met ? '✓' : '○'}</span> {t(`password.${check.key}`)}
            <span className="sr-only"> ({check.met ? t('password.met') : t('password.notMet')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// Side card of the settings tab: who this account is, at a glance, and the data export.
import type { User } from '@inkprint/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatLongDate } from '../../../lib/format';
import { EXPORT_URL } from '../api/export-account-data';

export function AccountSummary({ profile }: { profile: User }) {
  const { t, i18n } = useTranslation('settings');
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(' ');
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold">{t('side.title')}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="sr-only">{t('account.email')}</dt>
            <dd className="break-all font-medium">{profile.email}</dd>
          </div>
          <div>
            <dd className="inline-flex items-center gap-2 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-950 dark:text-green-200">
              <span className="size-2 rounded-full bg-green-600" aria-hidden="true" />
              {t('side.active')}
            </dd>
          </div>
          {fullName ? (
            <div>
              <dt className="text-gray-600 dark:text-gray-300">{t('side.name')}</dt>
              <dd>{fullName}</dd>
            </div>
          ) : null}
          {profile.company_name ? (
            <div>
              <dt className="text-gray-600 dark:text-gray-300">{t('side.company')}</dt>
              <dd>{profile.company_name}</dd>
            </div>
          ) : null}
          <div>
            <dd className="text-gray-700 dark:text-gray-300">
              {t('side.memberSince', { date: formatLongDate(profile.created_at, i18n.language) })}
            </dd>
          </div>
        </dl>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">{t('data.title')}</h2>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('data.text')}</p>
        <Button asChild variant="secondary" className="mt-4">
          <a href={EXPORT_URL} download>
            {t('data.download')}
          </a>
        </Button>
      </Card>
    </div>
  );
}

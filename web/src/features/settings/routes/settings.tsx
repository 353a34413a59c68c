// Settings screen: two tabs, account details (with a side card and data export) and security
// (change password, danger zone). A spinner shows while the profile loads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/use-page-title';
import { PageHeader } from '../../../components/page-header';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { useProfile } from '../api/profile';
import { AccountForm } from '../components/account-form';
import { AccountSummary } from '../components/account-summary';
import { ChangePasswordForm } from '../components/change-password-form';
import { DangerZone } from '../components/danger-zone';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const [tab, setTab] = useState(0);
  const profile = useProfile();

  let settingsTab: React.ReactNode;
  if (profile.isPending) {
    settingsTab = (
      <div className="flex justify-center py-12 text-ink-600 dark:text-ink-200">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    );
  } else if (profile.isError) {
    settingsTab = <Alert tone="error">{t('loadFailed')}</Alert>;
  } else {
    settingsTab = (
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <AccountForm profile={profile.data} />
        </div>
        <AccountSummary profile={profile.data} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-6">
        <Tabs
          label={t('tabs.label')}
          active={tab}
          onChange={setTab}
          tabs={[
            { label: t('tabs.settings'), content: settingsTab },
            {
              label: t('tabs.security'),
              content: (
                <div className="grid max-w-2xl gap-6">
                  <ChangePasswordForm />
                  <DangerZone />
                </div>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}

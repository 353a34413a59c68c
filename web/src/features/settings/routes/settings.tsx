// Settings screen: two tabs, account details (with side cards: the account, data export and this server's
// writing engine) and security (change password, danger zone). The profile is the session user from lib/auth.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../lib/auth';
import { AccountForm } from '../components/account-form';
import { AccountSummary } from '../components/account-summary';
import { ChangePasswordForm } from '../components/change-password-form';
import { DangerZone } from '../components/danger-zone';
import { WritingEngine } from '../components/writing-engine';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  const [tab, setTab] = useState(0);

  // The signed-in route set renders only once the session user (with the profile) is loaded.
  const { data: profile } = useUser();
  if (!profile) return null;

  const settingsTab = (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <AccountForm profile={profile} />
      </div>
      <div className="space-y-6">
        <AccountSummary profile={profile} />
        <WritingEngine />
      </div>
    </div>
  );

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

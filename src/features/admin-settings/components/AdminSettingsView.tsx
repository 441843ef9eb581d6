/** The settings groups of the site, one tab and one form each; each form saves its own group. */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Notice } from '@/features/ui/components/Notice';
import { Tabs } from '@/features/ui/components/Tabs';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ADMIN_SETTING_GROUPS } from '@/shared/schemas/admin-settings';
import { loadAdminSettings, selectAdminSettings } from '../slice';
import { SettingsGroupForm } from './SettingsGroupForm';

export function AdminSettingsView() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const { error } = useAppSelector(selectAdminSettings);

  useEffect(() => {
    for (const group of ADMIN_SETTING_GROUPS) dispatch(loadAdminSettings(group));
  }, [dispatch]);

  return (
    <>
      {error && <Notice type="error" title={t(error, { ns: 'common' })} />}
      <Tabs
        items={ADMIN_SETTING_GROUPS.map((group) => ({
          key: group,
          label: <span data-testid={`settings-tab-${group}`}>{t(`admin.settings.group.${group}`)}</span>,
          children: <SettingsGroupForm group={group} />,
        }))}
      />
    </>
  );
}

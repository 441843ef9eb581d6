/** What visitors see instead of a page while the site is in maintenance mode. */
import { useTranslation } from 'next-i18next/pages';
import { Layout, Result } from 'antd';
import { AuthTop } from './layouts';

export function MaintenanceLayout() {
  const { t } = useTranslation('common');
  return (
    <Layout className="layout-maintenance">
      <AuthTop />
      <Layout.Content className="auth-content">
        <Result status="warning" title={t('maintenance.title')} subTitle={t('maintenance.text')} data-testid="maintenance" />
      </Layout.Content>
    </Layout>
  );
}

/** What visitors see instead of a page while the site is in maintenance mode. */
import { useTranslation } from 'next-i18next/pages';
import { Result } from 'antd';
import { AntdProvider } from '@/features/ui/components/AntdProvider';
import { AuthTop } from './layouts';

export function MaintenanceLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="site-layout layout-maintenance">
      <AuthTop />
      <main className="auth-content">
        <AntdProvider>
          <Result status="warning" title={t('maintenance.title')} subTitle={t('maintenance.text')} data-testid="maintenance" />
        </AntdProvider>
      </main>
    </div>
  );
}

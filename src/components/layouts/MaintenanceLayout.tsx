/** What visitors see instead of a page while the site is in maintenance mode. */
import { useTranslation } from 'next-i18next/pages';
import { Outcome } from '@/features/ui/components/Outcome';
import { AuthTop } from './layouts';

export function MaintenanceLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="site-layout layout-maintenance">
      <AuthTop />
      <main className="auth-content">
        <Outcome status="warning" heading title={t('maintenance.title')} text={t('maintenance.text')} data-testid="maintenance" />
      </main>
    </div>
  );
}

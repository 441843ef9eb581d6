import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/features/ui/components/Button';
import { Stack } from '@/features/ui/components/Stack';
import titled from '@/features/ui/components/TitledPage.module.css';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { Icon } from '@/features/ui/components/Icon';
import type { AdminStatistics } from '@/shared/schemas/statistics';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { StatisticsDashboard } from './StatisticsDashboard';

/** The administrators' overview (GET /statistics/admin): the accounts now and the money of the last 30 days. */
export function AdminDashboardView({ stats }: { stats: AdminStatistics }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageTitle title={t('admin.title')} />
      <Stack justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <h1 className={titled.heading}>{t('admin.title')}</h1>
        <ButtonLink href="/admin/payouts" icon={<Icon icon={WalletOutlined} />} data-testid="admin-payouts-link">
          {t('admin.payouts.title')}
        </ButtonLink>
      </Stack>
      <StatisticsDashboard initial={stats} />
    </>
  );
}

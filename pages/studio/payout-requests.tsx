import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { Tabs } from '@/features/ui/components/Tabs';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { PayoutRequestsView } from '@/features/payouts/components/PayoutRequestsView';
import { PayoutDecisions } from '@/features/payouts/components/PayoutDecisions';
import payouts from '@/features/payouts/slice';

const access: PageAccess = { layout: 'default', role: 'studio' };
const features = { payouts };

/** The studio's own payout requests, and its members' requests that it decides (`?tab=members`, the menu's "performer requests", opens them). */
export default definePage(
  function StudioPayoutRequestsPage() {
    const { t } = useTranslation('account');
    const { query } = useRouter();
    const items = [
      { key: 'own', label: t('payoutRequests.own'), children: <PayoutRequestsView role="studio" /> },
      {
        key: 'members',
        label: <span data-testid="member-requests-tab">{t('payoutRequests.members')}</span>,
        children: <PayoutDecisions scope="studio" />,
      },
    ];
    return (
      <TitledPage title={t('payoutRequests.title')} testId="payout-requests-page">
        <Tabs items={items} defaultKey={query.tab === 'members' ? 'members' : 'own'} destroyOnHidden />
      </TitledPage>
    );
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

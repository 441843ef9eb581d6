import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { EarningsView } from '@/features/earnings/components/EarningsView';

const access: PageAccess = { layout: 'default', role: 'studio' };

/** The studio's earnings: totals, net per day, every sale and a CSV download. */
export default definePage(titledPage('earnings.title', 'earnings-page', <EarningsView role="studio" />, 'account'), access);

export const getServerSideProps = serverPageProps(access);

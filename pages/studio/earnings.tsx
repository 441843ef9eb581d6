import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { EarningsView } from '@/features/earnings/components/EarningsView';
import earnings from '@/features/earnings/slice';

const access: PageAccess = { layout: 'default', role: 'studio' };
const features = { earnings };

/** The studio's earnings: totals, net per day, every sale and a CSV download. */
export default definePage(titledPage('earnings.title', 'earnings-page', <EarningsView role="studio" />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { StudioCommissionView } from '@/features/commission/components/StudioCommissionView';
import commission from '@/features/commission/slice';

const access: PageAccess = { layout: 'default', role: 'studio' };
const features = { commission };

/** The studio's commission and its members' shares. */
export default definePage(
  titledPage('commission.pageTitle', 'studio-commission-page', <StudioCommissionView />, 'account'),
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

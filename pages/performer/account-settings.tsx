import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerSettingsView } from '@/features/performer-profile/components/PerformerSettingsView';

const access: PageAccess = { layout: 'default', role: 'performer' };

export default definePage(PerformerSettingsView, access);

export const getServerSideProps = serverPageProps(access);

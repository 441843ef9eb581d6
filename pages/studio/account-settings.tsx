import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { StudioSettingsView } from '@/features/account/components/StudioSettingsView';

const access: PageAccess = { layout: 'default', role: 'studio' };

export default definePage(StudioSettingsView, access);

export const getServerSideProps = serverPageProps(access);

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { UserSettingsView } from '@/features/account/components/UserSettingsView';

const access: PageAccess = { layout: 'default', role: ['user', 'admin'] };

export default definePage(UserSettingsView, access);

export const getServerSideProps = serverPageProps(access);

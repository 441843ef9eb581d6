import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerSettingsView } from '@/features/performer-profile/components/PerformerSettingsView';
import blocking from '@/features/blocking/slice';
import performerProfile from '@/features/performer-profile/slice';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'default', role: 'performer', antd: true };
const features = { blocking, performerProfile, registration };

export default definePage(PerformerSettingsView, access, features);

export const getServerSideProps = serverPageProps(access);

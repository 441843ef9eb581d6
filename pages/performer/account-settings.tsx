import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerSettingsView } from '@/features/performer-profile/components/PerformerSettingsView';
import blocking from '@/features/blocking/slice';
import commission from '@/features/commission/slice';
import performerProfile from '@/features/performer-profile/slice';
import registration from '@/features/registration/slice';
import studios from '@/features/studios/slice';

const access: PageAccess = { layout: 'default', role: 'performer' };
const features = { blocking, commission, performerProfile, registration, studios };

export default definePage(PerformerSettingsView, access, features);

export const getServerSideProps = serverPageProps(access);

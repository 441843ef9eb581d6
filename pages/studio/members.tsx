import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { titledPage } from '@/features/ui/components/TitledPage';
import { StudioMembersView } from '@/features/studios/components/StudioMembersView';
import studios from '@/features/studios/slice';

const access: PageAccess = { layout: 'default', role: 'studio' };
const features = { studios };

/** The studio's members: the list, inviting and making members, active or inactive, removing. */
export default definePage(titledPage('studioMembers.pageTitle', 'studio-members-page', <StudioMembersView />, 'account'), access, features);

export const getServerSideProps = serverPageProps(access);

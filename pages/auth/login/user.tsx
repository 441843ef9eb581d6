import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { LoginForm } from '@/features/auth/components/LoginForm';

// Administrators log in here, also while maintenance mode is on.
const access: PageAccess = { layout: 'auth', openDuringMaintenance: true };

export default definePage(function UserLoginPage() {
  return <LoginForm kind="user" />;
}, access);

export const getServerSideProps = serverPageProps(access);

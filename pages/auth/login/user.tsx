import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { LoginForm } from '@/features/auth/components/LoginForm';

const access: PageAccess = { layout: 'auth' };

export default definePage(function UserLoginPage() {
  return <LoginForm kind="user" />;
}, access);

export const getServerSideProps = serverPageProps(access);

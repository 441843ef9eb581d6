import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { LoginForm } from '@/features/auth/components/LoginForm';

const access: PageAccess = { layout: 'auth' };

export default definePage(function StudioLoginPage() {
  return <LoginForm kind="studio" />;
}, access);

export const getServerSideProps = serverPageProps(access);

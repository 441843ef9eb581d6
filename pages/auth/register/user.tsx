import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { RegisterUserForm } from '@/features/registration/components/RegisterUserForm';

const access: PageAccess = { layout: 'auth', antd: true };

export default definePage(function UserRegisterPage() {
  return <RegisterUserForm />;
}, access);

export const getServerSideProps = serverPageProps(access);

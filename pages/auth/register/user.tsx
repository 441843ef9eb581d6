import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { RegisterUserForm } from '@/features/registration/components/RegisterUserForm';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

export default definePage(
  function UserRegisterPage() {
    return <RegisterUserForm />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

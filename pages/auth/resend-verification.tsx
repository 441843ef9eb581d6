import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ResendVerificationForm } from '@/features/registration/components/ResendVerificationForm';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

export default definePage(
  function ResendVerificationPage() {
    return <ResendVerificationForm />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { RegisterWithDocumentsForm } from '@/features/registration/components/RegisterWithDocumentsForm';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

export default definePage(
  function PerformerRegisterPage() {
    return <RegisterWithDocumentsForm kind="performer" />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

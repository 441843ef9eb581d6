import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { RegisterWithDocumentsForm } from '@/features/registration/components/RegisterWithDocumentsForm';

const access: PageAccess = { layout: 'auth', antd: true };

export default definePage(function PerformerRegisterPage() {
  return <RegisterWithDocumentsForm kind="performer" />;
}, access);

export const getServerSideProps = serverPageProps(access);

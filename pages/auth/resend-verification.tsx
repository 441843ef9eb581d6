import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ResendVerificationForm } from '@/features/registration/components/ResendVerificationForm';

const access: PageAccess = { layout: 'auth', antd: true };

export default definePage(function ResendVerificationPage() {
  return <ResendVerificationForm />;
}, access);

export const getServerSideProps = serverPageProps(access);

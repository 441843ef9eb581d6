import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ResubmitDocumentsForm } from '@/features/registration/components/ResubmitDocumentsForm';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

/** The link mailed with a rejection: `?token=…&type=performer|studio`. */
export default definePage(
  function ResubmitDocumentsPage() {
    const { query } = useRouter();
    const token = typeof query.token === 'string' && query.token ? query.token : undefined;
    return <ResubmitDocumentsForm token={token} kind={query.type === 'studio' ? 'studio' : 'performer'} />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

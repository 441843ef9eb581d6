import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { VerifyEmailStatus } from '@/features/registration/components/VerifyEmailStatus';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

/** The e-mailed link: `?token=…`; the link is spent when the page opens. */
export default definePage(
  function VerifyEmailPage() {
    const { query } = useRouter();
    const token = typeof query.token === 'string' && query.token ? query.token : undefined;
    return <VerifyEmailStatus token={token} />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

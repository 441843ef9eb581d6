import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ResetPasswordForm } from '@/features/registration/components/ResetPasswordForm';
import { toAccountType } from '@/features/registration/paths';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

/** The e-mailed link: `?token=…&type=user|performer|studio`. */
export default definePage(
  function ResetPasswordPage() {
    const { query } = useRouter();
    const token = typeof query.token === 'string' && query.token ? query.token : undefined;
    return <ResetPasswordForm token={token} type={toAccountType(query.type)} />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

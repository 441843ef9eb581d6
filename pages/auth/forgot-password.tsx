import { useRouter } from 'next/router';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ForgotPasswordForm } from '@/features/registration/components/ForgotPasswordForm';
import { toAccountType } from '@/features/registration/paths';
import registration from '@/features/registration/slice';

const access: PageAccess = { layout: 'auth' };
const features = { registration };

/** `?type=user|performer|studio` preselects the account type (the login forms link here with it). */
export default definePage(
  function ForgotPasswordPage() {
    const { query } = useRouter();
    return <ForgotPasswordForm initialType={toAccountType(query.type)} />;
  },
  access,
  features,
);

export const getServerSideProps = serverPageProps(access);

import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { SandboxCheckoutCard } from '@/features/token-purchase/components/SandboxCheckoutCard';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { Stack } from '@/features/ui/components/Stack';
import tokenPurchase from '@/features/token-purchase/slice';

const access: PageAccess = { layout: 'public' };
const features = { tokenPurchase };

/** The test-mode gateway's checkout, reached by the signed link the purchase made. */
function SandboxCheckoutPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  return (
    <Stack justify="center" style={{ padding: '32px 16px' }}>
      <PageTitle title={t('sandbox.title')} />
      <SandboxCheckoutCard id={String(router.query.id ?? '')} signature={String(router.query.signature ?? '')} />
    </Stack>
  );
}

export default definePage(SandboxCheckoutPage, access, features);

export const getServerSideProps = serverPageProps(access);

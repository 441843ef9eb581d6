import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { StatusResult } from '@/features/ui/components/StatusResult';

const access: PageAccess = { layout: 'public' };

export default definePage(function ForbiddenPage() {
  const { t } = useTranslation('pages');
  return <StatusResult status="403" text={t('forbidden.text')} testId="forbidden-page" />;
}, access);

export const getServerSideProps = serverPageProps(access);

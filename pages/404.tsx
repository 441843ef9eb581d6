import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { StatusResult } from '@/features/ui/components/StatusResult';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { DEFAULT_LOCALE, NAMESPACES } from '@/shared/constants';
import nextI18nConfig from '../next-i18next.config';

const access: PageAccess = { layout: 'auth' };

/** The not-found page; Next renders it statically, so it loads only its translations. */
export default definePage(function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageTitle title={t('notFound.text')} />
      <StatusResult status="404" text={t('notFound.text')} />
    </>
  );
}, access);

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...NAMESPACES], nextI18nConfig),
});

import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { useTranslation } from 'next-i18next/pages';
import { definePage, pageNamespaces, type PageAccess } from '@/lib/page';
import { StatusResult } from '@/features/ui/components/StatusResult';
import { PageTitle } from '@/features/ui/components/PageTitle';
import { DEFAULT_LOCALE } from '@/shared/constants';
import { initialAuthState } from '@/features/auth/slice';
import nextI18nConfig from '../next-i18next.config';

const access: PageAccess = { layout: 'public' };

/**
 * The not-found page, in the site's frame. Next renders it once, at build time, for everyone:
 * it carries its translations only, and the browser loads the site's settings (the menus) and
 * the visitor's account after it.
 */
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
  props: {
    initialState: { auth: { ...initialAuthState, restoring: true } },
    ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, pageNamespaces(access), nextI18nConfig)),
  },
});

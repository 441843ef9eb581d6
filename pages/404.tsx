import Link from 'next/link';
import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { DEFAULT_LOCALE, NAMESPACES } from '@/shared/constants';
import nextI18nConfig from '../next-i18next.config';

const access: PageAccess = { layout: 'auth' };

/** The not-found page; Next renders it statically, so it loads only its translations. */
export default definePage(function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.text')}
      extra={
        <Link href="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}, access);

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...NAMESPACES], nextI18nConfig),
});

import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { Button, Result } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';

const access: PageAccess = { layout: 'public' };

export default definePage(function ForbiddenPage() {
  const { t } = useTranslation('pages');
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.text')}
      data-testid="forbidden-page"
      extra={
        <Link href="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    />
  );
}, access);

export const getServerSideProps = serverPageProps(access);

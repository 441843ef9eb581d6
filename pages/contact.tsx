import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { ContactForm } from '@/features/contact/components/ContactForm';

const access: PageAccess = { layout: 'public' };

/** Write to the site's team. */
function ContactPage() {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  return (
    <div>
      <Head>
        <title>{siteName ? `${t('contact.title')} | ${siteName}` : t('contact.title')}</title>
      </Head>
      <Typography.Title level={1}>{t('contact.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('contact.intro')}</Typography.Paragraph>
      <ContactForm />
    </div>
  );
}

export default definePage(ContactPage, access);

export const getServerSideProps = serverPageProps(access);

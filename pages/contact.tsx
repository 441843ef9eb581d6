import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { PageTitle } from '@/features/ui/components/PageTitle';
import contact from '@/features/contact/slice';

const access: PageAccess = { layout: 'public', antd: true };
const features = { contact };

/** Write to the site's team. */
function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <div>
      <PageTitle title={t('contact.title')} />
      <Typography.Title level={1}>{t('contact.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('contact.intro')}</Typography.Paragraph>
      <ContactForm />
    </div>
  );
}

export default definePage(ContactPage, access, features);

export const getServerSideProps = serverPageProps(access);

import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { TitledPage } from '@/features/ui/components/TitledPage';
import { Muted } from '@/features/ui/components/Muted';
import contact from '@/features/contact/slice';

const access: PageAccess = { layout: 'public' };
const features = { contact };

/** Write to the site's team. */
function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <TitledPage title={t('contact.title')}>
      <p style={{ marginTop: 0 }}>
        <Muted>{t('contact.intro')}</Muted>
      </p>
      <ContactForm />
    </TitledPage>
  );
}

export default definePage(ContactPage, access, features);

export const getServerSideProps = serverPageProps(access);

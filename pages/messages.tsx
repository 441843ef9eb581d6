import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { MessagesView } from '@/features/messaging/components/MessagesView';
import { TitledPage } from '@/features/ui/components/TitledPage';
import messageTranslations from '@/features/message-translations/slice';

const access: PageAccess = { layout: 'default', role: ['user', 'performer'], namespaces: ['live'] };
const features = { messageTranslations };

/** Private conversations between users and performers; `?conversationId=` opens one. */
function MessagesPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const conversationId = typeof router.query.conversationId === 'string' ? router.query.conversationId : null;
  const show = (id: string | null) =>
    void router.push({ pathname: '/messages', query: id ? { conversationId: id } : {} }, undefined, { shallow: true });

  return (
    <TitledPage title={t('messages.title')} headingClassName="visually-hidden-on-phone">
      <MessagesView conversationId={conversationId} onSelect={show} onBack={() => show(null)} />
    </TitledPage>
  );
}

export default definePage(MessagesPage, access, features);

export const getServerSideProps = serverPageProps(access);

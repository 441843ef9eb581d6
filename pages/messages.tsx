import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Typography } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { MessagesView } from '@/features/messaging/components/MessagesView';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'default', role: ['user', 'performer'] };

/** Private conversations between users and performers; `?conversationId=` opens one. */
function MessagesPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const conversationId = typeof router.query.conversationId === 'string' ? router.query.conversationId : null;
  const show = (id: string | null) =>
    void router.push({ pathname: '/messages', query: id ? { conversationId: id } : {} }, undefined, { shallow: true });

  return (
    <>
      <PageTitle title={t('messages.title')} />
      <Typography.Title level={2} className="hide-on-phone">
        {t('messages.title')}
      </Typography.Title>
      <MessagesView conversationId={conversationId} onSelect={show} onBack={() => show(null)} />
    </>
  );
}

export default definePage(MessagesPage, access);

export const getServerSideProps = serverPageProps(access);

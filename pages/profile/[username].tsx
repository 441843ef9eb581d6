import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerPage } from '@/features/performers/components/PerformerPage';
import { loadPerformerPage, visitorOf, type PerformerPageData } from '@/features/performers/loaders';
import { PageTitle } from '@/features/ui/components/PageTitle';
import streamChat from '@/features/stream-chat/slice';

const access: PageAccess = { layout: 'primary' };
const features = { streamChat };

/** A performer's page; 404 when the performer does not exist or blocks the visitor. */
function ProfilePage(data: PerformerPageData) {
  return (
    <>
      <PageTitle title={data.details.name} />
      <PerformerPage {...data} />
    </>
  );
}

export default definePage(ProfilePage, access, features);

export const getServerSideProps = serverPageProps<PerformerPageData>(access, async (ctx, session) => {
  const username = String(ctx.params?.username ?? '');
  const page = await loadPerformerPage(username, session, visitorOf(ctx.req, session));
  return page ? { props: page } : { notFound: true };
});

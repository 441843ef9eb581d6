import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerPage } from '@/features/performers/components/PerformerPage';
import { loadPerformerPage, visitorOf, type PerformerPageData } from '@/features/performers/loaders';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'primary', namespaces: ['live'] };

/** A performer's page; 404 when the performer does not exist or blocks the visitor. */
function ProfilePage(data: PerformerPageData) {
  return (
    <>
      <PageTitle title={data.details.name} />
      <PerformerPage {...data} />
    </>
  );
}

// The stream chat brings its own feature (PublicStreamChat), after the page.
export default definePage(ProfilePage, access);

export const getServerSideProps = serverPageProps<PerformerPageData>(access, async (ctx, session) => {
  const username = String(ctx.params?.username ?? '');
  const page = await loadPerformerPage(username, session, visitorOf(ctx.req, session));
  return page ? { props: page } : { notFound: true };
});

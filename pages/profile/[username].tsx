import Head from 'next/head';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { PerformerPage } from '@/features/performers/components/PerformerPage';
import { loadPerformerPage, visitorOf, type PerformerPageData } from '@/features/performers/loaders';

const access: PageAccess = { layout: 'primary' };

/** A performer's page; 404 when the performer does not exist or blocks the visitor. */
function ProfilePage({ details, related }: PerformerPageData) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <>
      <Head>
        <title>{siteName ? `${details.name} | ${siteName}` : details.name}</title>
      </Head>
      <PerformerPage details={details} related={related} />
    </>
  );
}

export default definePage(ProfilePage, access);

export const getServerSideProps = serverPageProps<PerformerPageData>(access, async (ctx, session) => {
  const username = String(ctx.params?.username ?? '');
  const page = await loadPerformerPage(username, session, visitorOf(ctx.req, session));
  return page ? { props: page } : { notFound: true };
});

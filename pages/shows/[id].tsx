import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ApiError } from '@/lib/http';
import { apiShow } from '@/features/shows/api';
import { ShowRoom } from '@/features/shows/components/ShowRoom';
import type { Show } from '@/shared/schemas/shows';

const access: PageAccess = { layout: 'stream', role: ['user', 'performer'] };

/** A private or group show, for its performer and its paying viewers only. */
function ShowPage({ show }: { show: Show }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <Head>
        <title>{t('shows.title', { name: show.performer.name })}</title>
      </Head>
      <ShowRoom initial={show} />
    </>
  );
}

export default definePage(ShowPage, access);

export const getServerSideProps = serverPageProps<{ show: Show }>(access, async (ctx, session) => {
  try {
    return { props: { show: await apiShow(String(ctx.params?.id ?? ''), session.token) } };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 403) return { redirect: { destination: '/403', permanent: false } };
    if (err instanceof ApiError && (err.statusCode === 404 || err.statusCode === 400)) return { notFound: true };
    throw err;
  }
});

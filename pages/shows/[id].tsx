import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { loadShowPage } from '@/features/shows/loaders';
import { ShowRoom } from '@/features/shows/components/ShowRoom';
import type { Show } from '@/shared/schemas/shows';
import { PageTitle } from '@/features/ui/components/PageTitle';
import shows from '@/features/shows/slice';
import streamChat from '@/features/stream-chat/slice';

const access: PageAccess = { layout: 'stream', role: ['user', 'performer'], namespaces: ['live'] };
const features = { shows, streamChat };

/** A private or group show, for its performer and its paying viewers only. */
function ShowPage({ show }: { show: Show }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageTitle title={t('shows.title', { name: show.performer.name })} />
      <ShowRoom initial={show} />
    </>
  );
}

export default definePage(ShowPage, access, features);

export const getServerSideProps = serverPageProps<{ show: Show }>(access, (ctx, session) =>
  loadShowPage(String(ctx.params?.id ?? ''), session),
);

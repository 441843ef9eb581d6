/** Server-side data of the performer's live page, called from its getServerSideProps. */
import type { GetServerSidePropsResult } from 'next';
import type { Session } from '@/lib/page';
import { apiGetMe } from '@/features/account/api';

/** Where a performer not verified yet is sent from the live page: their documents, which say what is pending. */
export const UNVERIFIED_DESTINATION = '/performer/account-settings?tab=documents';

/**
 * Only a verified performer has a live page, and only their own: anyone else is sent where
 * they belong (a performer not verified yet to their documents, which say what is pending).
 * The account comes with the session on a full page load; a client-side navigation asks for it.
 */
export async function loadLivePage(username: string, session: Session): Promise<GetServerSidePropsResult<Record<string, never>>> {
  const me = session.account ?? (await apiGetMe('performer', session.token));
  if (me.role !== 'performer') return { redirect: { destination: '/', permanent: false } };
  if (!me.verified) return { redirect: { destination: UNVERIFIED_DESTINATION, permanent: false } };
  if (username !== me.username) {
    return { redirect: { destination: `/live/lovense/${encodeURIComponent(me.username)}`, permanent: false } };
  }
  return { props: {} };
}

/** Server-side data of the show page, called from its getServerSideProps with the visitor's token. */
import type { GetServerSidePropsResult } from 'next';
import { ApiError } from '@/lib/http';
import type { Session } from '@/lib/page';
import type { Show } from '@/shared/schemas/shows';
import { apiShow } from './api';

/** The show for one of its parties; 403 goes to the forbidden page, an unknown or malformed id is not found. */
export async function loadShowPage(id: string, session: Session): Promise<GetServerSidePropsResult<{ show: Show }>> {
  try {
    return { props: { show: await apiShow(id, session.token) } };
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 403) return { redirect: { destination: '/403', permanent: false } };
    if (err instanceof ApiError && (err.statusCode === 404 || err.statusCode === 400)) return { notFound: true };
    throw err;
  }
}

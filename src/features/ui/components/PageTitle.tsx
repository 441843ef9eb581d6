/** The document title of a page: its own title, then the site's name. */
import Head from 'next/head';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';

export function PageTitle({ title }: { title: string }) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <Head>
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
    </Head>
  );
}

import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { PerformerBrowser, type PerformerBrowserProps } from '@/features/performers/components/PerformerBrowser';
import { SitePromos } from '@/features/performers/components/SitePromos';
import { loadBrowser, loadSitePromos, visitorOf } from '@/features/performers/loaders';
import type { SitePromo } from '@/shared/schemas/performers';

const access: PageAccess = { layout: 'primary', sharedWhenSignedIn: true };

type Props = Omit<PerformerBrowserProps, 'categorySlug'> & { promos: SitePromo[] };

/** The home page: promotions, then every performer with the browser's filters (live first by default). */
function HomePage({ promos, ...browser }: Props) {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  return (
    <>
      <section className="hero">
        <h1>{t('home.heroTitle', { siteName })}</h1>
        <p>{t('home.heroText')}</p>
      </section>
      <SitePromos promos={promos} />
      <PerformerBrowser {...browser} categorySlug={null} />
      <p style={{ marginTop: 24, color: '#8c8c8c' }}>
        <Link href="/auth/register/performer">{t('home.becomePerformer')}</Link>
      </p>
    </>
  );
}

export default definePage(HomePage, access);

export const getServerSideProps = serverPageProps<Props>(access, async (ctx, session) => {
  const [browser, promos] = await Promise.all([loadBrowser(ctx.query, visitorOf(ctx.req, session)), loadSitePromos(session.locale)]);
  return { props: { ...browser, promos } };
});

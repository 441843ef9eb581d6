import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { selectCurrentAccount } from '@/features/account/slice';
import { selectLoggedIn, selectRestoringSession } from '@/features/auth/slice';
import { PerformerBrowser, type PerformerBrowserProps } from '@/features/performers/components/PerformerBrowser';
import { SitePromos } from '@/features/performers/components/SitePromos';
import { loadBrowser, loadSitePromos, visitorOf } from '@/features/performers/loaders';
import type { SitePromo } from '@/shared/schemas/performers';

const access: PageAccess = { layout: 'primary', sharedWhenSignedIn: true };

type Props = Omit<PerformerBrowserProps, 'categorySlug'> & { promos: SitePromo[] };

/** A signed-in account's own pages, in a script that visitors never load. */
const YourCorner = dynamic(() => import('@/components/home/YourCorner').then((module) => module.YourCorner));

/**
 * The home page: promotions, then every performer with the browser's filters (live first
 * by default). A signed-in account (or one being restored) is not invited to sign up: it
 * gets its own pages instead.
 */
function HomePage({ promos, ...browser }: Props) {
  const { t } = useTranslation('pages');
  const siteName = useAppSelector(selectSiteName);
  const account = useAppSelector(selectCurrentAccount);
  const loggedIn = useAppSelector(selectLoggedIn);
  const restoring = useAppSelector(selectRestoringSession);
  const signedIn = loggedIn || restoring;
  return (
    <>
      <section className="hero">
        <h1>{t('home.heroTitle', { siteName })}</h1>
        <p>{t('home.heroText')}</p>
      </section>
      {account && <YourCorner account={account} />}
      <SitePromos promos={signedIn ? promos.filter((promo) => promo.audience === 'everyone') : promos} />
      <PerformerBrowser {...browser} categorySlug={null} />
      {!signedIn && (
        <p style={{ marginTop: 24, color: '#8c8c8c' }}>
          <Link href="/auth/register/performer">{t('home.becomePerformer')}</Link>
        </p>
      )}
    </>
  );
}

export default definePage(HomePage, access);

export const getServerSideProps = serverPageProps<Props>(access, async (ctx, session) => {
  const [browser, promos] = await Promise.all([loadBrowser(ctx.query, visitorOf(ctx.req, session)), loadSitePromos(session.locale)]);
  return { props: { ...browser, promos } };
});

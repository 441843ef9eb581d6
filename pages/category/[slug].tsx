import Head from 'next/head';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { ApiError } from '@/lib/http';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/settings/slice';
import { apiGetCategory } from '@/features/performers/api';
import { PerformerBrowser, type PerformerBrowserProps } from '@/features/performers/components/PerformerBrowser';
import { loadBrowser, visitorOf } from '@/features/performers/loaders';
import type { Category } from '@/shared/schemas/settings';

const access: PageAccess = { layout: 'primary' };

type Props = Omit<PerformerBrowserProps, 'categorySlug'> & { category: Category };

/** One performer category: its name and description, then its performers with the browser's filters. */
function CategoryPage({ category, ...browser }: Props) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <>
      <Head>
        <title>{siteName ? `${category.name} | ${siteName}` : category.name}</title>
      </Head>
      <section className="hero" data-testid="category-hero">
        <h1>{category.name}</h1>
        {category.description && <p>{category.description}</p>}
      </section>
      <PerformerBrowser {...browser} categorySlug={category.slug} />
    </>
  );
}

export default definePage(CategoryPage, access);

export const getServerSideProps = serverPageProps<Props>(access, async (ctx, session) => {
  const slug = String(ctx.params?.slug ?? '');
  // The search takes the slug as well as the id, so both calls go out together.
  const [category, browser] = await Promise.all([
    apiGetCategory(slug, session.locale).catch((err: unknown) => {
      if (err instanceof ApiError && err.statusCode === 404) return null;
      throw err;
    }),
    loadBrowser(ctx.query, visitorOf(ctx.req, session), slug),
  ]);
  if (!category) return { notFound: true };
  return { props: { ...browser, category } };
});

import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/store/page-server';
import { PerformerBrowser, type PerformerBrowserProps } from '@/features/performers/components/PerformerBrowser';
import { loadCategoryPage, visitorOf } from '@/features/performers/loaders';
import type { Category } from '@/shared/schemas/settings';
import { PageTitle } from '@/features/ui/components/PageTitle';

const access: PageAccess = { layout: 'primary', sharedWhenSignedIn: true };

type Props = Omit<PerformerBrowserProps, 'categorySlug'> & { category: Category };

/** One performer category: its name and description, then its performers with the browser's filters. */
function CategoryPage({ category, ...browser }: Props) {
  return (
    <>
      <PageTitle title={category.name} />
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
  const page = await loadCategoryPage(String(ctx.params?.slug ?? ''), ctx.query, session, visitorOf(ctx.req, session));
  return page ? { props: page } : { notFound: true };
});

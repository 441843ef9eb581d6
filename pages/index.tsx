import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { Empty, Input, Pagination, Tag } from 'antd';
import { definePage, type PageAccess } from '@/lib/page';
import { serverPageProps } from '@/lib/page-server';
import { useAppSelector } from '@/store/hooks';
import { selectCategories } from '@/features/performers/slice';
import { selectSiteName } from '@/features/settings/slice';
import { PerformerCard } from '@/features/performers/components/PerformerCard';
import { apiGetCategory, apiSearchPerformers } from '@/features/performers/api';
import type { PerformerCard as Performer } from '@/shared/schemas/performers';

const PAGE_SIZE = 24;
const access: PageAccess = { layout: 'primary' };

interface Props {
  performers: { data: Performer[]; total: number };
  page: number;
  category: string | null;
  q: string;
}

function HomePage({ performers, page, category, q }: Props) {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const categories = useAppSelector(selectCategories);
  const siteName = useAppSelector(selectSiteName);

  const go = (query: Record<string, string | number | undefined>) => {
    const next = Object.fromEntries(Object.entries({ category: category ?? undefined, q: q || undefined, ...query }).filter(([, v]) => v !== undefined && v !== ''));
    void router.push({ pathname: '/', query: next });
  };

  return (
    <>
      <section className="hero">
        <h1>{t('home.heroTitle', { siteName })}</h1>
        <p>{t('home.heroText')}</p>
      </section>
      <div className="category-chips" role="navigation" aria-label={t('home.categories')}>
        <Tag.CheckableTag checked={!category} onChange={() => go({ category: undefined, page: undefined })}>
          {t('home.allCategories')}
        </Tag.CheckableTag>
        {categories.map((c) => (
          <Tag.CheckableTag key={c._id} checked={category === c.slug} onChange={() => go({ category: c.slug, page: undefined })}>
            {c.name}
          </Tag.CheckableTag>
        ))}
      </div>
      <Input.Search
        allowClear
        defaultValue={q}
        placeholder={t('home.searchPlaceholder')}
        onSearch={(value) => go({ q: value.trim() || undefined, page: undefined })}
        style={{ maxWidth: 420, marginBottom: 20 }}
        aria-label={t('home.searchPlaceholder')}
      />
      {performers.data.length === 0 ? (
        <Empty description={t('home.noPerformers')} />
      ) : (
        <div className="performer-grid" data-testid="performer-grid">
          {performers.data.map((performer) => (
            <PerformerCard key={performer._id} performer={performer} />
          ))}
        </div>
      )}
      {performers.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 24, textAlign: 'center' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={performers.total}
          showSizeChanger={false}
          onChange={(p) => go({ page: p > 1 ? p : undefined })}
        />
      )}
      <p style={{ marginTop: 24, color: '#8c8c8c' }}>
        <Link href="/auth/register/performer">{t('home.becomePerformer')}</Link>
      </p>
    </>
  );
}

export default definePage(HomePage, access);

export const getServerSideProps = serverPageProps<Props>(access, async (ctx, session) => {
  const page = Math.max(1, Number(ctx.query.page) || 1);
  const q = typeof ctx.query.q === 'string' ? ctx.query.q.slice(0, 100) : '';
  const categorySlug = typeof ctx.query.category === 'string' ? ctx.query.category : null;
  const category = categorySlug ? await apiGetCategory(categorySlug).catch(() => null) : null;
  const performers = await apiSearchPerformers(
    { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, q: q || undefined, categoryId: category?._id },
    session.token,
  );
  return { props: { performers, page, category: categorySlug, q } };
});

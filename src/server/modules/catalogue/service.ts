/**
 * The catalogue administrators edit: performer categories, menus and content pages.
 * Every change writes its audit row in its own transaction. A slug is unique per kind
 * (409 naming `slug`). A category that performers have cannot be deleted (409 saying
 * how many): the administrator sets it inactive, which hides it from the site and keeps
 * the performers' choice, or takes it off the performers first. The content page the
 * 18+ popup links to cannot be deleted either while the popup names it.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { readPage } from '../../db/paging';
import type { Tx } from '../../db/client';
import { menus, performerCategories, performers, posts, settings } from '../../db/schema';
import { conflict, fieldConflict, notFound } from '../../errors';
import { isUniqueViolation } from '../ledger/ledger';
import { itemAudit, type AuditActor } from '../audit/service';
import type {
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryList,
  AdminMenu,
  AdminMenuBody,
  AdminMenuList,
  AdminMenuQuery,
  AdminPost,
  AdminPostBody,
  AdminPostList,
  AdminPostQuery,
} from '@/shared/schemas/catalogue';

export const CATALOGUE_TEXTS = {
  slugTaken: 'This slug is already in use',
  categoryNotFound: 'Category not found',
  menuNotFound: 'Menu item not found',
  postNotFound: 'Page not found',
  categoryInUse: 'This category is used by performers: set it inactive, or remove it from those performers first',
  postInPopup: 'The 18+ popup links to this page: choose another page for the popup first',
} as const;

type CategoryRow = typeof performerCategories.$inferSelect;
type MenuRow = typeof menus.$inferSelect;
type PostRow = typeof posts.$inferSelect;

/** How many performers have each listed category. */
const performerCount = sql<number>`(select count(*)::int from ${performers} where ${performerCategories.id} = any(${performers.categoryIds}))`;

/** How many performers have the category `id`. */
async function performersWith(tx: Tx, id: string): Promise<number> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(performers)
    .where(sql`${id}::uuid = any(${performers.categoryIds})`);
  return total;
}

const categoryFields = (row: CategoryRow) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  nameTranslations: row.nameTranslations,
  descriptionTranslations: row.descriptionTranslations,
  ordering: row.ordering,
  status: row.status,
});

const toCategory = (row: CategoryRow, performerCount: number): AdminCategory => ({
  _id: row.id,
  ...categoryFields(row),
  performerCount,
  updatedAt: row.updatedAt.toISOString(),
});

const menuFields = (row: MenuRow) => ({
  title: row.title,
  titleTranslations: row.titleTranslations,
  path: row.path,
  section: row.section,
  isNewTab: row.isNewTab,
  ordering: row.ordering,
});

const toMenu = (row: MenuRow): AdminMenu => ({ _id: row.id, ...menuFields(row), updatedAt: row.updatedAt.toISOString() });

const postFields = (row: PostRow) => ({
  slug: row.slug,
  title: row.title,
  content: row.content,
  translations: row.translations,
  status: row.status,
});

const toPost = (row: PostRow): AdminPost => ({ _id: row.id, ...postFields(row), updatedAt: row.updatedAt.toISOString() });

const categoryAudit = itemAudit('category', categoryFields);
const menuAudit = itemAudit('menu', menuFields);
const postAudit = itemAudit('post', postFields);

/** Runs `work`; a unique slug refused by the database (a race with another save) is the 409 of a taken slug. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldConflict('slug', CATALOGUE_TEXTS.slugTaken);
    throw err;
  }
}

async function assertSlugFree(tx: Tx, table: typeof performerCategories | typeof posts, slug: string, exceptId?: string) {
  const [taken] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw fieldConflict('slug', CATALOGUE_TEXTS.slugTaken);
}

export function createCatalogueService(deps: Deps) {
  const { db } = deps.database;

  const categoryValues = (body: AdminCategoryBody) => ({
    name: body.name.trim(),
    slug: body.slug,
    description: body.description?.trim() || null,
    nameTranslations: body.nameTranslations ?? {},
    descriptionTranslations: body.descriptionTranslations ?? {},
    ordering: body.ordering ?? 0,
    status: body.status ?? ('active' as const),
  });

  const menuValues = (body: AdminMenuBody) => ({
    title: body.title.trim(),
    titleTranslations: body.titleTranslations ?? {},
    path: body.path,
    section: body.section,
    isNewTab: body.isNewTab ?? false,
    ordering: body.ordering ?? 0,
  });

  const postValues = (body: AdminPostBody) => ({
    slug: body.slug,
    title: body.title.trim(),
    content: body.content,
    translations: body.translations ?? {},
    status: body.status ?? ('published' as const),
  });

  async function lockCategory(tx: Tx, id: string) {
    const [row] = await tx.select().from(performerCategories).where(eq(performerCategories.id, id)).for('update');
    if (!row) throw notFound(CATALOGUE_TEXTS.categoryNotFound);
    return row;
  }

  async function lockMenu(tx: Tx, id: string) {
    const [row] = await tx.select().from(menus).where(eq(menus.id, id)).for('update');
    if (!row) throw notFound(CATALOGUE_TEXTS.menuNotFound);
    return row;
  }

  async function lockPost(tx: Tx, id: string) {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
    if (!row) throw notFound(CATALOGUE_TEXTS.postNotFound);
    return row;
  }

  return {
    /** GET /admin/performer-categories: all, active and inactive, in their order. */
    async categories(): Promise<AdminCategoryList> {
      const rows = await db
        .select({ row: performerCategories, performerCount })
        .from(performerCategories)
        .orderBy(asc(performerCategories.ordering), asc(performerCategories.name));
      return { data: rows.map(({ row, performerCount }) => toCategory(row, performerCount)), total: rows.length };
    },

    async createCategory(actor: AuditActor, body: AdminCategoryBody): Promise<AdminCategory> {
      return slugSafe(() =>
        db.transaction(async (tx) => {
          await assertSlugFree(tx, performerCategories, body.slug);
          const [row] = await tx.insert(performerCategories).values(categoryValues(body)).returning();
          await categoryAudit.created(tx, actor, row);
          return toCategory(row, 0);
        }),
      );
    },

    async updateCategory(actor: AuditActor, id: string, body: AdminCategoryBody): Promise<AdminCategory> {
      return slugSafe(() =>
        db.transaction(async (tx) => {
          const before = await lockCategory(tx, id);
          await assertSlugFree(tx, performerCategories, body.slug, id);
          const [row] = await tx
            .update(performerCategories)
            .set({ ...categoryValues(body), updatedAt: new Date() })
            .where(eq(performerCategories.id, id))
            .returning();
          await categoryAudit.updated(tx, actor, before, row);
          return toCategory(row, await performersWith(tx, id));
        }),
      );
    },

    /** Refused (409) while performers have the category. */
    async deleteCategory(actor: AuditActor, id: string): Promise<{ success: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockCategory(tx, id);
        if ((await performersWith(tx, id)) > 0) throw conflict(CATALOGUE_TEXTS.categoryInUse);
        await tx.delete(performerCategories).where(eq(performerCategories.id, id));
        await categoryAudit.deleted(tx, actor, before);
        return { success: true };
      });
    },

    /** GET /admin/menus: header items first, each section in its order. */
    async menus(query: AdminMenuQuery): Promise<AdminMenuList> {
      const rows = await db
        .select()
        .from(menus)
        .where(query.section ? eq(menus.section, query.section) : undefined)
        .orderBy(asc(menus.section), asc(menus.ordering), asc(menus.title));
      // 'footer' < 'header' alphabetically; the header comes first on the page.
      rows.sort((a, b) => (a.section === b.section ? 0 : a.section === 'header' ? -1 : 1));
      return { data: rows.map(toMenu), total: rows.length };
    },

    async createMenu(actor: AuditActor, body: AdminMenuBody): Promise<AdminMenu> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(menus).values(menuValues(body)).returning();
        await menuAudit.created(tx, actor, row);
        return toMenu(row);
      });
    },

    async updateMenu(actor: AuditActor, id: string, body: AdminMenuBody): Promise<AdminMenu> {
      return db.transaction(async (tx) => {
        const before = await lockMenu(tx, id);
        const [row] = await tx
          .update(menus)
          .set({ ...menuValues(body), updatedAt: new Date() })
          .where(eq(menus.id, id))
          .returning();
        await menuAudit.updated(tx, actor, before, row);
        return toMenu(row);
      });
    },

    async deleteMenu(actor: AuditActor, id: string): Promise<{ success: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockMenu(tx, id);
        await tx.delete(menus).where(eq(menus.id, id));
        await menuAudit.deleted(tx, actor, before);
        return { success: true };
      });
    },

    /** GET /admin/posts: published and draft pages, by title, filtered by title or slug and status. */
    async posts(query: AdminPostQuery): Promise<AdminPostList> {
      const conditions: SQL[] = [];
      if (query.status) conditions.push(eq(posts.status, query.status));
      const q = query.q?.trim();
      if (q) {
        const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(posts.title, like), ilike(posts.slug, like))!);
      }
      const where = and(...conditions);
      const { rows, total } = await readPage(
        db.select().from(posts).where(where).orderBy(asc(posts.title), desc(posts.createdAt)),
        db.select({ total: count() }).from(posts).where(where),
        query,
        50,
      );
      return { data: rows.map(toPost), total };
    },

    async createPost(actor: AuditActor, body: AdminPostBody): Promise<AdminPost> {
      return slugSafe(() =>
        db.transaction(async (tx) => {
          await assertSlugFree(tx, posts, body.slug);
          const [row] = await tx.insert(posts).values(postValues(body)).returning();
          await postAudit.created(tx, actor, row);
          return toPost(row);
        }),
      );
    },

    async updatePost(actor: AuditActor, id: string, body: AdminPostBody): Promise<AdminPost> {
      return slugSafe(() =>
        db.transaction(async (tx) => {
          const before = await lockPost(tx, id);
          await assertSlugFree(tx, posts, body.slug, id);
          const [row] = await tx
            .update(posts)
            .set({ ...postValues(body), updatedAt: new Date() })
            .where(eq(posts.id, id))
            .returning();
          await postAudit.updated(tx, actor, before, row);
          return toPost(row);
        }),
      );
    },

    /** Refused (409) while the 18+ popup links to the page. */
    async deletePost(actor: AuditActor, id: string): Promise<{ success: boolean }> {
      return db.transaction(async (tx) => {
        const before = await lockPost(tx, id);
        const [popup] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'popup18ContentId'));
        if (popup && (popup.value === before.id || popup.value === before.slug)) throw conflict(CATALOGUE_TEXTS.postInPopup);
        await tx.delete(posts).where(eq(posts.id, id));
        await postAudit.deleted(tx, actor, before);
        return { success: true };
      });
    },
  };
}

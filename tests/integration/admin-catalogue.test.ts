/**
 * Administrators edit the catalogue: performer categories, menus and content pages, each
 * with a text per locale that the public reads answer in the asked language (the default
 * text where a language has none), in the administrator's order. Every change writes its
 * audit row; a taken slug is a 409 and bad input a 400, both naming the field.
 */
import { eq } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, auditLog, performerCategories, performers, posts, settings } from '@/server/db/schema';

let t: TestApp;
let adminToken: string;
let adminId: string;

const db = () => t.deps.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = adminToken) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const dataOf = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const auditOf = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
/** The field a 400 or 409 names first. */
const fieldOf = (res: { json(): { message: { property: string }[] } }) => res.json().message[0].property;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminToken = await t.login('users', 'admin@demo.test');
  adminId = (await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@demo.test')))[0].id;
});
afterAll(() => t.close());

describe('performer categories', () => {
  const fetish = {
    name: 'Fetish',
    slug: 'fetish',
    description: 'Shows for particular tastes.',
    nameTranslations: { nl: 'Fetisj', es: 'Fetiche' },
    descriptionTranslations: { nl: 'Shows voor bijzondere smaken.' },
    ordering: 0,
  };
  /** A category of the test's own: `slug`, after the demo's in the lists, with `fetish`'s texts. */
  const ownCategory = async (slug: string) => {
    const fields = { ...fetish, slug, ordering: 500 };
    return { fields, created: await dataOf('POST', '/admin/performer-categories', fields) };
  };

  it('creates a category, lists it in its order and answers in the asked language', async () => {
    const created = await dataOf('POST', '/admin/performer-categories', fetish);
    expect(created).toMatchObject({ ...fetish, status: 'active', performerCount: 0 });

    const list = await dataOf('GET', '/admin/performer-categories');
    expect(list.total).toBe(list.data.length);
    expect(list.data[0]).toMatchObject({ _id: created._id, slug: 'fetish' });

    const read = async (locale: string) =>
      (await call('GET', `/performer-categories/fetish/view?locale=${locale}`, undefined, null)).json().data;
    expect(await read('nl')).toMatchObject({ name: 'Fetisj', description: 'Shows voor bijzondere smaken.' });
    expect(await read('es')).toMatchObject({ name: 'Fetiche', description: 'Shows for particular tastes.' });
    expect(await read('ro')).toMatchObject({ name: 'Fetish', description: 'Shows for particular tastes.' });
    const publicList = (await call('GET', '/performer-categories?locale=nl', undefined, null)).json().data.data;
    expect(publicList[0]).toMatchObject({ slug: 'fetish', name: 'Fetisj' });

    const [row] = await auditOf(created._id);
    expect(row).toMatchObject({
      adminId,
      action: 'category.create',
      targetType: 'category',
      before: null,
      after: expect.objectContaining({ name: 'Fetish', slug: 'fetish' }),
    });
  });

  it('orders the public list by the ordering field', async () => {
    const { fields, created } = await ownCategory('reordered');
    await dataOf('PUT', `/admin/performer-categories/${created._id}`, { ...fields, ordering: 1000 });
    const slugs = (await call('GET', '/performer-categories', undefined, null)).json().data.data.map((c: { slug: string }) => c.slug);
    expect(slugs[slugs.length - 1]).toBe('reordered');
    const orderings = (await dataOf('GET', '/admin/performer-categories')).data.map((c: { ordering: number }) => c.ordering);
    expect(orderings).toEqual([...orderings].sort((a, b) => a - b));
  });

  it('updates a category and audits the changed fields only', async () => {
    const { fields, created } = await ownCategory('updated');
    const updated = await dataOf('PUT', `/admin/performer-categories/${created._id}`, { ...fields, name: 'Kink', status: 'inactive' });
    expect(updated).toMatchObject({ name: 'Kink', status: 'inactive' });
    const rows = await auditOf(created._id);
    expect(rows.at(-1)).toMatchObject({
      action: 'category.update',
      before: { name: 'Fetish', status: 'active' },
      after: { name: 'Kink', status: 'inactive' },
    });
    // Inactive: gone from the site, still in the administrators' list.
    expect((await call('GET', '/performer-categories/updated/view', undefined, null)).statusCode).toBe(404);
  });

  it('refuses a taken slug (409) and bad input (400), naming the field and changing nothing', async () => {
    const { fields, created } = await ownCategory('refusing');
    let res = await call('POST', '/admin/performer-categories', { ...fields, slug: 'girls' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message[0]).toEqual({ property: 'slug', constraints: { isUnique: 'This slug is already in use' } });
    res = await call('PUT', `/admin/performer-categories/${created._id}`, { ...fields, slug: 'girls' });
    expect(res.statusCode).toBe(409);
    expect(fieldOf(res)).toBe('slug');

    for (const [body, field] of [
      [{ ...fields, slug: 'Not A Slug' }, 'slug'],
      [{ ...fields, slug: 'double--hyphen' }, 'slug'],
      [{ ...fields, name: '   ' }, 'name'],
      [{ ...fields, nameTranslations: { en: '' } }, 'nameTranslations.en'],
      [{ ...fields, ordering: -1 }, 'ordering'],
    ] as const) {
      res = await call('POST', '/admin/performer-categories', { ...body, slug: body.slug === 'refusing' ? 'other-slug' : body.slug });
      expect([res.statusCode, fieldOf(res)]).toEqual([400, field]);
    }
    expect(
      (await dataOf('GET', '/admin/performer-categories')).data.filter((c: { slug: string }) => ['girls', 'refusing'].includes(c.slug)),
    ).toHaveLength(2);
    expect(await db().select().from(performerCategories).where(eq(performerCategories.slug, 'other-slug'))).toHaveLength(0);
    expect((await call('PUT', '/admin/performer-categories/00000000-0000-4000-8000-000000000000', fields)).statusCode).toBe(404);
    expect((await call('PUT', '/admin/performer-categories/not-an-id', fields)).statusCode).toBe(400);
  });

  it('keeps texts of the seven locales only', async () => {
    const { fields, created } = await ownCategory('translated');
    const updated = await dataOf('PUT', `/admin/performer-categories/${created._id}`, {
      ...fields,
      nameTranslations: { nl: 'Fetisj', xx: 'Unknown', __proto__: 'x' },
    });
    expect(updated.nameTranslations).toEqual({ nl: 'Fetisj' });
  });

  it('refuses to delete a category performers have, and deletes one they do not', async () => {
    const { created } = await ownCategory('deleted');
    const list = (await dataOf('GET', '/admin/performer-categories')).data;
    const girls = list.find((c: { slug: string }) => c.slug === 'girls');
    expect(girls.performerCount).toBeGreaterThan(0);
    const res = await call('DELETE', `/admin/performer-categories/${girls._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/used by performers/);
    expect(await db().select().from(performerCategories).where(eq(performerCategories.id, girls._id))).toHaveLength(1);
    expect((await auditOf(girls._id)).filter((row) => row.action === 'category.delete')).toHaveLength(0);

    expect(await dataOf('DELETE', `/admin/performer-categories/${created._id}`)).toEqual({ success: true });
    expect((await dataOf('GET', '/admin/performer-categories')).data.map((c: { _id: string }) => c._id)).not.toContain(created._id);
    expect((await auditOf(created._id)).at(-1)).toMatchObject({
      action: 'category.delete',
      before: expect.objectContaining({ name: 'Fetish', slug: 'deleted' }),
      after: null,
    });
    expect((await call('DELETE', `/admin/performer-categories/${created._id}`)).statusCode).toBe(404);
    // The performers' categories are untouched.
    expect((await db().select({ ids: performers.categoryIds }).from(performers)).some((p) => p.ids.includes(girls._id))).toBe(true);
  });
});

describe('menus', () => {
  const about = {
    title: 'About us',
    titleTranslations: { nl: 'Over ons', ru: 'О нас' },
    path: '/page/about',
    section: 'footer',
    ordering: 0,
  };
  const menusFor = async (locale: string) =>
    (await call('GET', `/menus?locale=${locale}`, undefined, null)).json().data as {
      _id: string;
      title: string;
      path: string;
      section: string;
    }[];

  it('creates header and footer items, internal and external, read per locale in their order', async () => {
    const footer = await dataOf('POST', '/admin/menus', about);
    expect(footer).toMatchObject({ ...about, isNewTab: false });
    const header = await dataOf('POST', '/admin/menus', {
      title: 'Blog',
      path: 'https://blog.example.com/',
      section: 'header',
      isNewTab: true,
      ordering: 5,
    });
    expect(header).toMatchObject({ section: 'header', isNewTab: true, path: 'https://blog.example.com/' });

    const nl = await menusFor('nl');
    expect(nl.find((m) => m._id === footer._id)).toMatchObject({ title: 'Over ons', path: '/page/about' });
    expect((await menusFor('ru')).find((m) => m._id === footer._id)?.title).toBe('О нас');
    expect((await menusFor('pl')).find((m) => m._id === footer._id)?.title).toBe('About us');
    // Ordering 0 comes before the demo footer items (1 and 2).
    expect(nl.filter((m) => m.section === 'footer')[0]._id).toBe(footer._id);
    // And the UI settings the pages render carry the same menus.
    const ui = (await call('GET', '/settings/public?group=ui&locale=nl', undefined, null)).json().data;
    expect(ui.menus.find((m: { _id: string }) => m._id === footer._id).title).toBe('Over ons');

    const list = await dataOf('GET', '/admin/menus');
    expect(list.total).toBe(list.data.length);
    expect(list.data[0].section).toBe('header');
    expect((await dataOf('GET', '/admin/menus?section=footer')).data.every((m: { section: string }) => m.section === 'footer')).toBe(true);
    expect((await auditOf(header._id))[0]).toMatchObject({
      action: 'menu.create',
      targetType: 'menu',
      after: expect.objectContaining({ path: 'https://blog.example.com/' }),
    });
  });

  it('reorders, updates and deletes an item, with an audit row each', async () => {
    const footer = await dataOf('POST', '/admin/menus', { ...about, path: '/page/team' });
    await dataOf('PUT', `/admin/menus/${footer._id}`, { ...about, path: '/page/team', ordering: 99, title: 'About' });
    const order = (await menusFor('en')).filter((m) => m.section === 'footer').map((m) => m._id);
    expect(order.at(-1)).toBe(footer._id);
    expect((await auditOf(footer._id)).at(-1)).toMatchObject({
      action: 'menu.update',
      before: { title: 'About us', ordering: 0 },
      after: { title: 'About', ordering: 99 },
    });

    expect(await dataOf('DELETE', `/admin/menus/${footer._id}`)).toEqual({ success: true });
    expect((await menusFor('en')).map((m) => m._id)).not.toContain(footer._id);
    expect((await auditOf(footer._id)).at(-1)).toMatchObject({
      action: 'menu.delete',
      before: expect.objectContaining({ title: 'About' }),
      after: null,
    });
  });

  it('refuses a link that is neither a path here nor an http(s) address, and bad fields', async () => {
    for (const [body, field] of [
      [{ ...about, path: 'javascript:alert(1)' }, 'path'],
      [{ ...about, path: '//evil.example.com' }, 'path'],
      [{ ...about, path: 'page/about' }, 'path'],
      [{ ...about, section: 'sidebar' }, 'section'],
      [{ ...about, title: '' }, 'title'],
    ] as const) {
      const res = await call('POST', '/admin/menus', body);
      expect([res.statusCode, fieldOf(res)]).toEqual([400, field]);
    }
  });
});

describe('content pages', () => {
  const faq = {
    slug: 'faq',
    title: 'Questions',
    content: 'Ask us anything.',
    translations: {
      nl: { title: 'Vragen', content: 'Vraag ons alles.' },
      'pt-BR': { title: 'Perguntas', content: 'Pergunte-nos qualquer coisa.' },
    },
    status: 'draft',
  };
  /** A published page of the test's own, `faq`'s texts under another slug and title. */
  const ownPage = async (slug: string, title: string) => {
    const fields = { ...faq, slug, title, status: 'published' };
    return { fields, created: await dataOf('POST', '/admin/posts', fields) };
  };
  const read = (slug: string, locale: string) => call('GET', `/posts/${slug}?locale=${locale}`, undefined, null);

  it('keeps a draft off the site, publishes it and answers in the asked language', async () => {
    const created = await dataOf('POST', '/admin/posts', faq);
    expect(created).toMatchObject(faq);
    expect((await read('faq', 'nl')).statusCode).toBe(404);
    expect((await auditOf(created._id))[0]).toMatchObject({
      action: 'post.create',
      targetType: 'post',
      before: null,
      after: expect.objectContaining({ slug: 'faq', status: 'draft' }),
    });

    await dataOf('PUT', `/admin/posts/${created._id}`, { ...faq, status: 'published' });
    expect((await read('faq', 'nl')).json().data).toMatchObject({ title: 'Vragen', content: 'Vraag ons alles.' });
    expect((await read('faq', 'pt-BR')).json().data).toMatchObject({ title: 'Perguntas' });
    expect((await read('faq', 'ro')).json().data).toMatchObject({ title: 'Questions', content: 'Ask us anything.' });
    expect((await read(created._id, 'nl')).json().data.slug).toBe('faq');
    expect((await auditOf(created._id)).at(-1)).toMatchObject({
      action: 'post.update',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('lists pages with drafts, filtered by text and status', async () => {
    await dataOf('POST', '/admin/posts', { ...faq, slug: 'listed-draft', title: 'Drafted notes' });
    await ownPage('listed', 'Listed answers');
    const all = await dataOf('GET', '/admin/posts');
    expect(all.total).toBe(all.data.length);
    expect(all.data.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['listed', 'listed-draft', 'terms', 'privacy', 'adults-only']),
    );
    expect((await dataOf('GET', '/admin/posts?q=vrag')).total).toBe(0);
    expect((await dataOf('GET', '/admin/posts?q=ANSWERS')).data.map((p: { slug: string }) => p.slug)).toEqual(['listed']);
    expect((await dataOf('GET', '/admin/posts?status=draft')).data.map((p: { slug: string }) => p.slug)).toContain('listed-draft');
    expect((await dataOf('GET', '/admin/posts?status=draft')).data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await dataOf('GET', '/admin/posts?limit=1')).data).toHaveLength(1);
  });

  it('refuses a taken slug (409) and bad input (400), naming the field', async () => {
    const { fields, created } = await ownPage('refusing', 'Refusals');
    let res = await call('POST', '/admin/posts', { ...fields, slug: 'terms' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message[0]).toEqual({ property: 'slug', constraints: { isUnique: 'This slug is already in use' } });
    res = await call('PUT', `/admin/posts/${created._id}`, { ...fields, slug: 'privacy' });
    expect([res.statusCode, fieldOf(res)]).toEqual([409, 'slug']);
    // Its own slug is not taken by itself.
    expect((await call('PUT', `/admin/posts/${created._id}`, fields)).statusCode).toBe(200);

    for (const [body, field] of [
      [{ ...fields, slug: 'FAQ page' }, 'slug'],
      [{ ...fields, slug: '-faq' }, 'slug'],
      [{ ...fields, status: 'hidden' }, 'status'],
      [{ ...fields, content: '' }, 'content'],
      [{ ...fields, translations: { en: { title: 'Questions' } } }, 'content'],
      [{ ...fields, translations: { en: { title: ' ', content: 'x' } } }, 'translations.en.title'],
    ] as const) {
      res = await call('PUT', `/admin/posts/${created._id}`, body);
      expect([res.statusCode, fieldOf(res)]).toEqual([400, field]);
    }
    expect((await db().select().from(posts).where(eq(posts.id, created._id)))[0]).toMatchObject({ slug: 'refusing', status: 'published' });
  });

  it("refuses to delete the 18+ popup's page, and deletes another", async () => {
    const [popup] = await db().select({ value: settings.value }).from(settings).where(eq(settings.key, 'popup18ContentId'));
    const res = await call('DELETE', `/admin/posts/${String(popup.value)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/18\+ popup/);

    const { created } = await ownPage('deleted', 'Deleted');
    expect(await dataOf('DELETE', `/admin/posts/${created._id}`)).toEqual({ success: true });
    expect((await read('deleted', 'en')).statusCode).toBe(404);
    expect((await auditOf(created._id)).at(-1)).toMatchObject({
      action: 'post.delete',
      before: expect.objectContaining({ slug: 'deleted' }),
      after: null,
    });
  });
});

it('writes one audit row per change, none for a refusal', async () => {
  const counts = async () => {
    const rows = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.adminId, adminId));
    return ['category.', 'menu.', 'post.'].map((prefix) => rows.filter((row) => row.action.startsWith(prefix)).length);
  };
  const before = await counts();
  const refused = async (...args: Parameters<typeof call>) => expect((await call(...args)).statusCode).toBeGreaterThanOrEqual(400);

  const category = { name: 'Counted', slug: 'counted', ordering: 500 };
  const { _id: categoryId } = await dataOf('POST', '/admin/performer-categories', category);
  await refused('PUT', `/admin/performer-categories/${categoryId}`, { ...category, slug: 'girls' });
  await dataOf('PUT', `/admin/performer-categories/${categoryId}`, { ...category, name: 'Counted again' });
  await dataOf('DELETE', `/admin/performer-categories/${categoryId}`);

  const menu = { title: 'Counted', path: '/page/counted', section: 'footer', ordering: 50 };
  const { _id: menuId } = await dataOf('POST', '/admin/menus', menu);
  await refused('PUT', `/admin/menus/${menuId}`, { ...menu, path: 'javascript:alert(1)' });
  await dataOf('PUT', `/admin/menus/${menuId}`, { ...menu, title: 'Counted again' });
  await dataOf('DELETE', `/admin/menus/${menuId}`);

  const page = { slug: 'counted', title: 'Counted', content: 'Counted.', status: 'published' };
  const { _id: pageId } = await dataOf('POST', '/admin/posts', page);
  await refused('POST', '/admin/posts', page);
  await dataOf('PUT', `/admin/posts/${pageId}`, { ...page, title: 'Counted again' });
  await dataOf('DELETE', `/admin/posts/${pageId}`);

  // Each kind: create, update, delete; the refusals none.
  expect((await counts()).map((count, i) => count - before[i])).toEqual([3, 3, 3]);
});

it('keeps the catalogue to administrators', async () => {
  const user = await t.login('users', 'user@demo.test');
  for (const path of ['/admin/performer-categories', '/admin/menus', '/admin/posts']) {
    expect((await call('GET', path, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', path, undefined, user)).statusCode).toBe(403);
    expect((await call('POST', path, {}, user)).statusCode).toBe(403);
  }
});

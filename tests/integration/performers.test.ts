import { eq, sql } from 'drizzle-orm';
import { createTestApp, bearer, type TestApp } from './helpers';
import { accounts, performerBlockedUsers, performerCategories, performers } from '@/server/db/schema';
import { DEMO_CATEGORIES, DEMO_MAIN_PERFORMER, DEMO_PERFORMERS, DEMO_STUDIO_MEMBERS, type DemoPerformer } from '@/server/seed/demo-content';
import { MSG } from '@/shared/messages';
import { STREAM_TEXTS } from '@/server/modules/streaming/service';
import type { ListPage } from '@/shared/schemas/common';
import { LOOK_MESSAGES, type PerformerCard } from '@/shared/schemas/performers';

/** Every seeded performer; all are verified and visible. */
const DEMO: DemoPerformer[] = [DEMO_MAIN_PERFORMER, ...DEMO_STUDIO_MEMBERS, ...DEMO_PERFORMERS];

let t: TestApp;
let userToken: string;
let performerToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  userToken = await t.login('users', 'user@demo.test');
  performerToken = await t.login('performers', 'demo-performer');
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const get = (url: string, token?: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {}, ...(remoteAddress ? { remoteAddress } : {}) });
const post = (url: string, payload: object | undefined, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const search = async (query: string, token?: string): Promise<ListPage<PerformerCard>> => {
  const res = await get(`/api/performers/search?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const usernames = (list: { data: PerformerCard[] }) => list.data.map((p) => p.username);

async function categoryId(slug: string) {
  const [row] = await db().select({ id: performerCategories.id }).from(performerCategories).where(eq(performerCategories.slug, slug));
  return row.id;
}
const setPerformer = async (username: string, values: Partial<typeof performers.$inferInsert>) =>
  db()
    .update(performers)
    .set(values)
    .where(eq(performers.accountId, await t.idOf(username)));
const setAccount = async (username: string, values: Partial<typeof accounts.$inferInsert>) =>
  db().update(accounts).set(values).where(eq(accounts.username, username));

/** A multipart body with the given files. */
function multipart(files: Array<{ field: string; filename: string; data: Buffer }>) {
  const boundary = '----performer-test';
  const parts = files.map(({ field, filename, data }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe('GET /performers/search', () => {
  it('lists every visible performer and leaves out inactive, unverified and inactive studio members', async () => {
    const all = await search('limit=100');
    expect(all.total).toBe(DEMO.length);
    expect(all.data).toHaveLength(DEMO.length);

    await setPerformer('mei-lin', { verified: false });
    await setAccount('daan-utrecht', { status: 'suspended' });
    await setPerformer(DEMO_STUDIO_MEMBERS[0].username, { memberStatus: 'inactive' });
    try {
      const fewer = await search('limit=100');
      expect(fewer.total).toBe(DEMO.length - 3);
      expect(usernames(fewer)).not.toContain('mei-lin');
      expect(usernames(fewer)).not.toContain('daan-utrecht');
      expect(usernames(fewer)).not.toContain(DEMO_STUDIO_MEMBERS[0].username);
    } finally {
      await setPerformer('mei-lin', { verified: true });
      await setAccount('daan-utrecht', { status: 'active' });
      await setPerformer(DEMO_STUDIO_MEMBERS[0].username, { memberStatus: 'active' });
    }
  });

  it('leaves out the performer who asks, but not for users', async () => {
    const mine = await search('limit=100', performerToken);
    expect(mine.total).toBe(DEMO.length - 1);
    expect(usernames(mine)).not.toContain('demo-performer');
    expect(usernames(await search('limit=100', userToken))).toContain('demo-performer');
  });

  it('finds by name, username or tag with q', async () => {
    expect(usernames(await search('q=sanne%20sun'))).toEqual(['sanne-sunshine']);
    expect(usernames(await search('q=AMARA-J'))).toEqual(['amara-joy']);
    const byTag = await search('q=Anime&limit=100');
    const expected = DEMO.filter((p) => p.tags.includes('anime') || /anime/i.test(p.name) || /anime/i.test(p.username));
    expect(byTag.total).toBe(expected.length);
    expect(usernames(byTag).sort()).toEqual(expected.map((p) => p.username).sort());
    // LIKE wildcards in q are plain characters.
    expect((await search('q=%25')).total).toBe(0);
  });

  it('filters by category id or slug; an unknown category matches nobody', async () => {
    const expected = DEMO.filter((p) => p.categorySlugs.includes('cosplay'))
      .map((p) => p.username)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const bySlug = await search('categoryId=cosplay&limit=100');
    expect(usernames(bySlug).sort()).toEqual(expected);
    const byId = await search(`categoryId=${await categoryId('cosplay')}&limit=100`);
    expect(usernames(byId).sort()).toEqual(expected);
    expect(bySlug.data.every((p) => p.categoryIds.length > 0)).toBe(true);
    expect(await search('categoryId=no-such-category')).toEqual({ data: [], total: 0 });
    expect(await search('categoryId=00000000-0000-4000-8000-000000000000')).toEqual({ data: [], total: 0 });
  });

  it('filters by tag, language, gender and country', async () => {
    const check = async (query: string, matches: (p: DemoPerformer) => boolean) => {
      const expected = DEMO.filter(matches)
        .map((p) => p.username)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      const found = await search(`${query}&limit=100`);
      expect(found.total).toBe(expected.length);
      expect(usernames(found).sort()).toEqual(expected);
    };
    await check('tag=Chat', (p) => p.tags.includes('chat'));
    await check('language=es', (p) => p.languages.includes('es'));
    await check('gender=male', (p) => p.gender === 'male');
    await check('country=nl', (p) => p.country === 'NL');
    await check('country=NL&gender=female&language=en', (p) => p.country === 'NL' && p.gender === 'female' && p.languages.includes('en'));
  });

  it('refuses filters of the wrong shape', async () => {
    expect((await get('/api/performers/search?sortBy=random')).statusCode).toBe(400);
    expect((await get('/api/performers/search?limit=0')).statusCode).toBe(400);
    expect((await get('/api/performers/search?limit=101')).statusCode).toBe(400);
    expect((await get('/api/performers/search?country=NLD')).statusCode).toBe(400);
  });

  describe('sorts', () => {
    beforeAll(async () => {
      await setPerformer('mei-lin', { streamingStatus: 'private', views: 5 });
      await setPerformer('amara-joy', { streamingStatus: 'group', views: 1 });
      await setPerformer('sanne-sunshine', { streamingStatus: 'public', views: 0 });
      await setPerformer('daan-utrecht', { views: 900 });
      await setPerformer(DEMO_PERFORMERS[5].username, { views: 800, createdAt: new Date(Date.now() + 60_000) });
    });
    afterAll(async () => {
      await db().update(performers).set({ streamingStatus: 'disconnected', views: 0 });
    });

    it('puts live performers first by default (public, group, private), then the most viewed', async () => {
      const list = await search('limit=100');
      expect(usernames(list).slice(0, 5)).toEqual(['sanne-sunshine', 'amara-joy', 'mei-lin', 'daan-utrecht', DEMO_PERFORMERS[5].username]);
      expect(list.data.slice(0, 3).every((p) => p.isOnline)).toBe(true);
      expect(list.data[3].isOnline).toBe(false);
      expect(usernames(await search('sortBy=live&limit=3'))).toEqual(['sanne-sunshine', 'amara-joy', 'mei-lin']);
    });

    it('sorts by views with popular', async () => {
      const list = await search('sortBy=popular&limit=3');
      expect(usernames(list)).toEqual(['daan-utrecht', DEMO_PERFORMERS[5].username, 'mei-lin']);
    });

    it('sorts by sign-up with newest', async () => {
      const list = await search('sortBy=newest&limit=100');
      expect(list.data[0].username).toBe(DEMO_PERFORMERS[5].username);
    });

    it('sorts by name', async () => {
      await setAccount('daan-utrecht', { name: 'Aaron First' });
      await setAccount('mei-lin', { name: 'zz Last' });
      try {
        const list = await search('sortBy=name&limit=100');
        expect(list.data[0].name).toBe('Aaron First');
        expect(list.data[list.data.length - 1].name).toBe('zz Last');
        const initials = list.data.map((p) => p.name[0].toLowerCase());
        expect(initials).toEqual([...initials].sort());
      } finally {
        await setAccount('daan-utrecht', { name: 'Daan' });
        await setAccount('mei-lin', { name: 'Mei Lin' });
      }
    });

    it('pages with limit and offset without gaps or overlaps', async () => {
      for (const sortBy of ['live', 'popular', 'newest', 'name']) {
        const whole = await search(`sortBy=${sortBy}&limit=12`);
        const first = await search(`sortBy=${sortBy}&limit=6&offset=0`);
        const second = await search(`sortBy=${sortBy}&limit=6&offset=6`);
        expect([...usernames(first), ...usernames(second)]).toEqual(usernames(whole));
        expect(first.total).toBe(DEMO.length);
        expect(second.total).toBe(DEMO.length);
      }
      const last = await search(`limit=10&offset=${DEMO.length - 4}`);
      expect(last.data).toHaveLength(4);
      expect((await search(`offset=${DEMO.length + 10}`)).data).toEqual([]);
    });
  });

  it('shows only the asking user’s favourites with favourites=true, and refuses it without login', async () => {
    expect((await get('/api/performers/search?favourites=true')).statusCode).toBe(401);
    expect(await search('favourites=true', userToken)).toEqual({ data: [], total: 0 });
    const amara = await t.idOf('amara-joy');
    expect((await post(`/api/favourite/${amara}/like`, undefined, userToken)).statusCode).toBe(200);
    try {
      const mine = await search('favourites=true', userToken);
      expect(usernames(mine)).toEqual(['amara-joy']);
      expect(mine.data[0].isFavorite).toBe(true);
      const all = await search('limit=100', userToken);
      expect(all.data.filter((p) => p.isFavorite).map((p) => p.username)).toEqual(['amara-joy']);
      // Nobody else sees that favourite.
      expect((await search('limit=100')).data.some((p) => p.isFavorite)).toBe(false);
      expect(await search('favourites=true', performerToken)).toEqual({ data: [], total: 0 });
    } finally {
      await post(`/api/favourite/${amara}/unlike`, undefined, userToken);
    }
  });

  it('hides performers who blocked the viewer, by account or by country', async () => {
    const [user] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'user@demo.test'));
    const amara = await t.idOf('amara-joy');
    await db().insert(performerBlockedUsers).values({ performerId: amara, userId: user.id });
    await setPerformer('mei-lin', { blockedCountries: ['US'] });
    try {
      const forUser = await search('limit=100', userToken);
      expect(usernames(forUser)).not.toContain('amara-joy');
      expect(forUser.total).toBe(DEMO.length - 1);
      expect(usernames(await search('limit=100'))).toContain('amara-joy');

      const fromUs = (await get('/api/performers/search?limit=100', undefined, '8.8.8.8')).json().data;
      expect(usernames(fromUs)).not.toContain('mei-lin');
      expect(usernames(await search('limit=100'))).toContain('mei-lin');

      expect((await get('/api/performers/amara-joy/view', userToken)).statusCode).toBe(404);
      expect((await get('/api/performers/mei-lin/view', undefined, '8.8.8.8')).statusCode).toBe(404);
      const related = (await get(`/api/performers/${await t.idOf('sanne-sunshine')}/related`, userToken)).json().data as PerformerCard[];
      expect(related.map((p) => p.username)).not.toContain('amara-joy');
      expect((await get(`/api/performers/${amara}/related`, userToken)).statusCode).toBe(404);
    } finally {
      await db().delete(performerBlockedUsers);
      await setPerformer('mei-lin', { blockedCountries: [] });
    }
  });
});

describe('GET /performers/{username}/view', () => {
  it('shows the performer page with bio in the asked language, age and categories', async () => {
    const res = await get('/api/performers/demo-performer/view?locale=nl');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      username: 'demo-performer',
      name: DEMO_MAIN_PERFORMER.name,
      bio: DEMO_MAIN_PERFORMER.bio.nl,
      city: DEMO_MAIN_PERFORMER.city,
      gender: 'female',
      heightInches: DEMO_MAIN_PERFORMER.heightInches,
      weightLbs: DEMO_MAIN_PERFORMER.weightLbs,
      hair: DEMO_MAIN_PERFORMER.hair,
      privateCallPrice: DEMO_MAIN_PERFORMER.privateCallPrice,
      groupCallPrice: DEMO_MAIN_PERFORMER.groupCallPrice,
      isFavorite: false,
      streamingStatus: 'disconnected',
      isOnline: false,
    });
    const birth = new Date(`${DEMO_MAIN_PERFORMER.dateOfBirth}T12:00:00Z`);
    const now = new Date();
    const hadBirthday =
      now.getUTCMonth() > birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() >= birth.getUTCDate());
    expect(page.age).toBe(now.getUTCFullYear() - birth.getUTCFullYear() - (hadBirthday ? 0 : 1));
    const dutchNames = DEMO_MAIN_PERFORMER.categorySlugs.map((slug) => DEMO_CATEGORIES.find((c) => c.slug === slug)!.nameTranslations.nl);
    expect(page.categories.map((c: { name: string }) => c.name).sort()).toEqual(dutchNames.sort());
    expect(page.categories.map((c: { slug: string }) => c.slug).sort()).toEqual([...DEMO_MAIN_PERFORMER.categorySlugs].sort());
    expect(page).not.toHaveProperty('email');
    expect(page).not.toHaveProperty('bioTranslations');
  });

  it('shows the bio in the page’s language, falls back to the main bio for a language without translation, and finds usernames in any case', async () => {
    const en = (await get('/api/performers/Demo-Performer/view?locale=en')).json().data;
    expect(en.bio).toBe(DEMO_MAIN_PERFORMER.bio.en);
    const ru = (await get('/api/performers/demo-performer/view?locale=ru')).json().data;
    expect(ru.bio).toBe(DEMO_MAIN_PERFORMER.bio.ru);
    expect(ru.categories[0].name).toBe(DEMO_CATEGORIES.find((c) => c.slug === ru.categories[0].slug)!.nameTranslations.ru);

    const id = await t.idOf('demo-performer');
    await post(`/api/performers/${id}/translations`, { locale: 'ru', bio: '' }, performerToken);
    try {
      expect((await get('/api/performers/demo-performer/view?locale=ru')).json().data.bio).toBe(DEMO_MAIN_PERFORMER.bio.en);
    } finally {
      await post(`/api/performers/${id}/translations`, { locale: 'ru', bio: DEMO_MAIN_PERFORMER.bio.ru }, performerToken);
    }
  });

  it('answers 404 for unknown, suspended and unverified performers and for accounts that are not performers', async () => {
    const unknown = await get('/api/performers/nobody-here/view');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Performer not found');
    expect((await get('/api/performers/demo-user/view')).statusCode).toBe(404);
    await setAccount('daan-utrecht', { status: 'suspended' });
    await setPerformer('mei-lin', { verified: false });
    try {
      expect((await get('/api/performers/daan-utrecht/view')).statusCode).toBe(404);
      expect((await get('/api/performers/mei-lin/view')).statusCode).toBe(404);
    } finally {
      await setAccount('daan-utrecht', { status: 'active' });
      await setPerformer('mei-lin', { verified: true });
    }
  });

  it('lets an unverified performer see their own page', async () => {
    await setPerformer('demo-performer', { verified: false });
    try {
      expect((await get('/api/performers/demo-performer/view')).statusCode).toBe(404);
      expect((await get('/api/performers/demo-performer/view', performerToken)).statusCode).toBe(200);
    } finally {
      await setPerformer('demo-performer', { verified: true });
    }
  });
});

describe('POST /performers/{id}/inc-view', () => {
  it('counts one view per call, for anyone', async () => {
    const id = await t.idOf('sanne-sunshine');
    const before = (await get('/api/performers/sanne-sunshine/view')).json().data.views;
    const first = await post(`/api/performers/${id}/inc-view`, undefined);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.views).toBe(before + 1);
    await Promise.all([post(`/api/performers/${id}/inc-view`, undefined, userToken), post(`/api/performers/${id}/inc-view`, undefined)]);
    expect((await get('/api/performers/sanne-sunshine/view')).json().data.views).toBe(before + 3);
  });

  it('answers 404 for an unknown performer and 400 for a malformed id', async () => {
    expect((await post('/api/performers/00000000-0000-4000-8000-000000000000/inc-view', undefined)).statusCode).toBe(404);
    expect((await post('/api/performers/not-an-id/inc-view', undefined)).statusCode).toBe(400);
  });
});

describe('GET /performers/{id}/related', () => {
  it('gives 12 other performers, those sharing a category or tag first', async () => {
    const id = await t.idOf('demo-performer');
    const res = await get(`/api/performers/${id}/related`);
    expect(res.statusCode).toBe(200);
    const related = res.json().data as PerformerCard[];
    expect(related).toHaveLength(12);
    expect(related.map((p) => p.username)).not.toContain('demo-performer');
    expect(new Set(related.map((p) => p._id)).size).toBe(12);
    const [me] = await db().select().from(performers).where(eq(performers.accountId, id));
    const shares = (p: PerformerCard) =>
      p.categoryIds.some((c) => me.categoryIds.includes(c)) || p.tags.some((tag) => me.tags.includes(tag));
    const sharing = DEMO.filter(
      (p) =>
        p.username !== 'demo-performer' &&
        (p.categorySlugs.some((s) => DEMO_MAIN_PERFORMER.categorySlugs.includes(s)) ||
          p.tags.some((tag) => DEMO_MAIN_PERFORMER.tags.includes(tag))),
    );
    const firstNotSharing = related.findIndex((p) => !shares(p));
    expect(firstNotSharing === -1 ? related.length : firstNotSharing).toBe(Math.min(12, sharing.length));
    expect(related.slice(firstNotSharing === -1 ? related.length : firstNotSharing).every((p) => !shares(p))).toBe(true);
  });

  it('answers 404 for an unknown or hidden performer', async () => {
    expect((await get('/api/performers/00000000-0000-4000-8000-000000000000/related')).statusCode).toBe(404);
    await setPerformer('mei-lin', { verified: false });
    try {
      expect((await get(`/api/performers/${await t.idOf('mei-lin')}/related`)).statusCode).toBe(404);
      const related = (await get(`/api/performers/${await t.idOf('demo-performer')}/related`)).json().data as PerformerCard[];
      expect(related.map((p) => p.username)).not.toContain('mei-lin');
    } finally {
      await setPerformer('mei-lin', { verified: true });
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/api/performers/{id}/related'].get.description).toMatch(/12/);
  });
});

describe('POST /performers/{id}/translations', () => {
  it('stores the bio per language for the performer themself and shows it on the page', async () => {
    const id = await t.idOf('demo-performer');
    const res = await post(`/api/performers/${id}/translations`, { locale: 'es', bio: '  ¡Hola! Soy Luna.  ' }, performerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ locale: 'es', bio: '¡Hola! Soy Luna.' });
    expect(res.json().data.bioTranslations).toMatchObject({ es: '¡Hola! Soy Luna.', nl: DEMO_MAIN_PERFORMER.bio.nl });
    expect((await get('/api/performers/demo-performer/view?locale=es')).json().data.bio).toBe('¡Hola! Soy Luna.');
    expect((await get('/api/performers/demo-performer/view?locale=nl')).json().data.bio).toBe(DEMO_MAIN_PERFORMER.bio.nl);
    expect((await get('/api/performers/me', performerToken)).json().data.bioTranslations.es).toBe('¡Hola! Soy Luna.');

    // An empty text removes the translation again.
    await post(`/api/performers/${id}/translations`, { locale: 'es', bio: '' }, performerToken);
    expect((await get('/api/performers/demo-performer/view?locale=es')).json().data.bio).toBe(DEMO_MAIN_PERFORMER.bio.en);
    await post(`/api/performers/${id}/translations`, { locale: 'es', bio: DEMO_MAIN_PERFORMER.bio.es }, performerToken);
  });

  it("refuses another performer's bio with 403, users with 403 and strangers with 401", async () => {
    const other = await t.idOf('sanne-sunshine');
    const res = await post(`/api/performers/${other}/translations`, { locale: 'es', bio: 'Hackeado' }, performerToken);
    expect(res.statusCode).toBe(403);
    expect((await post(`/api/performers/${other}/translations`, { locale: 'es', bio: 'x' }, userToken)).statusCode).toBe(403);
    expect((await post(`/api/performers/${other}/translations`, { locale: 'es', bio: 'x' })).statusCode).toBe(401);
    expect((await get('/api/performers/sanne-sunshine/view?locale=es')).json().data.bio).not.toBe('Hackeado');
  });

  it('accepts only the site languages', async () => {
    const id = await t.idOf('demo-performer');
    const res = await post(`/api/performers/${id}/translations`, { locale: 'de', bio: 'Hallo' }, performerToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nl, en, es, pt-BR, ru, pl, ro/);
    expect((await post(`/api/performers/${id}/translations`, { locale: 'pt-BR', bio: 'Olá' }, performerToken)).statusCode).toBe(200);
    expect((await post(`/api/performers/${id}/translations`, { bio: 'x' }, performerToken)).statusCode).toBe(400);
  });
});

describe('performer self-service', () => {
  const put = (payload: object, token = performerToken) =>
    t.app.inject({ method: 'PUT', url: '/api/performers', payload, headers: bearer(token) });

  it('saves the profile fields of PUT /performers and shows them in /performers/me', async () => {
    const girls = await categoryId('girls');
    const cosplay = await categoryId('cosplay');
    // Saved as sent; the lists below are cleaned up (case, spaces, repeats).
    const asSent = {
      bio: 'New bio',
      heightInches: 65,
      weightLbs: 120,
      hair: 'red',
      eyes: 'green',
      ethnicity: 'mixed',
      bodyType: 'athletic',
      dateOfBirth: '1995-03-04',
    };
    const res = await put({
      ...asSent,
      languages: ['NL', 'en', 'en'],
      tags: [' Gaming ', 'gaming', 'COSPLAY', '   '],
      categoryIds: [girls, cosplay, girls],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ...asSent,
      languages: ['nl', 'en'],
      tags: ['gaming', 'cosplay'],
      categoryIds: [girls, cosplay],
    });
    const page = (await get('/api/performers/demo-performer/view')).json().data;
    expect(page).toMatchObject({ ethnicity: 'mixed', bodyType: 'athletic', tags: ['gaming', 'cosplay'] });
    expect(usernames(await search('tag=gaming&limit=100'))).toContain('demo-performer');
    // Null clears a field.
    expect((await put({ hair: null, heightInches: null })).json().data).toMatchObject({ hair: null, heightInches: null });
  });

  it('takes appearance as codes of its lists and refuses anything else, naming the field', async () => {
    const saved = await put({ hair: 'honey_blonde', eyes: 'dark_brown', ethnicity: 'south_asian', bodyType: 'plus_size' });
    expect(saved.statusCode).toBe(200);
    const looks = { hair: 'honey_blonde', eyes: 'dark_brown', ethnicity: 'south_asian', bodyType: 'plus_size' };
    expect((await get('/api/performers/demo-performer/view')).json().data).toMatchObject(looks);

    const refusals: [object, string, string][] = [
      [{ hair: 'blue-green' }, 'hair', LOOK_MESSAGES.hair],
      [{ hair: 'Honey blonde' }, 'hair', LOOK_MESSAGES.hair],
      [{ eyes: 'Blue' }, 'eyes', LOOK_MESSAGES.eyes],
      [{ ethnicity: ' ' }, 'ethnicity', LOOK_MESSAGES.ethnicity],
      [{ bodyType: 'plus size' }, 'bodyType', LOOK_MESSAGES.bodyType],
      [{ bodyType: 7 }, 'bodyType', LOOK_MESSAGES.bodyType],
    ];
    for (const [body, property, text] of refusals) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      const [item, ...others] = res.json().message;
      expect(others).toEqual([]);
      expect(item.property).toBe(property);
      expect(Object.values(item.constraints)[0]).toBe(text);
    }
    // Nothing refused was stored.
    expect((await get('/api/performers/me', performerToken)).json().data).toMatchObject(looks);
    // An empty text clears a field, as null does.
    expect((await put({ ethnicity: '' })).json().data.ethnicity).toBeNull();
  });

  it('is found by a new name or username at once, and no longer by the old ones', async () => {
    const before = (await get('/api/performers/me', performerToken)).json().data;
    expect((await put({ name: 'Zora Quintessa', username: 'zora-q' })).statusCode).toBe(200);
    try {
      expect(usernames(await search('q=quintessa'))).toEqual(['zora-q']);
      expect(usernames(await search('q=ZORA-Q'))).toEqual(['zora-q']);
      expect(usernames(await search(`q=${encodeURIComponent(before.name)}&limit=100`))).not.toContain('zora-q');
      expect(usernames(await search('q=demo-performer&limit=100'))).toEqual([]);
    } finally {
      expect((await put({ name: before.name, username: before.username })).statusCode).toBe(200);
    }
    expect(usernames(await search(`q=${before.username}`))).toEqual([before.username]);
  });

  it("refuses height and weight outside the options with 'Must be between min and max'", async () => {
    for (const body of [{ heightInches: 47 }, { heightInches: 84 }, { weightLbs: 98 }, { weightLbs: 319 }]) {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      const [item] = res.json().message;
      expect(item.property).toBe(Object.keys(body)[0]);
      expect(Object.values(item.constraints)).toContain(MSG.between);
    }
    expect((await put({ heightInches: 48, weightLbs: 318 })).statusCode).toBe(200);
  });

  it('refuses unknown categories, under-age birth dates and bad dates, and saves nothing then', async () => {
    const unknown = await put({ name: 'Should Not Save', categoryIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/category/i);
    expect((await get('/api/performers/me', performerToken)).json().data.name).not.toBe('Should Not Save');
    expect((await put({ categoryIds: ['not-a-uuid'] })).statusCode).toBe(400);
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const minor = await put({ dateOfBirth: young.toISOString().slice(0, 10) });
    expect(minor.statusCode).toBe(400);
    expect(minor.json().message).toMatch(/18/);
    expect((await put({ dateOfBirth: '1990-02-31x' })).statusCode).toBe(400);
  });

  it('lets only performers change their profile', async () => {
    expect((await put({ bio: 'x' }, userToken)).statusCode).toBe(403);
  });

  describe('POST /performers/working-hours/update', () => {
    const week = {
      mon: { start: '09:00', end: '17:00', closed: false },
      tue: { start: '09:00', end: '17:00', closed: false },
      wed: { start: '12:00', end: '23:59', closed: false },
      thu: { start: '09:00', end: '17:00', closed: false },
      fri: { start: '20:00', end: '23:00', closed: false },
      sat: { start: '00:00', end: '00:00', closed: true },
      sun: { start: '18:00', end: '10:00', closed: true },
    };

    it('stores the week and shows it on the performer page and in /performers/me', async () => {
      const res = await post('/api/performers/working-hours/update', week, performerToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(week);
      expect((await get('/api/performers/me', performerToken)).json().data.workingHours).toEqual(week);
      expect((await get('/api/performers/demo-performer/view')).json().data.workingHours).toEqual(week);
    });

    it('refuses an end before or at the start on an open day, with the day named', async () => {
      const res = await post(
        '/api/performers/working-hours/update',
        { ...week, tue: { start: '17:00', end: '09:00', closed: false } },
        performerToken,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Tuesday: the end time must be after the start time');
      const same = await post(
        '/api/performers/working-hours/update',
        { ...week, fri: { start: '10:00', end: '10:00', closed: false } },
        performerToken,
      );
      expect(same.statusCode).toBe(400);
    });

    it('refuses missing days and times not in HH:mm', async () => {
      const { sun: _sun, ...sixDays } = week;
      expect((await post('/api/performers/working-hours/update', sixDays, performerToken)).statusCode).toBe(400);
      const badTime = await post(
        '/api/performers/working-hours/update',
        { ...week, mon: { start: '9:00', end: '25:00', closed: false } },
        performerToken,
      );
      expect(badTime.statusCode).toBe(400);
      expect(JSON.stringify(badTime.json().message)).toContain('Use the format HH:mm');
      expect((await post('/api/performers/working-hours/update', week, userToken)).statusCode).toBe(403);
    });
  });

  it('updates the default prices of private and group shows', async () => {
    const res = await post('/api/performers/default-price/update', { privateCallPrice: 75, groupCallPrice: 15 }, performerToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ privateCallPrice: 75, groupCallPrice: 15, messagePrice: null });
    expect((await get('/api/performers/me', performerToken)).json().data).toMatchObject({ privateCallPrice: 75, groupCallPrice: 15 });
    expect((await get('/api/performers/demo-performer/view')).json().data).toMatchObject({ privateCallPrice: 75, groupCallPrice: 15 });
    const zero = await post('/api/performers/default-price/update', { privateCallPrice: 0, groupCallPrice: 15 }, performerToken);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message[0].constraints.min).toBe(MSG.between);
    expect((await post('/api/performers/default-price/update', { privateCallPrice: 10 }, performerToken)).statusCode).toBe(400);
    expect(
      (await post('/api/performers/default-price/update', { privateCallPrice: 1.5, groupCallPrice: 2 }, performerToken)).statusCode,
    ).toBe(400);
    expect((await post('/api/performers/default-price/update', { privateCallPrice: 10, groupCallPrice: 10 }, userToken)).statusCode).toBe(
      403,
    );
  });

  it('merges broadcast settings and keeps only known keys', async () => {
    const first = await post('/api/performers/broadcast-setting/update', { quality: 'hd', chatAccess: 'registered' }, performerToken);
    expect(first.statusCode).toBe(200);
    const second = await post(
      '/api/performers/broadcast-setting/update',
      { allowGroupShows: false, groupShowMaxParticipants: 8, sneaky: 'x' },
      performerToken,
    );
    expect(second.json().data).toEqual({ quality: 'hd', chatAccess: 'registered', allowGroupShows: false, groupShowMaxParticipants: 8 });
    expect((await get('/api/performers/me', performerToken)).json().data.broadcastSettings).toEqual(second.json().data);
    const [row] = await db()
      .select({ settings: performers.broadcastSettings })
      .from(performers)
      .where(eq(performers.accountId, await t.idOf('demo-performer')));
    expect(row.settings).not.toHaveProperty('sneaky');
    expect((await post('/api/performers/broadcast-setting/update', { quality: '8k' }, performerToken)).statusCode).toBe(400);
    expect((await post('/api/performers/broadcast-setting/update', { groupShowMaxParticipants: 1 }, performerToken)).statusCode).toBe(400);
  });

  describe('POST /performers/streaming-status/update', () => {
    let original: TestApp['deps']['realtime']['toAll'];
    beforeEach(() => {
      original = t.deps.realtime.toAll;
    });
    afterEach(async () => {
      t.deps.realtime.toAll = original;
      await setPerformer('demo-performer', { streamingStatus: 'offline' });
    });

    it('sets the status and tells everyone through modelUpdateStreamingStatus', async () => {
      const toAll = jest.fn();
      t.deps.realtime.toAll = toAll;
      const id = await t.idOf('demo-performer');
      const res = await post('/api/performers/streaming-status/update', { status: 'public' }, performerToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ status: 'public' });
      expect(toAll).toHaveBeenCalledTimes(1);
      expect(toAll).toHaveBeenCalledWith('modelUpdateStreamingStatus', {
        id,
        performer: { _id: id, username: 'demo-performer' },
        status: 'public',
        isOnline: true,
      });
      expect((await search('limit=1', userToken)).data[0]).toMatchObject({
        username: 'demo-performer',
        streamingStatus: 'public',
        isOnline: true,
      });
      expect((await get('/api/performers/me', performerToken)).json().data.streamingStatus).toBe('public');

      await post('/api/performers/streaming-status/update', { status: 'offline' }, performerToken);
      expect(toAll).toHaveBeenLastCalledWith('modelUpdateStreamingStatus', expect.objectContaining({ status: 'offline' }));
    });

    it('refuses public to an unverified performer, who is then not counted live', async () => {
      const toAll = jest.fn();
      t.deps.realtime.toAll = toAll;
      const adminToken = await t.login('users', 'admin@demo.test');
      const live = async () => (await get('/api/statistics/admin', adminToken)).json().data.totalLivePerformers as number;
      const before = await live();
      await setPerformer('demo-performer', { verified: false, streamingStatus: 'offline' });
      try {
        const res = await post('/api/performers/streaming-status/update', { status: 'public' }, performerToken);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: STREAM_TEXTS.notVerified });
        expect((await get('/api/performers/me', performerToken)).json().data.streamingStatus).toBe('offline');
        expect(await live()).toBe(before);
        expect(toAll).not.toHaveBeenCalled();
        // Going live the other way is the same rule.
        expect((await post('/api/streaming/live', {}, performerToken)).json().message).toBe(STREAM_TEXTS.notVerified);
        // Offline stays allowed.
        expect((await post('/api/performers/streaming-status/update', { status: 'offline' }, performerToken)).statusCode).toBe(200);
        // A status written before the rule (or by hand) is not counted live either.
        await setPerformer('demo-performer', { streamingStatus: 'public' });
        expect(await live()).toBe(before);
      } finally {
        await setPerformer('demo-performer', { verified: true, streamingStatus: 'offline' });
      }
    });

    it("counts the live session on the performer's live page: since going live, what it earned, until the performer goes offline", async () => {
      const session = async () => (await get('/api/streaming/live/session', performerToken)).json().data;
      await post('/api/performers/streaming-status/update', { status: 'offline' }, performerToken);
      expect(await session()).toMatchObject({ status: 'offline', since: null, earned: 0, viewers: 0 });
      const performerId = await t.idOf('demo-performer');
      // A tip before the session is not the session's.
      expect((await post(`/api/member/send-tip-token/${performerId}`, { token: 10 }, userToken)).statusCode).toBe(200);

      expect((await post('/api/streaming/live', { title: 'Sunday chat' }, performerToken)).statusCode).toBe(200);
      const started = await session();
      expect(started).toMatchObject({ status: 'public', title: 'Sunday chat', earned: 0, viewers: 0 });
      expect(Date.parse(started.serverTime) - Date.parse(started.since)).toBeGreaterThanOrEqual(0);
      // Tips during the session count at what they earned the performer (40 % platform commission by default).
      expect((await post(`/api/member/send-tip-token/${performerId}`, { token: 20 }, userToken)).statusCode).toBe(200);
      expect((await session()).earned).toBe(12);
      // Going live again while live keeps the session.
      await post('/api/streaming/live', { title: 'Sunday chat, part two' }, performerToken);
      expect(await session()).toMatchObject({ since: started.since, title: 'Sunday chat, part two', earned: 12 });

      await post('/api/performers/streaming-status/update', { status: 'offline' }, performerToken);
      expect(await session()).toMatchObject({ status: 'offline', since: null, earned: 0 });
      await post('/api/streaming/live', {}, performerToken);
      const next = await session();
      expect(next.earned).toBe(0);
      expect(Date.parse(next.since)).toBeGreaterThan(Date.parse(started.since));
      await post('/api/performers/streaming-status/update', { status: 'offline' }, performerToken);
      expect((await get('/api/streaming/live/session', userToken)).statusCode).toBe(403);
    });

    it('refuses unknown statuses and other roles without telling anyone', async () => {
      const toAll = jest.fn();
      t.deps.realtime.toAll = toAll;
      expect((await post('/api/performers/streaming-status/update', { status: 'disconnected' }, performerToken)).statusCode).toBe(400);
      expect((await post('/api/performers/streaming-status/update', { status: 'dancing' }, performerToken)).statusCode).toBe(400);
      expect((await post('/api/performers/streaming-status/update', { status: 'public' }, userToken)).statusCode).toBe(403);
      expect((await post('/api/performers/streaming-status/update', { status: 'public' })).statusCode).toBe(401);
      expect(toAll).not.toHaveBeenCalled();
    });
  });

  describe('document uploads', () => {
    const upload = (url: string, files: Parameters<typeof multipart>[0], token = performerToken) => {
      const form = multipart(files);
      return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(token) } });
    };

    it('stores ID and verification documents privately', async () => {
      const res = await upload('/api/performers/documents/upload', [
        { field: 'idVerification', filename: 'id.png', data: PNG },
        { field: 'documentVerification', filename: 'doc.pdf', data: PDF },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ idVerification: true, documentVerification: true, documentsUploaded: true });
      const [row] = await db()
        .select()
        .from(performers)
        .where(eq(performers.accountId, await t.idOf('demo-performer')));
      expect(row.idVerificationPath).toMatch(/^private\/documents\/.+\.png$/);
      expect(row.documentVerificationPath).toMatch(/^private\/documents\/.+\.pdf$/);
      // Private files are never served.
      expect((await get(`/uploads/${row.idVerificationPath}`)).statusCode).toBe(404);
      expect((await get(`/uploads/${row.idVerificationPath!.replace(/^private\//, '')}`)).statusCode).toBe(404);
      // One file alone replaces only that one.
      const again = await upload('/api/performers/documents/upload', [
        { field: 'idVerification', filename: 'id2.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]) },
      ]);
      expect(again.statusCode).toBe(200);
      const [after] = await db()
        .select()
        .from(performers)
        .where(eq(performers.accountId, await t.idOf('demo-performer')));
      expect(after.idVerificationPath).not.toBe(row.idVerificationPath);
      expect(after.documentVerificationPath).toBe(row.documentVerificationPath);
    });

    it('refuses no files, wrong extensions and files that are not what they say', async () => {
      expect((await upload('/api/performers/documents/upload', [])).statusCode).toBe(400);
      const exe = await upload('/api/performers/documents/upload', [{ field: 'idVerification', filename: 'id.exe', data: PNG }]);
      expect(exe.statusCode).toBe(400);
      expect(exe.json().message).toMatch(/^You can only upload/);
      expect(
        (await upload('/api/performers/documents/upload', [{ field: 'idVerification', filename: 'id.pdf', data: PNG }])).statusCode,
      ).toBe(400);
      expect((await upload('/api/performers/documents/upload', [{ field: 'avatar', filename: 'id.png', data: PNG }])).statusCode).toBe(400);
      expect(
        (await upload('/api/performers/documents/upload', [{ field: 'idVerification', filename: 'id.png', data: PNG }], userToken))
          .statusCode,
      ).toBe(403);
    });

    it('stores the release form (pdf, jpg, jpeg, png) and reports it in /performers/me', async () => {
      expect((await get('/api/performers/me', performerToken)).json().data.releaseFormUploaded).toBe(false);
      const res = await upload('/api/performers/release-form/upload', [{ field: 'releaseForm', filename: 'release.PDF', data: PDF }]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ releaseFormUploaded: true });
      expect((await get('/api/performers/me', performerToken)).json().data.releaseFormUploaded).toBe(true);
      expect(
        (await upload('/api/performers/release-form/upload', [{ field: 'releaseForm', filename: 'release.webp', data: PNG }])).statusCode,
      ).toBe(400);
      expect(
        (
          await upload('/api/performers/release-form/upload', [
            { field: 'releaseForm', filename: 'release.pdf', data: Buffer.from('not a pdf') },
          ])
        ).statusCode,
      ).toBe(400);
      expect((await upload('/api/performers/release-form/upload', [])).statusCode).toBe(400);
    });
  });
});

describe('with 10,000 performers', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp({ seed: true });
    const { db: bigDb } = big.deps.database;
    const categories = await bigDb.select({ id: performerCategories.id }).from(performerCategories);
    await bigDb.execute(sql`
      insert into accounts (kind, email, password_hash, name, username, country, gender)
      select 'performer', 'bulk' || g || '@bulk.test', 'x', 'Bulk ' || g, 'bulk' || g,
             (array['NL','BE','DE','US','GB'])[1 + g % 5], (array['female','male','couple'])[1 + g % 3]
      from generate_series(1, 10000) g`);
    await bigDb.execute(sql`
      insert into performers (account_id, verified, streaming_status, tags, languages, category_ids, views, created_at)
      select a.id, true, (array['public','private','group','offline','offline','offline','offline','offline','offline','offline'])[1 + a.n % 10],
             array['tag' || a.n % 50, 'chat'], array['en', (array['nl','de','fr'])[1 + a.n % 3]],
             array[(${sql.raw(`array[${categories.map((c) => `'${c.id}'`).join(',')}]::uuid[]`)})[1 + a.n % ${categories.length}]],
             a.n * 7 % 100000, now() - (a.n || ' minutes')::interval
      from (select id, substring(username from 5)::int as n from accounts where email like '%@bulk.test') a`);
    await bigDb.execute(sql`analyze`);
  });
  afterAll(() => big.close());

  it('answers every filter and sort quickly', async () => {
    const token = await big.login('users', 'user@demo.test');
    for (const query of [
      '',
      'sortBy=popular',
      'sortBy=newest',
      'sortBy=name',
      'q=bulk77',
      'tag=tag7',
      'categoryId=girls',
      'language=de',
      'gender=male&country=NL',
      'favourites=true',
    ]) {
      const started = Date.now();
      const res = await big.app.inject({ method: 'GET', url: `/api/performers/search?${query}`, headers: bearer(token) });
      const took = Date.now() - started;
      expect(res.statusCode).toBe(200);
      // Generous for a loaded test machine running the embedded database; typical is far below.
      expect(took).toBeLessThan(1500);
    }
    const all = (await big.app.inject({ method: 'GET', url: '/api/performers/search' })).json().data;
    expect(all.total).toBe(10000 + DEMO.length);
    expect(all.data.slice(0, 3).every((p: PerformerCard) => p.streamingStatus === 'public')).toBe(true);
    const popular = (await big.app.inject({ method: 'GET', url: '/api/performers/search?sortBy=popular&limit=50' })).json().data
      .data as PerformerCard[];
    const views = await Promise.all(
      popular
        .slice(0, 5)
        .map(async (p) => (await big.app.inject({ method: 'GET', url: `/api/performers/${p.username}/view` })).json().data.views),
    );
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const related = await big.app.inject({ method: 'GET', url: `/api/performers/${all.data[0]._id}/related` });
    expect(related.json().data).toHaveLength(12);
  });
});

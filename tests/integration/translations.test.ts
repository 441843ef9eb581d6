/**
 * Machine translation through a real Apertium APY (English to Spanish), started once for
 * this file: a message into its reader's language and kept for the next time, refused to
 * anyone outside the conversation, into a language the engine or the site does not have,
 * and when no engine is configured; an administrator's menus and content page translated
 * for review, with nothing saved.
 */
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, apiOf, type TestApp } from './helpers';
import { newFundedUser } from './deployment';
import { accounts, menus, messageTranslations, performers, posts } from '@/server/db/schema';
import { hashPassword } from '@/server/security/passwords';
import { TRANSLATION_TEXTS } from '@/server/translation/engine';
import { MESSAGE_TRANSLATION_TEXTS } from '@/server/modules/translations/service';
import { UNKNOWN_LOCALE_TEXT } from '@/shared/schemas/translations';
import { MSG } from '@/shared/messages';
import { startApertium, type ApertiumServer } from '../support/apertium';

let t: TestApp;
let apertium: ApertiumServer;
let userToken: string;
let performerToken: string;
let adminToken: string;
let performerId: string;
let messageId: string;
const PASSWORD = 'secret123';

beforeAll(async () => {
  // APY loads its pairs while the app's database is made; either failing fails the file, saying why.
  // No demo data: three accounts are all this file needs, and seeding is most of a test app's start.
  // Each is kept as soon as it is up, so that afterAll stops it even when the other one fails or is slow.
  const [app, server] = await Promise.allSettled([
    createTestApp().then((made) => (t = made)),
    startApertium().then((started) => (apertium = started)),
  ]);
  if (app.status === 'rejected') throw app.reason;
  if (server.status === 'rejected') throw server.reason;
  t.deps.config.translate = { engine: 'apertium', url: apertium.url };

  // The user writes in English; the performer reads the site in Spanish.
  const { db } = t.deps.database;
  const passwordHash = await hashPassword(PASSWORD);
  const account = { passwordHash, emailVerifiedAt: new Date() };
  const rows = await db
    .insert(accounts)
    .values([
      { ...account, kind: 'user', email: 'writer@example.com', username: 'writer', name: 'Writer', locale: 'en' },
      { ...account, kind: 'performer', email: 'reader@example.com', username: 'reader', name: 'Reader', locale: 'es' },
      { ...account, kind: 'admin', email: 'admin@example.com', name: 'Admin' },
    ])
    .returning({ id: accounts.id });
  performerId = rows[1].id;
  await db.insert(performers).values({ accountId: performerId, verified: true });
  [userToken, performerToken, adminToken] = await Promise.all([
    t.login('users', 'writer@example.com', PASSWORD),
    t.login('performers', 'reader', PASSWORD),
    t.login('users', 'admin@example.com', PASSWORD),
  ]);
  const conversation = (await api('POST', '/conversations', userToken, { source: 'performer', sourceId: performerId })).json().data;
  const sent = await api('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Hello my friend, I like your house.' });
  messageId = sent.json().data._id;
});
afterAll(async () => {
  await t?.close();
  await apertium?.stop();
});

const api = apiOf(() => t);
const db = () => t.deps.database.db;
const keptTranslations = async () =>
  (await db().select({ n: count() }).from(messageTranslations).where(eq(messageTranslations.messageId, messageId)))[0].n;

describe('a message in the reader’s language', () => {
  it('translates into the reader’s language through Apertium, then answers from the store', async () => {
    const first = await api('POST', `/messages/${messageId}/translations`, performerToken, {});
    expect(first.statusCode).toBe(200);
    const translated = first.json().data;
    expect(translated).toMatchObject({ messageId, locale: 'es', from: 'en', cached: false });
    expect(translated.text).toMatch(/Hola/);
    expect(translated.text).toMatch(/amigo/);
    expect(translated.text).toMatch(/casa/);
    const [kept] = await db()
      .select()
      .from(messageTranslations)
      .where(and(eq(messageTranslations.messageId, messageId), eq(messageTranslations.locale, 'es')));
    expect(kept).toMatchObject({ sourceLocale: 'en', text: translated.text, engine: 'apertium' });

    // The second time the engine is not asked: what the store holds is the answer.
    await db().update(messageTranslations).set({ text: 'Guardada' }).where(eq(messageTranslations.messageId, messageId));
    const again = await api('POST', `/messages/${messageId}/translations`, performerToken, { locale: 'es' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ locale: 'es', from: 'en', text: 'Guardada', cached: true });
    expect(await keptTranslations()).toBe(1);
  });

  it('lets the writer translate too, and names the languages when asked', async () => {
    const own = await api('POST', `/messages/${messageId}/translations`, userToken, { locale: 'es', from: 'en' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.locale).toBe('es');
    // The writer reads English: the message is already in their language.
    const same = await api('POST', `/messages/${messageId}/translations`, userToken, {});
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(TRANSLATION_TEXTS.sameLanguage);
  });

  it('refuses anyone outside the conversation, and a message that does not exist', async () => {
    const stranger = await newFundedUser(t, 'stranger-reader', 0);
    const refused = await api('POST', `/messages/${messageId}/translations`, stranger.token, { locale: 'es' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_TRANSLATION_TEXTS.notYours);
    expect((await api('POST', `/messages/${messageId}/translations`, adminToken, { locale: 'es' })).statusCode).toBe(403);
    expect((await api('POST', `/messages/${messageId}/translations`, undefined, { locale: 'es' })).statusCode).toBe(401);
    const missing = await api('POST', '/messages/00000000-0000-4000-8000-000000000000/translations', performerToken, { locale: 'es' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGE_TRANSLATION_TEXTS.notFound);
    expect(await keptTranslations()).toBe(1);
  });

  it('says clearly when the engine cannot translate between the two languages', async () => {
    const refused = await api('POST', `/messages/${messageId}/translations`, performerToken, { locale: 'nl', from: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TRANSLATION_TEXTS.unsupportedPair);
    expect(await keptTranslations()).toBe(1);
  });

  it('refuses a language the site does not have', async () => {
    for (const locale of ['fr', 'de', '__proto__', 'ES']) {
      const refused = await api('POST', `/messages/${messageId}/translations`, performerToken, { locale });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().message)).toContain(UNKNOWN_LOCALE_TEXT);
    }
    expect((await api('POST', `/messages/${messageId}/translations`, performerToken, { from: 'xx' })).statusCode).toBe(400);
    expect(await keptTranslations()).toBe(1);
  });

  it('refuses a deleted message', async () => {
    const conversation = (await api('POST', '/conversations', userToken, { source: 'performer', sourceId: performerId })).json().data;
    const sent = (await api('POST', `/messages/conversations/${conversation._id}`, userToken, { text: 'Take it back' })).json().data;
    const { messages } = await import('@/server/db/schema');
    await db().update(messages).set({ isDeleted: true }).where(eq(messages.id, sent._id));
    const refused = await api('POST', `/messages/${sent._id}/translations`, performerToken, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.messageDeleted);
  });
});

describe('the administrator’s menus and content pages', () => {
  it('translates menu titles into the languages the engine has, listing the others, and saves nothing', async () => {
    const before = await db().select().from(menus);
    const answer = await api('POST', '/i18n/translate/footer/menus', adminToken, {
      from: 'en',
      texts: { friend: 'My friend', house: 'My house' },
    });
    expect(answer.statusCode).toBe(200);
    const result = answer.json().data;
    expect(result.from).toBe('en');
    expect(Object.keys(result.translations)).toEqual(['es']);
    expect(result.translations.es.house).toMatch(/casa/i);
    expect(result.translations.es.friend).toMatch(/amigo/i);
    expect(result.unsupported.sort()).toEqual(['nl', 'pl', 'pt-BR', 'ro', 'ru']);
    expect(await db().select().from(menus)).toEqual(before);
  });

  it('translates a content page, keeping its paragraphs, into the languages asked for', async () => {
    const before = await db().select().from(posts);
    const answer = await api('POST', '/i18n/translate/content', adminToken, {
      from: 'en',
      to: ['es'],
      title: 'About us',
      content: 'We like your house.\n\nMy friend & I are <online>.',
    });
    expect(answer.statusCode).toBe(200);
    const { es } = answer.json().data.translations;
    const [first, second] = es.content.split('\n\n');
    expect(first).toMatch(/casa/);
    // Plain text: what looks like markup or an entity is text, and comes back as written.
    expect(second).toMatch(/amigo/);
    expect(second).toContain('&');
    expect(second).toContain('<');
    expect(es.title).not.toBe('About us');
    expect(answer.json().data.unsupported).toEqual([]);
    expect(await db().select().from(posts)).toEqual(before);
  });

  it('refuses what cannot be done: a pair the engine lacks, the source among the targets, another role', async () => {
    const noPair = await api('POST', '/i18n/translate/content', adminToken, { from: 'en', to: ['nl', 'ru'], title: 'About', content: 'x' });
    expect(noPair.statusCode).toBe(422);
    expect(noPair.json().message).toBe(TRANSLATION_TEXTS.unsupportedPair);
    const self = await api('POST', '/i18n/translate/footer/menus', adminToken, { from: 'en', to: ['en', 'es'], texts: { a: 'Home' } });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGE_TRANSLATION_TEXTS.targetIsSource);
    const unknown = await api('POST', '/i18n/translate/footer/menus', adminToken, { from: 'fr', texts: { a: 'Home' } });
    expect(unknown.statusCode).toBe(400);
    expect((await api('POST', '/i18n/translate/footer/menus', performerToken, { from: 'en', texts: { a: 'Home' } })).statusCode).toBe(403);
    expect((await api('POST', '/i18n/translate/content', userToken, { from: 'en', title: 'a', content: 'b' })).statusCode).toBe(403);
  });
});

describe('without an engine', () => {
  it('says that translation is not configured, everywhere, and the site tells the buttons so', async () => {
    expect((await api('GET', '/settings/public')).json().data.translationEnabled).toBe(true);
    const engine = t.deps.config.translate;
    t.deps.config.translate = undefined;
    try {
      const message = await api('POST', `/messages/${messageId}/translations`, performerToken, { locale: 'es' });
      expect(message.statusCode).toBe(422);
      expect(message.json().message).toBe(TRANSLATION_TEXTS.notConfigured);
      const menu = await api('POST', '/i18n/translate/footer/menus', adminToken, { from: 'en', texts: { a: 'Home' } });
      expect(menu.statusCode).toBe(422);
      expect(menu.json().message).toBe(TRANSLATION_TEXTS.notConfigured);
      const content = await api('POST', '/i18n/translate/content', adminToken, { from: 'en', title: 'a', content: 'b' });
      expect(content.json().message).toBe(TRANSLATION_TEXTS.notConfigured);
      expect((await api('GET', '/settings/public')).json().data.translationEnabled).toBe(false);
    } finally {
      t.deps.config.translate = engine;
    }
  });
});

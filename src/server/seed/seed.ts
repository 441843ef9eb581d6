/**
 * Demo data for a new, empty database: one account of each kind (password
 * demo12345), a studio with two members, and a few dozen performers with pictures,
 * categories and bios, so the site looks alive on first start. Never runs on a
 * database that already has accounts.
 */
import { count } from 'drizzle-orm';
import type { Deps } from '../deps';
import { accounts, menus, performerCategories, performers, posts, settings, sitePromos, studios, tokenPackages } from '../db/schema';
import { hashPassword } from '../security/passwords';
import {
  DEMO_CATEGORIES,
  DEMO_PACKAGES,
  DEMO_MAIN_PERFORMER,
  DEMO_PERFORMERS,
  DEMO_STUDIO_MEMBERS,
  type DemoPerformer,
} from './demo-content';
import { DEMO_MENUS, DEMO_POSTS, DEMO_PROMOS } from './demo-pages';
import { keepDemoDocuments, type DemoDocuments } from './demo-documents';
import type { Tx } from '../db/client';
import { post } from '../modules/ledger/ledger';

export const DEMO_PASSWORD = 'demo12345';

/** The demo user's starting balance: 1000 tokens, in hundredths. */
const DEMO_USER_TOKENS_MINOR = 100000n;

export const DEMO_ACCOUNTS = [
  { email: 'user@demo.test', role: 'user', note: '1000 tokens' },
  { email: 'performer@demo.test', role: 'performer', note: 'username demo-performer, verified' },
  { email: 'studio@demo.test', role: 'studio', note: 'two member performers' },
  { email: 'admin@demo.test', role: 'admin', note: 'administrator' },
] as const;

async function insertPerformer(
  tx: Tx,
  passwordHash: string,
  demo: DemoPerformer,
  categoryIds: Map<string, string>,
  extra: { email?: string; studioId?: string; verified?: boolean; documents?: DemoDocuments } = {},
) {
  const [account] = await tx
    .insert(accounts)
    .values({
      kind: 'performer',
      email: extra.email ?? `${demo.username}@performers.demo.test`,
      passwordHash,
      name: demo.name,
      username: demo.username,
      avatarPath: demo.avatar,
      gender: demo.gender,
      country: demo.country,
      city: demo.city,
      timezone: 'Europe/Amsterdam',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: accounts.id });
  await tx.insert(performers).values({
    accountId: account.id,
    studioId: extra.studioId ?? null,
    verified: extra.verified ?? true,
    ...extra.documents,
    // Nobody is connected behind seeded performers: they show as live or online only
    // while a real performer's browser is.
    streamingStatus: 'disconnected',
    bio: demo.bio.en,
    bioTranslations: demo.bio,
    tags: demo.tags,
    languages: demo.languages,
    categoryIds: demo.categorySlugs.map((slug) => categoryIds.get(slug)).filter((id): id is string => Boolean(id)),
    heightInches: demo.heightInches,
    weightLbs: demo.weightLbs,
    hair: demo.hair,
    eyes: demo.eyes,
    dateOfBirth: demo.dateOfBirth,
    privateCallPrice: demo.privateCallPrice,
    groupCallPrice: demo.groupCallPrice,
  });
  return account.id;
}

/** Seeds when the database has no accounts; returns what it did, or null. */
export async function seedDemoIfEmpty(deps: Deps): Promise<{ summary: string } | null> {
  const { db } = deps.database;
  const [{ total }] = await db.select({ total: count() }).from(accounts);
  if (total > 0) return null;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = new Date();
  let performerCount = 0;
  // Every seeded performer and the studio are verified, so each has its documents on file
  // (stored before the transaction: files are not part of it).
  const documents = new Map<string, DemoDocuments>();
  for (const demo of [DEMO_MAIN_PERFORMER, ...DEMO_STUDIO_MEMBERS, ...DEMO_PERFORMERS])
    documents.set(demo.username, await keepDemoDocuments(deps.files, demo.name));
  const studioDocuments = await keepDemoDocuments(deps.files, 'Demo Studio B.V.');

  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(performerCategories)
      .values(
        DEMO_CATEGORIES.map((c, i) => ({
          name: c.nameTranslations.en ?? c.name,
          nameTranslations: c.nameTranslations,
          slug: c.slug,
          description: c.description,
          descriptionTranslations: c.descriptionTranslations,
          ordering: i,
        })),
      )
      .returning({ id: performerCategories.id, slug: performerCategories.slug });
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const [user] = await tx
      .insert(accounts)
      .values({
        kind: 'user',
        email: 'user@demo.test',
        passwordHash,
        name: 'Demo User',
        username: 'demo-user',
        emailVerifiedAt: verified,
        country: 'NL',
        timezone: 'Europe/Amsterdam',
      })
      .returning({ id: accounts.id });
    await tx.insert(accounts).values({
      kind: 'admin',
      email: 'admin@demo.test',
      passwordHash,
      name: 'Site Admin',
      username: 'admin',
      emailVerifiedAt: verified,
      country: 'NL',
      timezone: 'Europe/Amsterdam',
    });
    // Tokens exist only as ledger entries: the starting balance is a transaction like any other.
    await post(tx, {
      kind: 'adjustment',
      accountId: null,
      reference: 'demo-data',
      description: 'Demo tokens',
      entries: [
        { wallet: 'adjustments', amountMinor: -DEMO_USER_TOKENS_MINOR },
        { wallet: 'account', accountId: user.id, amountMinor: DEMO_USER_TOKENS_MINOR },
      ],
    });

    await insertPerformer(tx, passwordHash, DEMO_MAIN_PERFORMER, categoryIds, {
      email: 'performer@demo.test',
      verified: true,
      documents: documents.get(DEMO_MAIN_PERFORMER.username),
    });

    const [studio] = await tx
      .insert(accounts)
      .values({
        kind: 'studio',
        email: 'studio@demo.test',
        passwordHash,
        name: 'Demo Studio',
        username: 'demo-studio',
        emailVerifiedAt: verified,
        country: 'NL',
        timezone: 'Europe/Amsterdam',
      })
      .returning({ id: accounts.id });
    await tx
      .insert(studios)
      .values({ accountId: studio.id, companyName: 'Demo Studio B.V.', verified: true, commissionPercent: 20, ...studioDocuments });

    for (const member of DEMO_STUDIO_MEMBERS)
      await insertPerformer(tx, passwordHash, member, categoryIds, { studioId: studio.id, documents: documents.get(member.username) });
    for (const demo of DEMO_PERFORMERS)
      await insertPerformer(tx, passwordHash, demo, categoryIds, { documents: documents.get(demo.username) });
    performerCount = 1 + DEMO_STUDIO_MEMBERS.length + DEMO_PERFORMERS.length;

    const postRows = await tx.insert(posts).values(DEMO_POSTS).returning({ id: posts.id, slug: posts.slug });
    await tx.insert(menus).values(DEMO_MENUS);
    await tx.insert(tokenPackages).values(DEMO_PACKAGES);
    await tx.insert(sitePromos).values(DEMO_PROMOS.map((promo, ordering) => ({ ...promo, ordering })));
    const notice = postRows.find((row) => row.slug === 'adults-only');
    if (notice) {
      await tx.insert(settings).values({ key: 'popup18ContentId', value: notice.id, group: 'ui', public: true }).onConflictDoNothing();
    }
  });

  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${a.role.padEnd(10)} ${a.note}`);
  return {
    summary: [`Demo data seeded: ${performerCount} performers. Log in with password "${DEMO_PASSWORD}":`, ...lines].join('\n'),
  };
}

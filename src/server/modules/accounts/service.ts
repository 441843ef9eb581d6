/**
 * The signed-in account: what /me shows for each role, profile updates and avatars.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accounts, performerCategories, performers, studios } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type {
  CurrentPerformer,
  CurrentStudio,
  CurrentUser,
  PerformerUpdateBody,
  StudioUpdateBody,
  UserUpdateBody,
} from '@/shared/schemas/profile';
import type { BroadcastSettings } from '@/shared/schemas/performers';
import { PLACEHOLDERS } from '@/shared/constants';
import { dateOfBirthProblem } from '@/shared/adult';
import { MSG } from '@/shared/messages';
import type { Upload } from '../../multipart-form';
import { createLinkService } from '../auth/links';
import { AUTH_TEXTS, refuseTaken } from '../auth/service';
import { createPerformerDirectoryService } from '../performers/directory';

type AccountRow = typeof accounts.$inferSelect;

/** Tokens are kept in hundredths; the API shows tokens. */
export const tokensFromMinor = (minor: bigint) => Number(minor) / 100;

/** Trimmed, without empty entries and repeats, in the order given. */
const cleanList = (values: string[], normalise: (value: string) => string = (value) => value) => [
  ...new Set(values.map((value) => normalise(value.trim())).filter(Boolean)),
];

export function createAccountService(deps: Deps) {
  const { db } = deps.database;
  const { files, realtime } = deps;
  const links = createLinkService(deps);
  const directory = createPerformerDirectoryService(deps);

  const avatarUrl = (row: AccountRow, fallback: string) => (row.avatarPath ? files.url(row.avatarPath) : fallback);

  const base = (row: AccountRow, fallbackAvatar: string) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    avatar: avatarUrl(row, fallbackAvatar),
    balance: tokensFromMinor(row.balanceMinor),
    emailVerified: Boolean(row.emailVerifiedAt),
    status: row.status,
    gender: row.gender,
    country: row.country,
    city: row.city,
    phone: row.phone,
    phoneCode: row.phoneCode,
    timezone: row.timezone,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  });

  async function load(id: string) {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    if (!row) throw notFound('Account not found');
    return row;
  }

  /** Says which of the two another account has, before anything is written (the unique indexes have the last word). */
  async function ensureUnique(id: string, body: { email?: string; username?: string }) {
    if (body.email) {
      const [taken] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(sql`lower(${accounts.email}) = ${body.email.trim().toLowerCase()}`, sql`${accounts.id} <> ${id}`))
        .limit(1);
      if (taken) throw conflict(AUTH_TEXTS.emailTaken);
    }
    if (body.username) {
      const [taken] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(sql`lower(${accounts.username}) = ${body.username.toLowerCase()}`, sql`${accounts.id} <> ${id}`))
        .limit(1);
      if (taken) throw conflict(AUTH_TEXTS.usernameTaken);
    }
  }

  /**
   * Updates the common profile columns. A new e-mail address must be confirmed: it
   * gets a confirmation link, and the next login waits for it (this session goes on).
   * Two accounts taking one address or username at once both pass `ensureUnique`; the
   * update of the later one is refused by the unique index (409, as for registrations).
   */
  async function updateAccount(id: string, body: UserUpdateBody) {
    await ensureUnique(id, body);
    const current = await load(id);
    const emailChanged = body.email !== undefined && body.email.trim().toLowerCase() !== current.email.toLowerCase();
    const [updated] = await db
      .update(accounts)
      .set({
        ...pick(body, ['name', 'username', 'gender', 'country', 'city', 'phone', 'phoneCode', 'timezone', 'locale']),
        ...(emailChanged ? { email: body.email!.trim(), emailVerifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning()
      .catch(refuseTaken);
    if (emailChanged) await links.sendLink(updated, 'verify_email', updated.kind === 'admin' ? 'user' : updated.kind);
  }

  /**
   * The performer-table columns a PUT /performers body changes: tags lower-cased,
   * trimmed and unique; categories must exist; the performer must be an adult.
   */
  async function performerProfileChanges(body: PerformerUpdateBody): Promise<Partial<typeof performers.$inferInsert>> {
    // The appearance fields are codes or null, as the schema let through.
    const changes: Partial<typeof performers.$inferInsert> = pick(body, [
      'bio',
      'heightInches',
      'weightLbs',
      'dateOfBirth',
      'hair',
      'eyes',
      'ethnicity',
      'bodyType',
    ]);
    // The registration's rule (src/shared/adult.ts): a real date, 18 or older.
    const problem = body.dateOfBirth ? dateOfBirthProblem(body.dateOfBirth) : null;
    if (problem) throw badRequest(problem);
    if (body.tags) changes.tags = cleanList(body.tags, (tag) => tag.toLowerCase());
    if (body.languages) changes.languages = cleanList(body.languages, (language) => language.toLowerCase());
    if (body.categoryIds) {
      const wanted = cleanList(body.categoryIds, (categoryId) => categoryId.toLowerCase());
      const known = wanted.length
        ? await db.select({ id: performerCategories.id }).from(performerCategories).where(inArray(performerCategories.id, wanted))
        : [];
      if (known.length !== wanted.length) throw badRequest('Unknown category: please choose categories from the list');
      changes.categoryIds = wanted;
    }
    return changes;
  }

  const service = {
    async currentUser(id: string): Promise<CurrentUser> {
      const row = await load(id);
      return {
        ...base(row, PLACEHOLDERS.userIcon),
        role: row.kind === 'admin' ? 'admin' : 'user',
        // The favourites the user's list shows: performers who left or blocked them are not counted.
        stats: { totalFavourites: await directory.countFavourites(id) },
      };
    },

    async currentPerformer(id: string): Promise<CurrentPerformer> {
      const row = await load(id);
      const [performer] = await db.select().from(performers).where(eq(performers.accountId, id)).limit(1);
      if (!performer) throw notFound('Performer not found');
      return {
        ...base(row, PLACEHOLDERS.avatar),
        role: 'performer',
        username: row.username ?? '',
        verified: performer.verified,
        streamingStatus: performer.streamingStatus,
        // Unknown while other instances cannot be asked: the status, which presence keeps, says it.
        isOnline: performer.streamingStatus !== 'disconnected' && (await realtime.isOnline(id)) !== false,
        bio: performer.bio,
        tags: performer.tags,
        languages: performer.languages,
        categoryIds: performer.categoryIds,
        studioId: performer.studioId,
        privateCallPrice: performer.privateCallPrice,
        groupCallPrice: performer.groupCallPrice,
        messagePrice: performer.messagePrice,
        documentsUploaded: Boolean(performer.documentVerificationPath && performer.idVerificationPath),
        workingHours: performer.workingHours,
        broadcastSettings: performer.broadcastSettings as BroadcastSettings,
        heightInches: performer.heightInches,
        weightLbs: performer.weightLbs,
        hair: performer.hair,
        eyes: performer.eyes,
        ethnicity: performer.ethnicity,
        bodyType: performer.bodyType,
        dateOfBirth: performer.dateOfBirth,
        bioTranslations: performer.bioTranslations,
        releaseFormUploaded: Boolean(performer.releaseFormPath),
      };
    },

    async currentStudio(id: string): Promise<CurrentStudio> {
      const row = await load(id);
      const [studio] = await db.select().from(studios).where(eq(studios.accountId, id)).limit(1);
      if (!studio) throw notFound('Studio not found');
      const [{ total }] = await db.select({ total: count() }).from(performers).where(eq(performers.studioId, id));
      return {
        ...base(row, PLACEHOLDERS.avatar),
        role: 'studio',
        companyName: studio.companyName,
        verified: studio.verified,
        documentsUploaded: Boolean(studio.documentVerificationPath && studio.idVerificationPath),
        stats: { totalPerformer: total },
      };
    },

    async updateUser(id: string, body: UserUpdateBody) {
      await updateAccount(id, body);
      return service.currentUser(id);
    },

    /** PUT /performers: account fields and the performer profile, checked before anything is saved. */
    async updatePerformer(id: string, body: PerformerUpdateBody) {
      if (body.username === '') throw badRequest(MSG.required);
      const profile = await performerProfileChanges(body);
      await updateAccount(id, body);
      if (Object.keys(profile).length)
        await db
          .update(performers)
          .set({ ...profile, updatedAt: new Date() })
          .where(eq(performers.accountId, id));
      return service.currentPerformer(id);
    },

    async updateStudio(id: string, body: StudioUpdateBody) {
      await updateAccount(id, body);
      if (body.companyName !== undefined) {
        await db.update(studios).set({ companyName: body.companyName, updatedAt: new Date() }).where(eq(studios.accountId, id));
      }
      return service.currentStudio(id);
    },

    /** Replaces an account's avatar: a picture whose kind and size were checked as it arrived (multipart-form.ts); 400 without one. */
    async setAvatar(id: string, file: Upload | undefined) {
      if (!file) throw badRequest('Please choose a picture');
      const row = await load(id);
      const key = await file.keep('public', 'avatars');
      await db.update(accounts).set({ avatarPath: key, updatedAt: new Date() }).where(eq(accounts.id, id));
      if (row.avatarPath && !row.avatarPath.startsWith('/')) await files.remove(row.avatarPath);
      return { url: files.url(key) };
    },
  };
  return service;
}

function pick<T extends object, K extends keyof T>(source: T, keys: K[]): Partial<Pick<T, K>> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) result[key] = source[key];
  return result;
}

export type AccountService = ReturnType<typeof createAccountService>;

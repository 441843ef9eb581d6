/**
 * Tables of the marketplace. The same drizzle schema runs on PGlite (embedded) and
 * PostgreSQL; migrations in ./migrations are generated from it by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { liveRank } from './live-rank';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * One row per person who can log in. `kind` is the role; performers and studios keep
 * their extra fields in their own tables. The balance is in hundredths of a token
 * and the check constraint keeps it from ever going below zero.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['user', 'performer', 'studio', 'admin'] }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    username: text('username'),
    avatarPath: text('avatar_path'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] }).notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Raised on password change, reset and suspension: older tokens stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    gender: text('gender'),
    country: text('country'),
    city: text('city'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    timezone: text('timezone'),
    locale: text('locale'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('accounts_username_unique').on(sql`lower(${t.username})`),
    index('accounts_kind_idx').on(t.kind),
    check('accounts_balance_not_negative', sql`${t.balanceMinor} >= 0`),
  ],
);

export const studios = pgTable('studios', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  companyName: text('company_name'),
  documentVerificationPath: text('document_verification_path'),
  idVerificationPath: text('id_verification_path'),
  verified: boolean('verified').notNull().default(false),
  commissionPercent: integer('commission_percent'),
  ...timestamps,
});

export const performers = pgTable(
  'performers',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studioId: uuid('studio_id').references(() => studios.accountId, { onDelete: 'set null' }),
    /** Member status inside a studio (spec: studio member active or inactive). */
    memberStatus: text('member_status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    verified: boolean('verified').notNull().default(false),
    /** public | private | group (showing), offline (connected, no show), disconnected (no connection). */
    streamingStatus: text('streaming_status').notNull().default('disconnected'),
    streamTitle: text('stream_title'),
    bio: text('bio'),
    /** Bio per locale, e.g. { "en": "...", "nl": "..." }. */
    bioTranslations: jsonb('bio_translations').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    heightInches: integer('height_inches'),
    weightLbs: integer('weight_lbs'),
    hair: text('hair'),
    eyes: text('eyes'),
    ethnicity: text('ethnicity'),
    bodyType: text('body_type'),
    dateOfBirth: text('date_of_birth'),
    documentVerificationPath: text('document_verification_path'),
    idVerificationPath: text('id_verification_path'),
    releaseFormPath: text('release_form_path'),
    /** Per weekday (mon..sun): `{ start: 'HH:mm', end: 'HH:mm', closed: boolean }`. */
    workingHours: jsonb('working_hours').$type<Record<string, { start: string; end: string; closed: boolean }>>().notNull().default({}),
    /** Broadcast preferences: `{ quality, showTipMenu, ... }` (see shared PerformerBroadcastSettings). */
    broadcastSettings: jsonb('broadcast_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** ISO 3166-1 alpha-2 codes of countries that may not see this performer. */
    blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
    privateCallPrice: integer('private_call_price').notNull().default(60),
    groupCallPrice: integer('group_call_price').notNull().default(10),
    views: integer('views').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('performers_studio_idx').on(t.studioId),
    index('performers_status_idx').on(t.streamingStatus),
    // Search filters (`@>` on the arrays) and sorts (popular, newest) on many performers.
    index('performers_tags_gin_idx').using('gin', t.tags),
    index('performers_category_ids_gin_idx').using('gin', t.categoryIds),
    index('performers_languages_gin_idx').using('gin', t.languages),
    index('performers_views_idx').on(t.views.desc()),
    // The default "live" order read straight from an index: the first page needs no sort.
    index('performers_live_rank_idx').on(liveRank(t.streamingStatus), t.views.desc()),
    index('performers_created_at_idx').on(t.createdAt.desc()),
  ],
);

/** One-time links sent by e-mail: e-mail verification and password reset. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_hash_unique').on(t.tokenHash)],
);

/** Site settings by key. `public` ones are readable by anyone through /settings/public. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  group: text('group').notNull().default('general'),
  public: boolean('public').notNull().default(false),
  description: text('description'),
  ...timestamps,
});

export const menus = pgTable('menus', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** Title per locale; falls back to `title`. */
  titleTranslations: jsonb('title_translations').$type<Record<string, string>>().notNull().default({}),
  path: text('path').notNull(),
  section: text('section', { enum: ['header', 'footer'] }).notNull(),
  isNewTab: boolean('is_new_tab').notNull().default(false),
  ordering: integer('ordering').notNull().default(0),
  ...timestamps,
});

export const performerCategories = pgTable('performer_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameTranslations: jsonb('name_translations').$type<Record<string, string>>().notNull().default({}),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  ordering: integer('ordering').notNull().default(0),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  ...timestamps,
});

/** Content pages (terms, privacy, 18+ notice...) linked from menus and the popup. */
export const posts = pgTable('posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  translations: jsonb('translations').$type<Record<string, { title: string; content: string }>>().notNull().default({}),
  status: text('status', { enum: ['published', 'draft'] }).notNull().default('published'),
  ...timestamps,
});

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.performerId] }), index('favourites_performer_idx').on(t.performerId)],
);

/** Users a performer has blocked: they cannot see the performer anywhere. */
export const performerBlockedUsers = pgTable(
  'performer_blocked_users',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] }), index('performer_blocked_users_user_idx').on(t.userId)],
);

/** Promotions shown on the home page (banners with a link). */
export const sitePromos = pgTable('site_promos', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  titleTranslations: jsonb('title_translations').$type<Record<string, string>>().notNull().default({}),
  text: text('text'),
  textTranslations: jsonb('text_translations').$type<Record<string, string>>().notNull().default({}),
  imageUrl: text('image_url'),
  link: text('link'),
  ordering: integer('ordering').notNull().default(0),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  ...timestamps,
});

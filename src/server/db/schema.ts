/**
 * Tables of the marketplace. The same drizzle schema runs on PGlite (embedded) and
 * PostgreSQL; migrations in ./migrations are generated from it by drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import {
  BODY_TYPES,
  ETHNICITIES,
  EYE_COLOURS,
  HAIR_COLOURS,
  EARNING_TYPES,
  SALE_TYPES,
  ACCOUNT_STATUSES,
  DELIVERY_STATUSES,
  PRODUCT_TYPES,
  REFUND_STATUSES,
  PROMO_AUDIENCES,
  VIDEO_FAILURES,
  VIDEO_STATES,
} from '@/shared/constants';
import type { ShippingAddress } from '@/shared/schemas/products';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@/shared/audit';
import { liveRank } from './live-rank';
import { ORDER_STATUSES } from '@/shared/schemas/money';
import { ITEM_TYPES } from '@/shared/schemas/assets';

/** A check that a column holds one of `codes` (or null). The codes are plain words: nothing to escape. */
const knownCode = (name: string, column: AnyPgColumn, codes: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(codes.map((code) => `'${code}'`).join(', '))})`);

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
    /**
     * `pending`: a performer or studio waiting for an administrator's review (they can log
     * in and upload documents); `rejected` and `suspended` cannot log in. The reason of the
     * last rejection or suspension is `statusReason`.
     */
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    statusReason: text('status_reason'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Raised on password change, reset and suspension: older tokens stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
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
    index('accounts_status_idx').on(t.status),
    check('accounts_status_known', sql`${t.status} in ('pending', 'active', 'suspended', 'rejected')`),
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
  /** New documents arrived after approval: back in the review queue for them, still verified. */
  documentsReviewPending: boolean('documents_review_pending').notNull().default(false),
  /** The platform's percentage of the studio's sales; the site default when null. */
  commissionPercent: integer('commission_percent'),
  /** The members' percentage of what remains for the studio; the site default when null. */
  memberSharePercent: integer('member_share_percent'),
  ...timestamps,
});

export const performers = pgTable(
  'performers',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    studioId: uuid('studio_id').references(() => studios.accountId, { onDelete: 'set null' }),
    /** Member status inside a studio: only active members are on the site (docs/domain.md#accounts-and-roles). */
    memberStatus: text('member_status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    verified: boolean('verified').notNull().default(false),
    /** New documents arrived after approval: back in the review queue for them, still verified and on the site. */
    documentsReviewPending: boolean('documents_review_pending').notNull().default(false),
    /** public | private | group (showing), offline (connected, no show), disconnected (no connection). */
    streamingStatus: text('streaming_status').notNull().default('disconnected'),
    streamTitle: text('stream_title'),
    /** When the performer last went live from offline: the start of the live session their live page counts from. */
    liveSince: timestamp('live_since', { withTimezone: true }),
    bio: text('bio'),
    /** Bio per locale, e.g. { "en": "...", "nl": "..." }. */
    bioTranslations: jsonb('bio_translations').$type<Record<string, string>>().notNull().default({}),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    heightInches: integer('height_inches'),
    weightLbs: integer('weight_lbs'),
    /** Appearance, as codes (HAIR_COLOURS, EYE_COLOURS, ETHNICITIES, BODY_TYPES) that pages show translated. */
    hair: text('hair', { enum: HAIR_COLOURS }),
    eyes: text('eyes', { enum: EYE_COLOURS }),
    ethnicity: text('ethnicity', { enum: ETHNICITIES }),
    bodyType: text('body_type', { enum: BODY_TYPES }),
    dateOfBirth: text('date_of_birth'),
    documentVerificationPath: text('document_verification_path'),
    idVerificationPath: text('id_verification_path'),
    releaseFormPath: text('release_form_path'),
    /** Per weekday (mon..sun): `{ start: 'HH:mm', end: 'HH:mm', closed: boolean }`. */
    workingHours: jsonb('working_hours').$type<Record<string, { start: string; end: string; closed: boolean }>>().notNull().default({}),
    /** Broadcast preferences: `{ quality, showTipMenu, ... }` (see shared PerformerBroadcastSettings). */
    broadcastSettings: jsonb('broadcast_settings').$type<Record<string, unknown>>().notNull().default({}),
    /** ISO 3166-1 alpha-2 codes of countries that may not see this performer. */
    blockedCountries: text('blocked_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** For a studio member: their percentage of what remains for the studio; the studio's default when null. */
    memberSharePercent: integer('member_share_percent'),
    privateCallPrice: integer('private_call_price').notNull().default(60),
    groupCallPrice: integer('group_call_price').notNull().default(10),
    /** Whole tokens a user pays per message to this performer when the site charges for messages; the site's `tokenPerMessage` when null. */
    messagePrice: integer('message_price'),
    views: integer('views').notNull().default(0),
    /**
     * The account's name and username, lower-cased, one per line: what a typed search
     * matches, kept on the performer's row so that the search reads it while walking
     * the list's order. Written by the database itself (triggers of migration
     * 0013_performer_search_text) whenever the account's name or username changes.
     */
    searchText: text('search_text').notNull().default(''),
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
    // A typed text of three letters or more that few performers match (pg_trgm).
    index('performers_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    knownCode('performers_hair_known', t.hair, HAIR_COLOURS),
    knownCode('performers_eyes_known', t.eyes, EYE_COLOURS),
    knownCode('performers_ethnicity_known', t.ethnicity, ETHNICITIES),
    knownCode('performers_body_type_known', t.bodyType, BODY_TYPES),
  ],
);

/**
 * A studio's invitation to a performer (docs/domain.md#studios): `pending` until the
 * performer accepts (they become a member: `performers.studioId`) or declines, or the
 * studio withdraws it (`cancelled`). One pending invitation per studio and performer;
 * a performer is in one studio at most, which `performers.studioId` holds.
 */
export const studioInvitations = pgTable(
  'studio_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studioId: uuid('studio_id')
      .notNull()
      .references(() => studios.accountId, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('studio_invitations_pending_unique')
      .on(t.studioId, t.performerId)
      .where(sql`${t.status} = 'pending'`),
    index('studio_invitations_performer_idx').on(t.performerId, t.status),
    check('studio_invitations_status_known', sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
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
    /** `resubmit_documents`: a rejected performer or studio sends new documents (mailed with the rejection). */
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'resubmit_documents'] }).notNull(),
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
  /** Description per locale; falls back to `description`. */
  descriptionTranslations: jsonb('description_translations').$type<Record<string, string>>().notNull().default({}),
  ordering: integer('ordering').notNull().default(0),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  ...timestamps,
});

/** Content pages (terms, privacy, 18+ notice...) linked from menus and the popup. */
export const posts = pgTable('posts', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  translations: jsonb('translations').$type<Record<string, { title: string; content: string }>>().notNull().default({}),
  status: text('status', { enum: ['published', 'draft'] })
    .notNull()
    .default('published'),
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

/**
 * Promotions shown on the home page (banners with a link), managed by administrators.
 * `imageUrl` is a stored upload's key (or a shipped picture's path). A promo shows while
 * it is active and now is within `[startAt, endAt)`; an open end has no limit.
 */
export const sitePromos = pgTable(
  'site_promos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleTranslations: jsonb('title_translations').$type<Record<string, string>>().notNull().default({}),
    text: text('text'),
    textTranslations: jsonb('text_translations').$type<Record<string, string>>().notNull().default({}),
    imageUrl: text('image_url'),
    link: text('link'),
    ordering: integer('ordering').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Who sees it (PROMO_AUDIENCES): everyone, or only visitors not signed in. */
    audience: text('audience', { enum: PROMO_AUDIENCES }).notNull().default('everyone'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check('site_promos_dates', sql`${t.startAt} is null or ${t.endAt} is null or ${t.endAt} > ${t.startAt}`)],
);

/* ---------------------------------------------------------------------------
 * Money. Amounts are hundredths of a token in bigint columns (`*_minor`).
 * ------------------------------------------------------------------------ */

export { SALE_TYPES, EARNING_TYPES };
/**
 * `chargeback` takes bought tokens back when the gateway reverses the payment;
 * `adjustment` gives or takes tokens outside any sale (the demo data's starting balances).
 */
export const LEDGER_KINDS = ['purchase', 'voucher', ...SALE_TYPES, 'refund', 'payout', 'chargeback', 'adjustment'] as const;
/**
 * Where tokens sit besides accounts: `gateway` issues bought tokens (and gets back
 * those of a charged-back purchase), `vouchers` issues voucher tokens, `platform`
 * keeps commission, `payouts` receives what was paid out, `adjustments` issues
 * tokens given outside any sale. Their balances are sums of entries (no hot row to lock).
 */
export const LEDGER_WALLETS = ['account', 'gateway', 'vouchers', 'platform', 'payouts', 'adjustments'] as const;

/**
 * One movement of tokens. Its entries sum to zero. A client that may retry gives an
 * idempotency key: the same key from the same account has one effect only.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Who caused it (the tipper, the buyer, the requester); null for the system. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    /** What it is about: an order, a voucher, a performer, a payout request... */
    reference: text('reference'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_unique')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('ledger_transactions_account_idx').on(t.accountId, t.createdAt.desc()),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    wallet: text('wallet', { enum: LEDGER_WALLETS }).notNull(),
    /** The account for wallet `account`, null for the others. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt.desc()),
    check('ledger_entries_account_wallet', sql`(${t.wallet} = 'account') = (${t.accountId} is not null)`),
    check('ledger_entries_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/** Token packages users can buy. */
export const tokenPackages = pgTable('token_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameTranslations: jsonb('name_translations').$type<Record<string, string>>().notNull().default({}),
  description: text('description'),
  /** Description per locale; falls back to `description`. */
  descriptionTranslations: jsonb('description_translations').$type<Record<string, string>>().notNull().default({}),
  tokens: integer('tokens').notNull(),
  /** Price in cents of `currency`. */
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  ordering: integer('ordering').notNull().default(0),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  ...timestamps,
});

/**
 * A purchase of a token package through a gateway: created, then paid, declined or
 * cancelled; a payment the gateway reverses later is `charged_back` (a chargeback) or
 * `refunded` (a refund through the gateway).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => tokenPackages.id, { onDelete: 'set null' }),
    gateway: text('gateway', { enum: ['sandbox', 'verotel'] }).notNull(),
    /** What was bought, copied from the package at the time of the order. */
    description: text('description').notNull(),
    /** `description` per locale, copied with it; falls back to `description`. */
    descriptionTranslations: jsonb('description_translations').$type<Record<string, string>>().notNull().default({}),
    tokens: integer('tokens').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    /** The gateway's own id of the payment (Verotel saleID). */
    gatewayReference: text('gateway_reference'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the gateway reversed the payment (chargeback or refund). */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** Tokens the reversal took back from the buyer; its ledger transaction is `reversalTransactionId`. */
    reversedMinor: bigint('reversed_minor', { mode: 'bigint' }),
    /**
     * Tokens the reversal should have taken back but the buyer had already spent (a
     * balance never goes below zero): the site's loss, listed for administrators.
     */
    unrecoveredMinor: bigint('unrecovered_minor', { mode: 'bigint' }),
    reversalTransactionId: uuid('reversal_transaction_id').references(() => ledgerTransactions.id),
    ...timestamps,
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
    // The orders still waiting, oldest first: those past their time are marked expired.
    index('payment_orders_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
    index('payment_orders_unrecovered_idx')
      .on(t.reversedAt.desc())
      .where(sql`${t.unrecoveredMinor} > 0`),
  ],
);

/** Every callback a gateway sent, verified or not, for audit. */
export const gatewayCallbacks = pgTable('gateway_callbacks', {
  id: uuid('id').primaryKey().defaultRandom(),
  gateway: text('gateway').notNull(),
  orderId: uuid('order_id'),
  payload: jsonb('payload').$type<Record<string, string>>().notNull(),
  verified: boolean('verified').notNull(),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Codes worth tokens, created by administrators. Each redemption gives `valueMinor`;
 * a voucher has `maxUses` redemptions in all (null: no limit, only vouchers made before
 * redemptions were counted per account) and each account redeems it once.
 * `usedCount` counts redemptions; the check keeps it within `maxUses`, and a redemption
 * raises it with one conditional UPDATE, so parallel redemptions never pass the limit.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** Tokens per redemption, in hundredths. */
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    /** How many redemptions in all; unlimited when null. */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** `inactive`: disabled by an administrator, nobody redeems it. */
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(sql`lower(${t.code})`),
    check('vouchers_uses_range', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /**
     * True for every redemption since a voucher is redeemed once per account (the unique
     * index below holds them to it); null for older ones, when one account could redeem
     * a voucher several times. Set by the ORM on insert, so the column has no SQL default
     * and those older rows stay outside the index.
     */
    oncePerAccount: boolean('once_per_account').$defaultFn(() => true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_redemptions_voucher_idx').on(t.voucherId, t.createdAt.desc()),
    uniqueIndex('voucher_redemptions_once_per_account')
      .on(t.voucherId, t.userId)
      .where(sql`${t.oncePerAccount}`),
  ],
);

/** The platform's percentage of one performer's sales of one type, set by administrators. */
export const commissionRates = pgTable(
  'commission_rates',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    saleType: text('sale_type', { enum: SALE_TYPES }).notNull(),
    percent: integer('percent').notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.performerId, t.saleType] }),
    check('commission_rates_percent_range', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * What one party earned from one sale: the performer's row and, for a studio member,
 * the studio's row. `gross` is the sale price, `commission` what others took, `net`
 * what this party got. Paid when a payout request covering it is done.
 */
export const earnings = pgTable(
  'earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    earnerKind: text('earner_kind', { enum: ['performer', 'studio'] }).notNull(),
    /** The performer whose sale it was (the earner itself on performer rows). */
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    payerId: uuid('payer_id').references(() => accounts.id, { onDelete: 'set null' }),
    saleType: text('sale_type', { enum: EARNING_TYPES }).notNull(),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'bigint' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'bigint' }).notNull(),
    /** The platform's part of the sale, the same on every row of one sale. */
    platformMinor: bigint('platform_minor', { mode: 'bigint' }).notNull(),
    payoutRequestId: uuid('payout_request_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('earnings_account_idx').on(t.accountId, t.createdAt.desc()),
    index('earnings_unpaid_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.paidAt} is null`),
    check('earnings_balanced', sql`${t.commissionMinor} + ${t.netMinor} = ${t.grossMinor}`),
  ],
);

export const PAYOUT_METHODS = ['bank_transfer', 'direct_deposit', 'paxum', 'bitpay'] as const;

/** Where a performer or studio wants to be paid, per method. */
export const paymentInformation = pgTable(
  'payment_information',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.accountId, t.method] })],
);

/**
 * A request to be paid the unpaid earnings of a date range: pending, then approved
 * or rejected; approved, then done (paid). A studio member's request is decided by
 * the studio, every other one by the administrators. One pending request per
 * requester, enforced by a partial unique index.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    requesterKind: text('requester_kind', { enum: ['performer', 'studio'] }).notNull(),
    /** The studio that decides a member's request; null when administrators decide. */
    studioId: uuid('studio_id').references(() => accounts.id, { onDelete: 'set null' }),
    fromDate: timestamp('from_date', { withTimezone: true }).notNull(),
    toDate: timestamp('to_date', { withTimezone: true }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** What the amount is paid out at, in cents of `valueCurrency`: the rate of the day the request was made or changed. */
    valueMinor: bigint('value_minor', { mode: 'bigint' }).notNull(),
    valueCurrency: text('value_currency').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** The payment details as they were when the request was made. */
    paymentDetails: jsonb('payment_details').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'done'] })
      .notNull()
      .default('pending'),
    requestNote: text('request_note'),
    adminNote: text('admin_note'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payout_requests_one_pending')
      .on(t.requesterId)
      .where(sql`${t.status} = 'pending'`),
    index('payout_requests_requester_idx').on(t.requesterId, t.createdAt.desc()),
    index('payout_requests_studio_idx').on(t.studioId, t.createdAt.desc()),
    check('payout_requests_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/* ---------------------------------------------------------------------------
 * Messaging. A private conversation is between one user and one performer; the
 * stream types belong to a performer's shows.
 * ------------------------------------------------------------------------ */

export const CONVERSATION_TYPES = ['private', 'stream_public', 'stream_private', 'stream_group'] as const;

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: CONVERSATION_TYPES }).notNull(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The user of a private conversation; null for stream conversations. */
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    lastMessage: text('last_message'),
    lastMessageCreatedAt: timestamp('last_message_created_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_private_pair')
      .on(t.performerId, t.userId)
      .where(sql`${t.type} = 'private'`),
    // A performer's public stream has one conversation, kept from show to show.
    uniqueIndex('conversations_public_stream')
      .on(t.performerId)
      .where(sql`${t.type} = 'stream_public'`),
    index('conversations_performer_idx').on(t.performerId, t.type),
  ],
);

/** Who takes part in a conversation, and how many of its messages they have not seen. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.accountId] }), index('conversation_participants_account_idx').on(t.accountId)],
);

/**
 * `file`: a picture or file sent in a private conversation (its file in `message_files`);
 * `payment`: a user's direct payment to the performer, its note as the text.
 */
export const MESSAGE_TYPES = ['text', 'tip', 'notice', 'file', 'payment'] as const;

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => accounts.id, { onDelete: 'set null' }),
    type: text('type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    text: text('text').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** What the sender paid for it (paid messages), hundredths of a token. */
    priceMinor: bigint('price_minor', { mode: 'bigint' }),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    /** The sender's key for this message: a retried send finds it instead of storing it twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc()),
    uniqueIndex('messages_idempotency_unique')
      .on(t.senderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * A message put into a reader's language by the translation engine, kept so that the
 * same message in the same language is translated once (modules/translations/). The
 * language it was taken from is kept with it: asked from another one, it is translated anew.
 */
export const messageTranslations = pgTable(
  'message_translations',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    sourceLocale: text('source_locale').notNull(),
    text: text('text').notNull(),
    /** The engine that made it (apertium, libretranslate). */
    engine: text('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.locale] })],
);

/**
 * The file of a `file` message: private, read only by the conversation's two parties
 * through short-lived signed addresses (modules/messaging/attachments.ts).
 */
export const messageFiles = pgTable('message_files', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  /** The stored key, `private/messages/<uuid>.<kind>`. */
  path: text('path').notNull(),
  /** The name the sender's file had, shown and used for its download. */
  name: text('name').notNull(),
  size: integer('size').notNull(),
  /** `image`: shown in the thread; `file`: offered for download. */
  kind: text('kind', { enum: ['image', 'file'] }).notNull(),
});

/* ---------------------------------------------------------------------------
 * Private and group shows, billed per started minute by the server
 * (modules/shows/). Prices are hundredths of a token, like every money column.
 * ------------------------------------------------------------------------ */

export const SHOW_TYPES = ['private', 'group'] as const;
/** requested → active | declined | cancelled (private); active → ended. A group show starts active. */
export const SHOW_STATUSES = ['requested', 'declined', 'cancelled', 'active', 'ended'] as const;

/**
 * One private or group show of a performer, with its own conversation (its chat and
 * the room its media and events go through). The unique indexes keep money safe: a
 * user has at most one open private request or show with a performer, and a performer
 * is in at most one active show, so two accepts at once cannot bill twice.
 */
export const shows = pgTable(
  'shows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: SHOW_TYPES }).notNull(),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The user who asked for a private show; null for a group show. */
    userId: uuid('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHOW_STATUSES }).notNull(),
    /** What each started minute costs each paying participant. */
    pricePerMinuteMinor: bigint('price_per_minute_minor', { mode: 'bigint' }).notNull(),
    /** Group shows only: how many may pay to watch at once. */
    maxParticipants: integer('max_participants'),
    /** The performer's status before the show (public or offline), given back when it ends. */
    statusBefore: text('status_before'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('shows_conversation_unique').on(t.conversationId),
    uniqueIndex('shows_one_open_private')
      .on(t.performerId, t.userId)
      .where(sql`${t.type} = 'private' and ${t.status} in ('requested', 'active')`),
    uniqueIndex('shows_one_active_per_performer')
      .on(t.performerId)
      .where(sql`${t.status} = 'active'`),
    index('shows_performer_idx').on(t.performerId, t.status),
    index('shows_user_idx').on(t.userId, t.status),
    check('shows_price_positive', sql`${t.pricePerMinuteMinor} > 0`),
    check('shows_private_has_user', sql`(${t.type} = 'private') = (${t.userId} is not null)`),
    check('shows_group_has_max', sql`(${t.type} = 'group') = (${t.maxParticipants} is not null)`),
  ],
);

/**
 * One paying stay in a show: the user of a private show, or a viewer of a group show
 * from joining to leaving (a viewer who comes back gets a new row). Minute n + 1 is
 * due at `joined_at + n minutes`; `next_charge_at` holds that time so the scheduler
 * finds due charges through an index. One open stay per account and show.
 */
export const showParticipants = pgTable(
  'show_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    showId: uuid('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    leaveReason: text('leave_reason'),
    minutesCharged: integer('minutes_charged').notNull().default(0),
    /** What this stay paid (gross). */
    chargedMinor: bigint('charged_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** What the performer earned from this stay (their net part of each charge). */
    earnedMinor: bigint('earned_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** When the next minute is due; meaningless once left. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }).notNull(),
    /**
     * Since when no socket of the viewer has been in the show's room (null while one is;
     * a stay starts away, until the show page joins the room). Minutes falling due after
     * it wait; back within the presence grace period, they are charged; not back, the
     * stay ends at this time (shows/attendance.ts).
     */
    awaySince: timestamp('away_since', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('show_participants_one_open')
      .on(t.showId, t.accountId)
      .where(sql`${t.leftAt} is null`),
    index('show_participants_due_idx')
      .on(t.nextChargeAt)
      .where(sql`${t.leftAt} is null`),
    index('show_participants_away_idx')
      .on(t.awaySince)
      .where(sql`${t.leftAt} is null and ${t.awaySince} is not null`),
    index('show_participants_account_idx').on(t.accountId),
    check('show_participants_charged_not_negative', sql`${t.chargedMinor} >= 0 and ${t.earnedMinor} >= 0 and ${t.minutesCharged} >= 0`),
  ],
);

/**
 * One row per change an administrator made, written in the change's transaction: who,
 * what, on which account or item, the changed fields before and after, why, and from
 * which address. The database refuses to change or delete a row (a trigger of the
 * migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_admin_idx').on(t.adminId, t.createdAt.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
  ],
);

/* ---------------------------------------------------------------------------
 * The content store: what performers sell besides their shows.
 * ------------------------------------------------------------------------ */

/**
 * The columns of every item a performer sells (a video, a gallery, a product): whose, its texts and
 * their translations, its tags, its price (0: free for anyone), whether it is for sale
 * (an item not for sale is shown but not sold) and whether it is shown at all.
 */
const itemColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  performerId: uuid('performer_id')
    .notNull()
    .references(() => performers.accountId, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  titleTranslations: jsonb('title_translations').$type<Record<string, string>>().notNull().default({}),
  description: text('description'),
  descriptionTranslations: jsonb('description_translations').$type<Record<string, string>>().notNull().default({}),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  priceMinor: bigint('price_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  isSale: boolean('is_sale').notNull().default(true),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  /** Taken down by an administrator (content moderation): shown to nobody but its performer, sold no more, whatever its status. */
  takenDownAt: timestamp('taken_down_at', { withTimezone: true }),
  /** Why, as the administrator wrote it to the performer. */
  takedownReason: text('takedown_reason'),
});

/**
 * A performer's video: the original file (private: only its buyers, its owner and, when
 * free, anyone get a signed address to it), an optional trailer anyone may play, and a
 * picture (given, or taken from the video by ffmpeg). The duration is read by ffprobe
 * at upload; the picture and the versions browsers play are made after it (`processing`,
 * modules/assets/video-processing.ts). Not for sale, it shows its trailer only (to others than its owner). A
 * deleted video is kept (its buyers' purchases point at it) but shown to nobody and sold
 * no more.
 */
export const performerVideos = pgTable(
  'performer_videos',
  {
    ...itemColumns(),
    videoPath: text('video_path').notNull(),
    trailerPath: text('trailer_path'),
    thumbnailPath: text('thumbnail_path'),
    durationSeconds: integer('duration_seconds').notNull(),
    views: integer('views').notNull().default(0),
    /** Its way to viewers (VIDEO_STATES): shown and sold only once `ready`. */
    processing: text('processing', { enum: VIDEO_STATES }).notNull().default('ready'),
    /** Why it `failed` (VIDEO_FAILURES). */
    processingFailure: text('processing_failure', { enum: VIDEO_FAILURES }),
    /** When a server took it up to process it; another takes it up once this is long past (that server stopped). */
    processingClaimedAt: timestamp('processing_claimed_at', { withTimezone: true }),
    /** The versions browsers play when the uploaded files are not (H.264 and AAC in MP4); null: the upload plays as it is. */
    playableVideoPath: text('playable_video_path'),
    playableTrailerPath: text('playable_trailer_path'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('performer_videos_performer_idx').on(t.performerId, t.createdAt.desc()),
    index('performer_videos_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.processing} = 'processing'`),
    check('performer_videos_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * A performer's photo gallery, sold as a whole: its photos (performer_photos) are seen by
 * its buyers, its owner and, when it is free, anyone. The cover is one of its photos (the
 * first by position when none is chosen). A deleted gallery is kept for its buyers, like a
 * deleted video.
 */
export const performerGalleries = pgTable(
  'performer_galleries',
  {
    ...itemColumns(),
    /** One of its photos; null: the first by position. */
    coverPhotoId: uuid('cover_photo_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('performer_galleries_performer_idx').on(t.performerId, t.createdAt.desc()),
    check('performer_galleries_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * A photo of a gallery, as uploaded (`originalPath`, private) and as the server made it
 * with sharp: `displayPath` (private, at most 1600 px a side, for those who may see the
 * gallery) and `previewPath` (public, a small square for covers and the photo strip).
 */
export const performerPhotos = pgTable(
  'performer_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    galleryId: uuid('gallery_id')
      .notNull()
      .references(() => performerGalleries.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    title: text('title'),
    /** Order in the gallery, from 0. */
    position: integer('position').notNull(),
    originalPath: text('original_path').notNull(),
    displayPath: text('display_path').notNull(),
    previewPath: text('preview_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    ...timestamps,
  },
  (t) => [index('performer_photos_gallery_idx').on(t.galleryId, t.position)],
);

/**
 * A performer's product: a digital one (a file, private: its buyers get a signed, expiring
 * link to it) or a physical one (`stock` left, never below 0, lowered by each sale in the
 * sale's transaction; sent to the address its buyer gives). Its picture is public. A
 * deleted product is kept for its buyers and their orders, shown to nobody and sold no more.
 */
export const performerProducts = pgTable(
  'performer_products',
  {
    ...itemColumns(),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    /** Null for a digital product. */
    stock: integer('stock'),
    imagePath: text('image_path'),
    /** The digital product's file and the name it was uploaded with; null for a physical one. */
    digitalPath: text('digital_path'),
    digitalName: text('digital_name'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('performer_products_performer_idx').on(t.performerId, t.createdAt.desc()),
    check('performer_products_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('performer_products_stock_not_negative', sql`${t.stock} >= 0`),
    check(
      'performer_products_kind',
      sql`(${t.productType} = 'physical' and ${t.stock} is not null) or (${t.productType} = 'digital' and ${t.digitalPath} is not null)`,
    ),
  ],
);

/**
 * An item a buyer owns, bought once: the sale's ledger transaction and the price paid.
 * A refund ends the ownership (`refundedAt`).
 */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    itemId: uuid('item_id').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Owned once at a time: bought again only after a refund.
    uniqueIndex('purchased_items_once')
      .on(t.buyerId, t.itemType, t.itemId)
      .where(sql`${t.refundedAt} is null`),
    index('purchased_items_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('purchased_items_item_idx').on(t.itemType, t.itemId),
  ],
);

/**
 * The order a product's purchase makes (one per purchase): what was bought, for how much,
 * where it goes and how far it has got (`DELIVERY_STATUSES`). The title and price are kept
 * as they were at purchase.
 */
export const productOrders = pgTable(
  'product_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .unique('product_orders_purchase_unique')
      .references(() => purchasedItems.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => performerProducts.id, { onDelete: 'cascade' }),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    title: text('title').notNull(),
    priceMinor: bigint('price_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingCarrier: text('shipping_carrier'),
    trackingCode: text('tracking_code'),
    ...timestamps,
  },
  (t) => [
    index('product_orders_performer_idx').on(t.performerId, t.createdAt.desc()),
    index('product_orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
  ],
);

/**
 * A buyer's request for their tokens back for one purchase, decided by an administrator.
 * One open (pending) request per purchase; an accepted one names the ledger transaction
 * that reversed the sale.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchasedItems.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    performerId: uuid('performer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refund_requests_one_open')
      .on(t.purchaseId)
      .where(sql`${t.status} = 'pending'`),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_buyer_idx').on(t.buyerId, t.createdAt.desc()),
  ],
);

/* ---------------------------------------------------------------------------
 * Moderation of a performer's public stream chat (modules/stream-chat/moderation.ts).
 * ------------------------------------------------------------------------- */

/** Fans a performer named to moderate their public stream chat with them. */
export const streamModerators = pgTable(
  'stream_moderators',
  {
    performerId: uuid('performer_id')
      .notNull()
      .references(() => performers.accountId, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.accountId] }), index('stream_moderators_account_idx').on(t.accountId)],
);

/**
 * A user muted (may read, not write) until `until`, or banned (out of the room) until
 * `until` or for good (null), in a stream chat; `reason` is what they are told.
 */
export const streamChatSanctions = pgTable(
  'stream_chat_sanctions',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['mute', 'ban'] }).notNull(),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }),
    byAccountId: uuid('by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.accountId, t.kind] })],
);

/** A stream chat's rules: the seconds a viewer waits between two messages (0: none), and the words refused. */
export const streamChatRules = pgTable('stream_chat_rules', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  bannedWords: jsonb('banned_words').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

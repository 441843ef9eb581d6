/**
 * Business constants of the marketplace (docs/domain.md#product-texts-and-constants).
 * Imported by the web client and the server alike; nothing here may import from either side.
 */

export const LOCALES = ['nl', 'en', 'es', 'pt-BR', 'ru', 'pl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language in its own name, as people look for it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  pl: 'Polski',
  ro: 'Română',
};
export const DEFAULT_LOCALE: Locale = 'nl';
/** The translation namespaces every page loads. */
export const NAMESPACES = ['common', 'pages', 'components', 'navigation'] as const;
/** The account area's and the sign-in forms' texts, loaded by the pages of those layouts only. */
export const ACCOUNT_NAMESPACE = 'account';
/** The administration's texts (a third of all), loaded by its pages only. */
export const ADMIN_NAMESPACE = 'admin';
/**
 * The texts of watching and streaming (stream chat, tips, shows, messages, the camera and the
 * live player), loaded by the pages that show them only (`PageAccess.namespaces`). A saga's
 * toast may come on any page (a tip reaches the performer wherever she is): its text stays in
 * `components`.
 */
export const LIVE_NAMESPACE = 'live';
/** The namespaces a page may name for itself beyond its layout's. */
export type PageNamespace = typeof LIVE_NAMESPACE;
/** The mails' texts: read by the server only, never sent to a page. */
export const MAIL_NAMESPACE = 'mail';

export const TIMEZONE = 'Europe/Amsterdam';
export const DATE_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** Account kinds. `admin` runs the site; the other three use it (docs/domain.md#accounts-and-roles). */
export const ROLES = ['user', 'performer', 'studio', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LAYOUTS = ['maintenance', 'primary', 'public', 'auth', 'default', 'stream', 'admin'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const TOKEN_COOKIE = 'token';
export const ROLE_COOKIE = 'role';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Token and role cookies last 365 days; the locale cookie one year. */
export const AUTH_COOKIE_DAYS = 365;
export const LOCALE_COOKIE_DAYS = 365;

/** Letters and digits; a single - or _ between them keeps usernames like demo-performer readable in URLs. */
export const USERNAME_PATTERN = '^[a-zA-Z0-9]+([_-][a-zA-Z0-9]+)*$';
/** The shortest password the server (`PasswordField`) and the password forms accept. */
export const PASSWORD_MIN_LENGTH = 8;
/** What both say about a shorter one; also its key in the `common` translations. */
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters';

export const MESSAGES_PAGE_SIZE = 25;
/** Conversations per page of the inbox (GET /conversations). */
export const CONVERSATIONS_PAGE_SIZE = 25;
/** The longest inbox search (the other person's name or username). */
export const CONVERSATION_SEARCH_MAX_LENGTH = 50;
export const RELATED_PERFORMERS = 12;
export const STREAM_TOKEN_DEFAULT_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The furthest a stream token's expiry may be asked for. */
export const STREAM_TOKEN_MAX_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;
export const AVATAR_LIMIT_MB = 2;
export const AVATAR_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];
/** Files accepted as identity documents at performer and studio registration. */
export const DOCUMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'];
/** Files accepted as a performer's signed release form. */
export const RELEASE_FORM_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'];
export const TIP_PRESETS = [15, 20, 25, 30, 35, 40, 45, 50];
export const UNREAD_CAP = 9999;
export const PAGE_LOADING_DELAY_MS = 200;
export const SOCKET_RECONNECT_DELAY_MS = 1000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 10000;

export const PLACEHOLDERS = {
  avatar: '/no-avatar.png',
  userIcon: '/default-user-icon.png',
  offline: '/offline.png',
  private: '/private.png',
  group: '/group.png',
} as const;

/**
 * The Lovense Cam Extension's broadcast SDK, as Lovense's developer documentation names it
 * ("Cam Extension for Chrome", step 2); the default of the `lovenseScriptUrl` setting.
 */
export const LOVENSE_SCRIPT_URL = 'https://api.lovense-api.com/cam-extension/static/js-sdk/broadcast.js';

/** Sort orders of performer lists. `live` puts live, then online, then offline performers first. */
export const PERFORMER_SORTS = ['live', 'popular', 'newest', 'name'] as const;

/** Orders of the viewers' video lists: the newest first, the most viewed first, the cheapest first. */
export const VIDEO_SORTS = ['newest', 'popular', 'price'] as const;

/** What a buyer can own: the sale types of the content store. */
export const ITEM_TYPES = ['video', 'gallery', 'product'] as const;
/** The content store's kinds as their calls name them (`/performer/performer-assets/{kind}/...`). */
export const ITEM_KINDS = ['videos', 'galleries', 'products'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** A product is a file to download (delivered at once) or a thing sent by post (kept in stock, shipped). */
export const PRODUCT_TYPES = ['digital', 'physical'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Orders of the viewers' product lists: the newest first, the cheapest first. */
export const PRODUCT_SORTS = ['newest', 'price'] as const;

/** The most of one physical product a performer keeps in stock. */
export const MAX_PRODUCT_STOCK = 100_000;

/**
 * Where an order of a product stands: made and paid (`created`), being prepared
 * (`processing`), sent with a carrier and a tracking code (`shipping`), arrived
 * (`delivered`; a digital product at once), or its tokens returned (`refunded`).
 */
export const DELIVERY_STATUSES = ['created', 'processing', 'shipping', 'delivered', 'refunded'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Where a buyer's request for their tokens back stands: waiting for an administrator, then accepted or rejected. */
export const REFUND_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Orders of the viewers' gallery lists: the newest first, the cheapest first. */
export const GALLERY_SORTS = ['newest', 'price'] as const;

/** Days of a performer's working hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const STREAMING_STATUSES = ['public', 'private', 'group', 'offline', 'disconnected'] as const;
export type StreamingStatus = (typeof STREAMING_STATUSES)[number];

/** Weight options in lbs (the product's range: 99 to 318), with kg at 0.45 per lb. */
export const WEIGHT_LBS_MIN = 99;
export const WEIGHT_LBS_MAX = 318;
export const KG_PER_LB = 0.45;

/** Height options 4 ft 0 in to 6 ft 11 in. */
export const HEIGHT_INCHES_MIN = 48;
export const HEIGHT_INCHES_MAX = 83;
export const CM_PER_INCH = 2.54;

/**
 * Locales whose readers measure people in feet, inches and pounds (with the metric value
 * beside it); every other locale shows centimetres and kilograms alone.
 */
export const IMPERIAL_LOCALES: readonly string[] = ['en'];

/**
 * The codes a performer's looks are stored as (`performers.hair`, `eyes`, `ethnicity`,
 * `body_type`); each is shown in the reader's language as `profile.<field>.<code>`
 * (namespace `components`).
 */
export const HAIR_COLOURS = [
  'blonde',
  'honey_blonde',
  'platinum_blonde',
  'light_brown',
  'brown',
  'dark_brown',
  'black',
  'red',
  'auburn',
  'grey',
  'colourful',
  'bald',
] as const;
export const EYE_COLOURS = ['blue', 'green', 'grey', 'hazel', 'amber', 'brown', 'dark_brown'] as const;
export const ETHNICITIES = ['asian', 'black', 'latin', 'middle_eastern', 'mixed', 'south_asian', 'white', 'other'] as const;
export const BODY_TYPES = ['petite', 'slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'] as const;
/** Each appearance field of a performer's profile with its codes. */
export const PERFORMER_LOOKS = { hair: HAIR_COLOURS, eyes: EYE_COLOURS, ethnicity: ETHNICITIES, bodyType: BODY_TYPES } as const;
export type PerformerLook = keyof typeof PERFORMER_LOOKS;
/** The codes of one appearance field. */
export type PerformerLookCode<F extends PerformerLook> = (typeof PERFORMER_LOOKS)[F][number];
/** `value` when it is one of the field's codes, else null. */
export const lookCode = <F extends PerformerLook>(field: F, value: string | null | undefined): PerformerLookCode<F> | null =>
  (PERFORMER_LOOKS[field] as readonly string[]).includes(value ?? '') ? (value as PerformerLookCode<F>) : null;
export type HairColour = (typeof HAIR_COLOURS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type Ethnicity = (typeof ETHNICITIES)[number];
export type BodyType = (typeof BODY_TYPES)[number];

/** Landing page after login, per role (docs/domain.md#signing-in-and-page-access). */
export function loginDestination(role: Role, performer?: { verified: boolean; username: string }): string {
  switch (role) {
    case 'performer':
      return performer?.verified ? `/live/lovense/${encodeURIComponent(performer.username)}` : '/';
    case 'studio':
      return '/studio/account-settings';
    case 'admin':
      return '/admin';
    default:
      return '/';
  }
}

/** The two documents of a performer or studio, as the registration form names them. */
export const IDENTITY_DOCUMENTS = ['idVerification', 'documentVerification'] as const;

/**
 * Sales that carry commission. `direct_payment`: a user pays a performer an amount of
 * their own with a note (a custom request agreed in messages, POST /member/send-pay-token/{id}).
 */
export const SALE_TYPES = ['tip', 'private', 'group', 'product', 'video', 'gallery', 'photo', 'message', 'direct_payment'] as const;

/**
 * What an earnings row can come from: a sale, or for a studio the payout it made to a
 * member (the platform now owes the studio those tokens, so they count as the
 * studio's earnings and go into its own payout requests).
 */
export const EARNING_TYPES = [...SALE_TYPES, 'member_payout'] as const;

export const GROUP_MAX_PARTICIPANTS = { min: 2, max: 100, default: 10 } as const;

export const MAX_MESSAGE_LENGTH = 2000;

/** Pictures a private message may carry, shown in the thread; other files of `MESSAGE_FILE_KINDS` are offered for download. */
export const MESSAGE_IMAGE_KINDS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'];
export const MESSAGE_FILE_KINDS = [...MESSAGE_IMAGE_KINDS, '.pdf', '.zip', '.mp3'];

export const MENU_SECTIONS = ['header', 'footer'] as const;

export const POST_STATUSES = ['published', 'draft'] as const;

/** The most one adjustment moves, a guard against typing errors. */
export const MAX_ADJUSTMENT = 1_000_000;

/**
 * An account's standing: `pending` (a performer or studio waiting for review), `active`,
 * `suspended` by an administrator, `rejected` at review. Only pending and active accounts log in.
 */
export const ACCOUNT_STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;

/** Largest single tip, a guard against typing errors. */
export const MAX_TIP = 100000;

/** The most one direct payment to a performer moves (POST /member/send-pay-token/{id}), a guard against typing errors. */
export const MAX_DIRECT_PAYMENT = 100000;
export const MAX_PAYMENT_NOTE_LENGTH = 500;

/** An address on this site (`/path`) or a web address. */
/** Who a site promotion is for: everyone, or only visitors who are not signed in (an invitation to sign up). */
export const PROMO_AUDIENCES = ['everyone', 'visitors'] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

export const PROMO_LINK_PATTERN = '^(?:/(?:[^/\\s]\\S*)?|https?://\\S*)$';

export const PROMO_LINK_MESSAGE = 'Use an address on this site (/...) or a web address (https://...)';

/** Whether a performer's item (a video, a gallery) is shown to viewers. */
export const ASSET_STATUSES = ['active', 'inactive'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/**
 * Where an uploaded video is on its way to viewers: `processing` (the server takes its
 * picture and, when browsers cannot play it as it is, makes a version they can), then
 * `ready` (shown, sold, played) or `failed` (why: VIDEO_FAILURES).
 */
export const VIDEO_STATES = ['processing', 'ready', 'failed'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];
/** Why a video failed: ffmpeg could not read it through, or it ran out of its time. */
export const VIDEO_FAILURES = ['unreadable', 'timeout'] as const;
export type VideoFailure = (typeof VIDEO_FAILURES)[number];

/** The largest price of an item of the content store, in tokens. */
export const MAX_ITEM_PRICE = 100_000;

/** How the refusal of a muted user's stream chat message begins (a mute is no block: the chat stays open to read). */
export const CHAT_MUTED_TEXT_START = 'You are muted in this chat';

/** The longest mute: a week, in minutes. */
export const MAX_MUTE_MINUTES = 7 * 24 * 60;
/** The longest slow mode, in seconds. */
export const MAX_SLOW_MODE_SECONDS = 600;
/** How many words a chat's filter holds, and the longest one. */
export const MAX_BANNED_WORDS = 100;
export const MAX_BANNED_WORD_LENGTH = 40;
/** The longest reason of a mute or ban. */
export const MAX_SANCTION_REASON_LENGTH = 200;
/** The mutes a performer or moderator offers in the browser, in minutes (the server takes 1 minute to a week). */
export const MUTE_MINUTES = [5, 60, 24 * 60] as const;

/** The site's colours until an administrator chooses others (settings primaryColor and successColor); globals.css has their palette. */
export const DEFAULT_THEME_COLOURS = { primaryColor: '#fa8c16', successColor: '#52c41a' } as const;

/**
 * The settings administrators edit (GET and PUT /admin/settings?group=...), one schema per
 * group. The server validates a PUT's body with its group's schema and the admin form shows
 * the same errors per field. Keys are the stored setting keys (settings/defaults.ts on the
 * server); commissions have their own calls (/admin/commission).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The groups of the admin settings form, in the order of its tabs. */
export const ADMIN_SETTING_GROUPS = ['site', 'public', 'streaming', 'money'] as const;
export type AdminSettingGroup = (typeof ADMIN_SETTING_GROUPS)[number];

// Null first in unions: with type coercion on, null would otherwise be read as '' or 0.
// The message on both branches: a refusal names the first branch's error.
const nullable = <T extends TSchema>(schema: T, errorMessage: string) =>
  Type.Union([Type.Null({ errorMessage }), schema], { errorMessage });

const ADDRESS_MESSAGE = 'Must be an https address or a path on this site';
/** An https address or a path on this site (`/...`, not `//host`): pictures and sounds the pages load. */
const Address = Type.String({ maxLength: 500, pattern: '^(?:/(?:[^/\\s]\\S*)?|https://[^\\s/]\\S*)$', errorMessage: ADDRESS_MESSAGE });
const MEDIA_MESSAGE = 'Must be an address of the media server (https, http, wss or ws)';
/** Where browsers reach the media server. */
const MediaAddress = Type.String({ maxLength: 500, pattern: '^(https?|wss?)://[^\\s/]\\S*$', errorMessage: MEDIA_MESSAGE });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', errorMessage: 'Must be a colour like #fa8c16' });
const TRANSPORT_MESSAGE = 'Must be p2p, janus or empty';
/** How a kind of show carries media; null: Janus when configured, else peer-to-peer. */
const Transport = Type.Union(
  [
    Type.Null({ errorMessage: TRANSPORT_MESSAGE }),
    Type.Literal('p2p', { errorMessage: TRANSPORT_MESSAGE }),
    Type.Literal('janus', { errorMessage: TRANSPORT_MESSAGE }),
  ],
  {
    errorMessage: TRANSPORT_MESSAGE,
  },
);
const text = (minLength: number, maxLength: number) =>
  Type.String({
    minLength,
    maxLength,
    errorMessage: minLength ? `Must be ${minLength} to ${maxLength} characters` : `Must be at most ${maxLength} characters`,
  });

/** Name, pictures, words and colours of the site. */
export const SiteSettings = Type.Object({
  siteName: text(1, 100),
  logoUrl: nullable(Address, ADDRESS_MESSAGE),
  bannerUrl: nullable(Address, ADDRESS_MESSAGE),
  footerContent: text(0, 2000),
  /** The avatar of accounts that have none. */
  placeholderAvatarUrl: Address,
  currencySymbol: text(1, 8),
  /** The word for one performer, and for several, shown across the site. */
  singularTextModel: text(1, 40),
  pluralTextModel: text(1, 40),
  /** The theme. */
  primaryColor: Colour,
  successColor: Colour,
});
export type SiteSettings = Static<typeof SiteSettings>;

/** What visitors are offered: maintenance, the 18+ popup, sounds, analytics, paid messages, gateways. */
export const PublicSiteSettings = Type.Object({
  /** Every page shows the maintenance page, except the admin area and the login page. */
  maintenanceMode: Type.Boolean(),
  popup18Enabled: Type.Boolean(),
  /** The content page (slug or id) the 18+ popup links to; null for none. */
  popup18ContentId: nullable(
    Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$', errorMessage: 'Must be the slug of a content page' }),
    'Must be the slug of a content page',
  ),
  /** The popup's text when it links to no content page. */
  popupContent18Plus: text(0, 2000),
  tipSound: nullable(Address, ADDRESS_MESSAGE),
  /** Google Analytics measurement id (G-... or UA-...); null for none. */
  gaCode: nullable(
    Type.String({ pattern: '^(G-[A-Z0-9]{4,20}|UA-[0-9]{4,12}-[0-9]{1,4})$', errorMessage: 'Must be a measurement id like G-XXXXXXXXXX' }),
    'Must be a measurement id like G-XXXXXXXXXX',
  ),
  enableTokenPerMessage: Type.Boolean(),
  tokenPerMessage: Type.Integer({ minimum: 1, maximum: 10000, errorMessage: 'Must be a whole number from 1 to 10000' }),
  verotelEnabled: Type.Boolean(),
  yoursafeEnabled: Type.Boolean(),
  sandboxPaymentEnabled: Type.Boolean(),
});
export type PublicSiteSettings = Static<typeof PublicSiteSettings>;

/** How shows carry media and where browsers reach the media server (empty: JANUS_PUBLIC_URL). */
export const StreamingSiteSettings = Type.Object({
  optionForBroadcast: Transport,
  optionForPrivate: Transport,
  optionForGroup: Transport,
  viewerURL: nullable(MediaAddress, MEDIA_MESSAGE),
  publisherURL: nullable(MediaAddress, MEDIA_MESSAGE),
  subscriberUrl: nullable(MediaAddress, MEDIA_MESSAGE),
  /** All media through the TURN relay, hiding performers' addresses. */
  secureOption: Type.Boolean(),
});
export type StreamingSiteSettings = Static<typeof StreamingSiteSettings>;

/** Payouts (commissions: /admin/commission). */
export const MoneySettings = Type.Object({
  minimumPayoutTokens: Type.Integer({ minimum: 1, maximum: 1_000_000_000, errorMessage: 'Must be a whole number of tokens, at least 1' }),
  /** What one token is paid out at, in `payoutCurrency` (kept to four decimals). */
  payoutTokenValue: Type.Number({ minimum: 0.0001, maximum: 1000, errorMessage: 'Must be an amount from 0.0001 to 1000' }),
  payoutCurrency: Type.String({ pattern: '^[A-Z]{3}$', errorMessage: 'Must be a three-letter currency code such as EUR' }),
});
export type MoneySettings = Static<typeof MoneySettings>;

/** Each group's schema: the values GET answers, and (every key optional) what PUT accepts. */
export const ADMIN_SETTING_SCHEMAS = {
  site: SiteSettings,
  public: PublicSiteSettings,
  streaming: StreamingSiteSettings,
  money: MoneySettings,
} as const;

export type AdminSettingValues = {
  site: SiteSettings;
  public: PublicSiteSettings;
  streaming: StreamingSiteSettings;
  money: MoneySettings;
};

/** Per group, what a PUT's body may hold: some keys of the group, nothing else. */
export const ADMIN_SETTING_BODIES = {
  site: Type.Partial(SiteSettings, { additionalProperties: false }),
  public: Type.Partial(PublicSiteSettings, { additionalProperties: false }),
  streaming: Type.Partial(StreamingSiteSettings, { additionalProperties: false }),
  money: Type.Partial(MoneySettings, { additionalProperties: false }),
} as const;

export const AdminSettingsQuery = Type.Object({
  group: Type.Union(
    ADMIN_SETTING_GROUPS.map((group) => Type.Literal(group)),
    { errorMessage: `Must be one of ${ADMIN_SETTING_GROUPS.join(', ')}` },
  ),
});
export type AdminSettingsQuery = Static<typeof AdminSettingsQuery>;

/** The body of PUT /admin/settings: keys of the asked group and their new values (checked against that group's schema). */
export const AdminSettingsBody = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Keys of the group and their values: see SiteSettings, PublicSiteSettings, StreamingSiteSettings, MoneySettings',
});
export type AdminSettingsBody = Static<typeof AdminSettingsBody>;

/** The values of one group. */
export const AdminSettings = Type.Union([SiteSettings, PublicSiteSettings, StreamingSiteSettings, MoneySettings]);
export type AdminSettings = AdminSettingValues[AdminSettingGroup];

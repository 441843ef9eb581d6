/** Site settings the web client reads and menus. */
import { Type, type Static } from '@sinclair/typebox';
import { LocaleQuery } from './common';

const Str = Type.String();
const OptStr = Type.Union([Type.String(), Type.Null()]);

export const PublicSettings = Type.Object({
  siteName: Str,
  /** Played to a performer on their live page for every tip they receive. */
  tipSound: OptStr,
  /** The live page loads the Lovense Cam Extension script and passes every tip to it. */
  lovenseEnabled: Type.Boolean(),
  /** Where that script comes from: an https address or a path on this site (null when the setting is unusable). */
  lovenseScriptUrl: OptStr,
  /** The site's Website Name in the Lovense developer dashboard (the site name unless set). */
  lovenseWebsiteName: Str,
  logoUrl: OptStr,
  userUrl: OptStr,
  defaultOfflineModelImage: Str,
  defaultPrivateCallImage: Str,
  defaultGroupChatImage: Str,
  popup18Enabled: Type.Boolean(),
  popup18ContentId: OptStr,
  gaCode: OptStr,
  enableTokenPerMessage: Type.Boolean(),
  tokenPerMessage: Type.Number(),
  verotelEnabled: Type.Boolean(),
  yoursafeEnabled: Type.Boolean(),
  /** The test-mode gateway is offered (embedded setups; no real money moves). */
  sandboxPaymentEnabled: Type.Boolean(),
  maintenanceMode: Type.Boolean(),
  /** Country codes offered in forms (all when empty). */
  countries: Type.Array(Str),
  /** Language codes offered in forms. */
  languages: Type.Array(Str),
  avatarLimitMB: Type.Number(),
  imageExtensions: Type.Array(Str),
  /** A translation engine is configured: the translate buttons work (else they say it is not set up). */
  translationEnabled: Type.Boolean(),
});
export type PublicSettings = Static<typeof PublicSettings>;

export const Menu = Type.Object({
  _id: Str,
  title: Str,
  path: Str,
  section: Type.Union([Type.Literal('header'), Type.Literal('footer')]),
  isNewTab: Type.Boolean(),
  ordering: Type.Integer(),
});
export type Menu = Static<typeof Menu>;

/**
 * The theme's colours as the site's own CSS reads them (the `--color-*` variables of
 * `themeVariables`), derived from the primary and success colours the way antd derives
 * its shades, so that plain elements and antd's components look alike.
 */
export const ThemePalette = Type.Object({
  primary: Str,
  primaryHover: Str,
  primaryActive: Str,
  /** The lightest shade: a selected entry's background. */
  primaryBg: Str,
  primaryBgHover: Str,
  primaryBorder: Str,
  primaryBorderHover: Str,
  /** The colour made dark enough for text on light backgrounds and for white text on it (4.5:1). */
  primaryStrong: Str,
  primaryStrongHover: Str,
  primaryStrongActive: Str,
  success: Str,
  /** The success colour made dark enough for text on light backgrounds. */
  successStrong: Str,
});
export type ThemePalette = Static<typeof ThemePalette>;

export const UiSettings = Type.Object({
  theme: Type.Object({ primaryColor: Str, successColor: Str, palette: ThemePalette }),
  siteName: Str,
  logo: OptStr,
  banner: OptStr,
  menus: Type.Array(Menu),
  placeholderAvatarUrl: Str,
  footerContent: Str,
  enablePopup18Plus: Type.Boolean(),
  popupContent18Plus: Str,
  hideBio: Type.Boolean(),
  currencySymbol: Str,
  singularTextModel: Str,
  pluralTextModel: Str,
});
export type UiSettings = Static<typeof UiSettings>;

/** GET /settings/public: `group` ui or streaming (else the public settings); `locale` for the ui group's texts. */
export const SettingsQuery = Type.Composite([Type.Object({ group: Type.Optional(Type.String({ maxLength: 40 })) }), LocaleQuery]);
export type SettingsQuery = Static<typeof SettingsQuery>;

export const SettingsKeysBody = Type.Object({
  keys: Type.Array(Type.String({ maxLength: 80 }), { minItems: 1, maxItems: 50 }),
});
export type SettingsKeysBody = Static<typeof SettingsKeysBody>;

/** Values of the asked public keys; keys that are unknown or not public are left out. */
export const SettingsKeysResult = Type.Record(Type.String(), Type.Unknown());

export const Category = Type.Object({
  _id: Str,
  name: Str,
  slug: Str,
  description: OptStr,
  ordering: Type.Integer(),
});
export type Category = Static<typeof Category>;

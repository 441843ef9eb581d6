/**
 * Every site setting with its default, group and visibility. Values saved in the
 * `settings` table override these; a setting missing from the table has its default.
 */
import { AVATAR_EXTENSIONS, AVATAR_LIMIT_MB, DEFAULT_THEME_COLOURS, LOVENSE_SCRIPT_URL, PLACEHOLDERS } from '@/shared/constants';

export interface SettingDefinition {
  value: unknown;
  group: 'general' | 'ui' | 'payment' | 'streaming' | 'mail';
  public: boolean;
  description: string;
}

export const SETTING_DEFINITIONS = {
  siteName: { value: 'Camlive', group: 'general', public: true, description: 'Name of the site' },
  logoUrl: { value: '/logo.svg', group: 'ui', public: true, description: 'Logo address' },
  bannerUrl: { value: null, group: 'ui', public: true, description: 'Home page banner address' },
  userUrl: { value: null, group: 'general', public: true, description: 'Address of the user site when separate' },
  tipSound: { value: '/sounds/tip.mp3', group: 'streaming', public: true, description: 'Sound played for a tip' },
  viewerURL: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Where viewers reach the media server (empty: JANUS_PUBLIC_URL)',
  },
  publisherURL: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Where performers reach the media server (empty: JANUS_PUBLIC_URL)',
  },
  subscriberUrl: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Where show participants reach the media server (empty: JANUS_PUBLIC_URL)',
  },
  optionForBroadcast: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Transport of public shows: p2p or janus (empty: janus when configured)',
  },
  optionForPrivate: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Transport of private shows: p2p or janus (empty: janus when configured)',
  },
  optionForGroup: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Transport of group shows: p2p or janus (empty: janus when configured)',
  },
  secureOption: {
    value: false,
    group: 'streaming',
    public: true,
    description: "Send all media through the TURN relay, hiding performers' addresses",
  },
  streamingAppName: {
    value: 'camlive',
    group: 'streaming',
    public: true,
    description: 'Name of the site on the media server (room descriptions)',
  },
  lovenseEnabled: {
    value: true,
    group: 'streaming',
    public: true,
    description: "Load the Lovense Cam Extension on performers' live pages",
  },
  lovenseScriptUrl: {
    value: LOVENSE_SCRIPT_URL,
    group: 'streaming',
    public: true,
    description: 'Address of the Lovense Cam Extension script (https, or a path on this site)',
  },
  lovenseWebsiteName: {
    value: null,
    group: 'streaming',
    public: true,
    description: 'Website Name of the Lovense developer dashboard (test:<name> while pending); the site name when empty',
  },
  defaultOfflineModelImage: { value: PLACEHOLDERS.offline, group: 'ui', public: true, description: 'Picture when a performer is offline' },
  defaultPrivateCallImage: { value: PLACEHOLDERS.private, group: 'ui', public: true, description: 'Picture during a private show' },
  defaultGroupChatImage: { value: PLACEHOLDERS.group, group: 'ui', public: true, description: 'Picture during a group show' },
  placeholderAvatarUrl: { value: PLACEHOLDERS.avatar, group: 'ui', public: true, description: 'Avatar when none is set' },
  popup18Enabled: { value: true, group: 'ui', public: true, description: 'Ask visitors to confirm they are 18 or older' },
  popup18ContentId: { value: null, group: 'ui', public: true, description: 'Content page shown in the 18+ popup' },
  popupContent18Plus: {
    value: '',
    group: 'ui',
    public: true,
    description: "Text of the 18+ popup (empty: the standard text in the visitor's language)",
  },
  gaCode: { value: null, group: 'general', public: true, description: 'Google Analytics measurement id' },
  enableTokenPerMessage: { value: false, group: 'payment', public: true, description: 'Charge tokens for messages to performers' },
  tokenPerMessage: { value: 1, group: 'payment', public: true, description: 'Tokens per message when charging is on' },
  verotelEnabled: { value: false, group: 'payment', public: true, description: 'Offer Verotel FlexPay' },
  yoursafeEnabled: { value: false, group: 'payment', public: true, description: 'Offer YourSafe' },
  sandboxPaymentEnabled: { value: true, group: 'payment', public: true, description: 'Offer the test-mode gateway (no real money)' },
  performerCommission: {
    value: 40,
    group: 'payment',
    public: false,
    description: "The platform's percentage of a sale, unless set for the performer or studio",
  },
  studioMemberShare: {
    value: 60,
    group: 'payment',
    public: false,
    description: "A studio member's percentage of what remains for the studio, unless the studio sets it",
  },
  minimumPayoutTokens: { value: 500, group: 'payment', public: false, description: 'Smallest payout request, in tokens' },
  payoutTokenValue: { value: 0.05, group: 'payment', public: false, description: 'What one token is paid out at, in payoutCurrency' },
  payoutCurrency: { value: 'EUR', group: 'payment', public: false, description: 'The currency payouts are paid in (ISO 4217 code)' },
  maintenanceMode: { value: false, group: 'general', public: true, description: 'Show the maintenance page everywhere' },
  countries: { value: [], group: 'general', public: true, description: 'Countries offered in forms (all when empty)' },
  languages: {
    value: ['nl', 'en', 'de', 'fr', 'es', 'pt', 'ru', 'pl', 'ro', 'it'],
    group: 'general',
    public: true,
    description: 'Languages performers can choose',
  },
  avatarLimitMB: { value: AVATAR_LIMIT_MB, group: 'ui', public: true, description: 'Largest avatar in MB' },
  imageExtensions: { value: AVATAR_EXTENSIONS, group: 'ui', public: true, description: 'Allowed image extensions' },
  footerContent: {
    value: '',
    group: 'ui',
    public: true,
    description: "Text in the footer (empty: the standard notice in the visitor's language)",
  },
  hideBio: { value: false, group: 'ui', public: true, description: 'Hide performer bios' },
  currencySymbol: { value: '€', group: 'payment', public: true, description: 'Currency symbol' },
  singularTextModel: { value: 'Performer', group: 'ui', public: true, description: 'Word for one performer' },
  pluralTextModel: { value: 'Performers', group: 'ui', public: true, description: 'Word for several performers' },
  primaryColor: { value: DEFAULT_THEME_COLOURS.primaryColor, group: 'ui', public: true, description: 'Theme primary colour' },
  successColor: { value: DEFAULT_THEME_COLOURS.successColor, group: 'ui', public: true, description: 'Theme success colour' },
  adminEmail: { value: null, group: 'mail', public: false, description: 'Where contact messages go' },
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof SETTING_DEFINITIONS;

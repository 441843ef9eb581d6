/**
 * Business constants of the marketplace (product spec section 9). Imported by the
 * web client and the server alike; nothing here may import from either side.
 */

export const LOCALES = ['nl', 'en', 'es', 'pt-BR', 'ru', 'pl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export const NAMESPACES = ['common', 'pages', 'components', 'navigation'] as const;

export const TIMEZONE = 'Europe/Amsterdam';
export const DATE_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** Account kinds. `admin` runs the site; the other three are the spec's roles. */
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

export const MESSAGES_PAGE_SIZE = 25;
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
export const DEFAULT_STREAM_PROTOCOL = 'hls';
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

/** Days of a performer's working hours. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const STREAMING_STATUSES = ['public', 'private', 'group', 'offline', 'disconnected'] as const;
export type StreamingStatus = (typeof STREAMING_STATUSES)[number];

/** Weight options in lbs (spec: 99 to 318), with kg at 0.45 per lb. */
export const WEIGHT_LBS_MIN = 99;
export const WEIGHT_LBS_MAX = 318;
export const KG_PER_LB = 0.45;

/** Height options 4 ft 0 in to 6 ft 11 in. */
export const HEIGHT_INCHES_MIN = 48;
export const HEIGHT_INCHES_MAX = 83;

/** Landing page after login, per role (spec section 2). */
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

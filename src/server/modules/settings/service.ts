/**
 * Site settings: defaults from code, overrides from the database, read through a
 * short cache because every page asks for them. A save drops the cache of every
 * instance at once (changes.ts); the cache's lifetime bounds how long an instance that
 * missed the word (Redis away) serves old values.
 */
import { asc, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { menus, settings } from '../../db/schema';
import { settingsChanges } from './changes';
import { SETTING_DEFINITIONS, type SettingKey } from './defaults';
import { themePalette } from './palette';
import type { Menu, PublicSettings, UiSettings } from '@/shared/schemas/settings';
import type { StreamingSettings } from '@/shared/schemas/streaming';
import type { MediaTransport } from '@/shared/media';
import { translationOf } from '@/shared/translations';
import { DEFAULT_THEME_COLOURS } from '@/shared/constants';

const CACHE_MS = 5000;

type Values = { [K in SettingKey]: (typeof SETTING_DEFINITIONS)[K]['value'] | unknown };

export function createSettingsService(deps: Deps, log: { warn(object: object, message: string): void }) {
  const { db } = deps.database;
  let cached: { at: number; values: Values } | null = null;
  const changes = settingsChanges(deps.redis, deps.config.redisPrefix, () => (cached = null), log);

  async function all(): Promise<Values> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.values;
    const values = Object.fromEntries(Object.entries(SETTING_DEFINITIONS).map(([key, def]) => [key, def.value])) as Values;
    for (const row of await db.select({ key: settings.key, value: settings.value }).from(settings)) {
      if (row.key in SETTING_DEFINITIONS) (values as Record<string, unknown>)[row.key] = row.value;
    }
    cached = { at: Date.now(), values };
    return values;
  }

  async function menuList(locale?: string): Promise<Menu[]> {
    const rows = await db.select().from(menus).orderBy(asc(menus.section), asc(menus.ordering));
    return rows.map((row) => ({
      _id: row.id,
      title: translationOf(row.titleTranslations, locale) || row.title,
      path: row.path,
      section: row.section,
      isNewTab: row.isNewTab,
      ordering: row.ordering,
    }));
  }

  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  const strOr = (value: unknown, fallback: string) => str(value) ?? fallback;
  /** An https address or a path on this site; anything else (http, javascript:, //host) is not used. */
  const addressOrNull = (value: unknown) => {
    const address = str(value)?.trim();
    if (!address) return null;
    if (address.startsWith('/')) return address.startsWith('//') ? null : address;
    return /^https:\/\/[^/]/i.test(address) && URL.canParse(address) ? address : null;
  };

  return {
    all,
    menuList,
    /** Forget this instance's cache (tests; a change is announced with `changed`). */
    invalidate() {
      cached = null;
    },

    /** Drops the settings cache of every instance: after a save in a transaction, once it committed. */
    changed: () => changes.announce(),
    /** Whether this instance hears other instances' changes (within `timeoutMs`). */
    listening: (timeoutMs: number) => changes.listening(timeoutMs),
    close: () => changes.close(),

    /**
     * Saves the given values over the defaults, each row with its definition's group,
     * visibility and description. Without `tx` every instance forgets its cache at once
     * so the next read sees them; in a transaction the caller calls `changed` after it.
     */
    async save(values: Partial<Record<SettingKey, unknown>>, tx?: Tx): Promise<void> {
      const rows = (Object.entries(values) as Array<[SettingKey, unknown]>)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ({
          key,
          value,
          group: SETTING_DEFINITIONS[key].group,
          public: SETTING_DEFINITIONS[key].public,
          description: SETTING_DEFINITIONS[key].description,
        }));
      if (!rows.length) return;
      await (tx ?? db)
        .insert(settings)
        .values(rows)
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
      if (!tx) await changes.announce();
    },

    async publicSettings(): Promise<PublicSettings> {
      const v = await all();
      return {
        siteName: strOr(v.siteName, 'Camlive'),
        tipSound: addressOrNull(v.tipSound),
        lovenseEnabled: Boolean(v.lovenseEnabled),
        lovenseScriptUrl: addressOrNull(v.lovenseScriptUrl),
        lovenseWebsiteName: str(v.lovenseWebsiteName)?.trim() || strOr(v.siteName, 'Camlive'),
        logoUrl: str(v.logoUrl),
        userUrl: str(v.userUrl),
        defaultOfflineModelImage: strOr(v.defaultOfflineModelImage, SETTING_DEFINITIONS.defaultOfflineModelImage.value),
        defaultPrivateCallImage: strOr(v.defaultPrivateCallImage, SETTING_DEFINITIONS.defaultPrivateCallImage.value),
        defaultGroupChatImage: strOr(v.defaultGroupChatImage, SETTING_DEFINITIONS.defaultGroupChatImage.value),
        popup18Enabled: Boolean(v.popup18Enabled),
        popup18ContentId: str(v.popup18ContentId),
        gaCode: str(v.gaCode),
        enableTokenPerMessage: Boolean(v.enableTokenPerMessage),
        tokenPerMessage: Number(v.tokenPerMessage) || 0,
        verotelEnabled: Boolean(v.verotelEnabled),
        yoursafeEnabled: Boolean(v.yoursafeEnabled),
        sandboxPaymentEnabled: Boolean(v.sandboxPaymentEnabled),
        maintenanceMode: Boolean(v.maintenanceMode),
        countries: Array.isArray(v.countries) ? v.countries.map(String) : [],
        languages: Array.isArray(v.languages) ? v.languages.map(String) : [],
        avatarLimitMB: Number(v.avatarLimitMB) || 2,
        imageExtensions: Array.isArray(v.imageExtensions) ? v.imageExtensions.map(String) : [],
        translationEnabled: Boolean(deps.config.translate),
      };
    },

    async uiSettings(locale?: string): Promise<UiSettings> {
      const v = await all();
      const primaryColor = strOr(v.primaryColor, DEFAULT_THEME_COLOURS.primaryColor);
      const successColor = strOr(v.successColor, DEFAULT_THEME_COLOURS.successColor);
      return {
        theme: { primaryColor, successColor, palette: themePalette(primaryColor, successColor) },
        siteName: strOr(v.siteName, 'Camlive'),
        logo: str(v.logoUrl),
        banner: str(v.bannerUrl),
        menus: await menuList(locale),
        placeholderAvatarUrl: strOr(v.placeholderAvatarUrl, SETTING_DEFINITIONS.placeholderAvatarUrl.value),
        footerContent: strOr(v.footerContent, ''),
        enablePopup18Plus: Boolean(v.popup18Enabled),
        popupContent18Plus: strOr(v.popupContent18Plus, ''),
        hideBio: Boolean(v.hideBio),
        currencySymbol: strOr(v.currencySymbol, '€'),
        singularTextModel: strOr(v.singularTextModel, 'Performer'),
        pluralTextModel: strOr(v.pluralTextModel, 'Performers'),
      };
    },

    /**
     * How browsers carry media (docs/architecture.md#media). A show kind whose
     * option is empty uses Janus when one is configured, else peer-to-peer; `janus`
     * without a configured Janus falls back to peer-to-peer, so a show always has a way.
     */
    async streamingSettings(): Promise<StreamingSettings> {
      const v = await all();
      const janus = deps.config.janus?.publicUrl ?? null;
      const transport = (value: unknown): MediaTransport =>
        janus && (value === 'janus' || value === null || value === undefined) ? 'janus' : 'p2p';
      return {
        viewerURL: str(v.viewerURL) ?? janus,
        publisherURL: str(v.publisherURL) ?? janus,
        subscriberUrl: str(v.subscriberUrl) ?? janus,
        optionForBroadcast: transport(v.optionForBroadcast),
        optionForPrivate: transport(v.optionForPrivate),
        optionForGroup: transport(v.optionForGroup),
        secureOption: Boolean(v.secureOption),
        appName: strOr(v.streamingAppName, 'camlive'),
      };
    },

    /** Values of the asked keys that are public; others are left out. */
    async publicValues(keys: string[]): Promise<Record<string, unknown>> {
      const v = (await all()) as Record<string, unknown>;
      const defs = SETTING_DEFINITIONS as Record<string, { public: boolean }>;
      return Object.fromEntries(keys.filter((key) => Object.hasOwn(defs, key) && defs[key].public).map((key) => [key, v[key]]));
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Site settings, shared by every module (made once in app.ts). */
    settings: SettingsService;
  }
}

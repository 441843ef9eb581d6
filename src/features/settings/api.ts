/** Typed calls of the site settings every page shows (name, theme, menus, maintenance...). */
import { get } from '@/lib/http';
import type { PublicSettings, SettingsQuery, UiSettings } from '@/shared/schemas/settings';

export const apiPublicSettings = () => get<PublicSettings>('/settings/public');

export const apiUiSettings = (locale?: string) => get<UiSettings>('/settings/public', { group: 'ui', locale } satisfies SettingsQuery);

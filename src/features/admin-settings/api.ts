/** Typed calls of the administrators' settings page, and of the site settings it refreshes after a save. */
import { get, request } from '@/lib/http';
import type { AdminSettingGroup, AdminSettingsQuery, AdminSettingValues } from '@/shared/schemas/admin-settings';
import type { PublicSettings, SettingsQuery, UiSettings } from '@/shared/schemas/settings';

export const apiAdminSettings = <G extends AdminSettingGroup>(group: G) =>
  get<AdminSettingValues[G]>('/admin/settings', { group } satisfies AdminSettingsQuery);

/** Some keys of the group; the answer is the whole group as saved. */
export const apiSaveAdminSettings = <G extends AdminSettingGroup>(group: G, values: Partial<AdminSettingValues[G]>) =>
  request<AdminSettingValues[G]>('/admin/settings', { method: 'PUT', query: { group } satisfies AdminSettingsQuery, body: values });

export const apiPublicSettings = () => get<PublicSettings>('/settings/public');

export const apiUiSettings = (locale?: string) => get<UiSettings>('/settings/public', { group: 'ui', locale } satisfies SettingsQuery);

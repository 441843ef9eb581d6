/** Typed calls of the administrators' settings page. */
import { get, request } from '@/lib/http';
import type { AdminSettingGroup, AdminSettingsQuery, AdminSettingValues } from '@/shared/schemas/admin-settings';

export const apiAdminSettings = <G extends AdminSettingGroup>(group: G) =>
  get<AdminSettingValues[G]>('/admin/settings', { group } satisfies AdminSettingsQuery);

/** Some keys of the group; the answer is the whole group as saved. */
export const apiSaveAdminSettings = <G extends AdminSettingGroup>(group: G, values: Partial<AdminSettingValues[G]>) =>
  request<AdminSettingValues[G]>('/admin/settings', { method: 'PUT', query: { group } satisfies AdminSettingsQuery, body: values });

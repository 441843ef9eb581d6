/**
 * The settings administrators edit, per group (GET/PUT /admin/settings?group=...). A save
 * checks the body against its group's schema (shared with the admin form), refuses keys the
 * group does not have, writes the changed values and their audit row in one transaction,
 * then has every instance drop its settings cache.
 */
import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { posts, settings as settingsTable } from '../../db/schema';
import { idOrSlugIs } from '../../db/id-or-slug';
import { ValidationError, validate } from '../../validation';
import type { ErrorObject } from '../../plugins/contract';
import { changedFields, recordAudit, type AuditActor } from '../audit/service';
import { SETTING_DEFINITIONS, type SettingKey } from './defaults';
import type { SettingsService } from './service';
import {
  ADMIN_SETTING_BODIES,
  ADMIN_SETTING_SCHEMAS,
  type AdminSettingGroup,
  type AdminSettingValues,
} from '@/shared/schemas/admin-settings';

/** The setting keys of a group, in the order of its schema. */
export const groupKeys = (group: AdminSettingGroup) => Object.keys(ADMIN_SETTING_SCHEMAS[group].properties) as SettingKey[];

/** An error of one field, in the shape the contract turns into `{ property, constraints }`. */
const fieldError = (key: string, keyword: string, message: string): ErrorObject =>
  ({ keyword, instancePath: `/${key}`, schemaPath: '#', params: {}, message, parentSchema: { errorMessage: message } }) as ErrorObject;

export function createAdminSettingsService(deps: Deps, settings: SettingsService) {
  const { db } = deps.database;

  const valuesOf = <G extends AdminSettingGroup>(group: G, all: Record<string, unknown>) =>
    Object.fromEntries(groupKeys(group).map((key) => [key, all[key] ?? null])) as AdminSettingValues[G];

  /** Refuses keys the group does not have (the schema alone would drop them silently). */
  function refuseUnknownKeys(group: AdminSettingGroup, body: Record<string, unknown>) {
    const known = new Set<string>(groupKeys(group));
    const unknown = Object.keys(body).filter((key) => !known.has(key));
    if (unknown.length)
      throw new ValidationError(
        unknown.map((key) => fieldError(key, 'additionalProperties', `${key} is not a setting of the ${group} group`)),
      );
  }

  /** The 18+ popup links to a content page that exists (by slug or id). */
  async function checkContentPage(slugOrId: unknown) {
    if (typeof slugOrId !== 'string') return;
    const [found] = await db.select({ id: posts.id }).from(posts).where(idOrSlugIs(posts, slugOrId)).limit(1);
    if (!found) throw new ValidationError([fieldError('popup18ContentId', 'exists', 'No content page has this slug')]);
  }

  return {
    async group<G extends AdminSettingGroup>(group: G): Promise<AdminSettingValues[G]> {
      return valuesOf(group, (await settings.all()) as Record<string, unknown>);
    },

    /**
     * Saves some keys of a group. One audit row (`setting.update`, target the group) with
     * the changed keys as they were and became, in the transaction of the change.
     */
    async update<G extends AdminSettingGroup>(group: G, body: Record<string, unknown>, actor: AuditActor): Promise<AdminSettingValues[G]> {
      refuseUnknownKeys(group, body);
      const values = validate(ADMIN_SETTING_BODIES[group], body) as Partial<Record<SettingKey, unknown>>;
      const keys = Object.keys(values) as SettingKey[];
      if (!keys.length) throw new ValidationError([fieldError('body', 'minProperties', 'Name at least one setting to change')]);
      if (group === 'public') await checkContentPage(values.popup18ContentId);

      await db.transaction(async (tx) => {
        // The rows as they are now (locked: a parallel save of the same keys waits, so each audit row shows what it replaced).
        const rows = await tx
          .select({ key: settingsTable.key, value: settingsTable.value })
          .from(settingsTable)
          .where(inArray(settingsTable.key, keys))
          .for('update');
        const stored = new Map(rows.map((row) => [row.key, row.value]));
        const current = Object.fromEntries(
          keys.map((key) => [key, stored.has(key) ? stored.get(key) : SETTING_DEFINITIONS[key].value]),
        ) as Record<string, unknown>;
        const { before, after } = changedFields(current, values);
        await settings.save(after as Partial<Record<SettingKey, unknown>>, tx);
        await recordAudit(tx, actor, { action: 'setting.update', targetType: 'setting', targetId: group, before, after });
      });
      await settings.changed();
      return this.group(group);
    },
  };
}

/**
 * One settings group on a form: its fields checked with the same schema the server uses
 * (shared/schemas/admin-settings.ts), the server's refusal shown on the field at fault.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { Button } from '@/features/ui/components/Button';
import { CheckedForm, checkedOf, numberOf, textOf, type FieldProblems } from '@/features/ui/components/CheckedForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ADMIN_SETTING_SCHEMAS, type AdminSettingGroup } from '@/shared/schemas/admin-settings';
import { saveAdminSettings, selectAdminSettings, selectGroupValues, type GroupChanges } from '../slice';
import { SETTING_FIELDS, type SettingField } from './settingFields';
import { SettingControl } from './SettingControl';
import styles from './SettingsGroupForm.module.css';

type FormValues = Record<string, unknown>;

/** What the form sent for a setting, as the schema has it: an emptied clearable field or the default transport is null. */
function toSetting(field: SettingField, data: FormData) {
  if (field.control === 'switch') return checkedOf(data, field.key);
  if (field.control === 'number' || field.control === 'amount') return numberOf(data, field.key);
  const value = textOf(data, field.key);
  if ((field.clearable || field.control === 'transport') && value === '') return null;
  return field.control === 'textarea' ? value : value.trim();
}

export function SettingsGroupForm({ group }: { group: AdminSettingGroup }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectGroupValues(group)) as FormValues | null;
  const { saving, fieldErrors } = useAppSelector(selectAdminSettings);
  const fields = SETTING_FIELDS[group] as SettingField[];
  const properties = ADMIN_SETTING_SCHEMAS[group].properties as Record<string, TSchema & { errorMessage?: string }>;

  // The form is drawn anew whenever the server sends the group (loaded, or saved as it stored it), as antd's was refilled.
  const [shown, setShown] = useState(values);
  const [drawing, setDrawing] = useState(0);
  if (values !== shown) {
    setShown(values);
    setDrawing((before) => before + 1);
  }

  // The server's refusal of this group, on the fields it names (one new object per answer).
  const refused = useMemo<FieldProblems | undefined>(() => {
    if (fieldErrors?.group !== group) return undefined;
    const known = new Set(fields.map((field) => field.key));
    return Object.fromEntries(
      Object.entries(fieldErrors.errors)
        .filter(([key]) => known.has(key))
        .map(([key, text]) => [key, t(text, { ns: 'common' })]),
    );
  }, [fieldErrors, group, fields, t]);

  /** Each value checked against its schema: the server's rule, before the server is asked. */
  const check = (data: FormData) =>
    Object.fromEntries(
      fields.map((field) => {
        const schema = properties[field.key];
        const right = Value.Check(schema, toSetting(field, data));
        return [field.key, right ? undefined : t(schema.errorMessage ?? 'This field is invalid', { ns: 'common' })];
      }),
    );

  const save = (data: FormData) => {
    const changes = Object.fromEntries(fields.map((field) => [field.key, toSetting(field, data)]));
    dispatch(saveAdminSettings({ group, values: changes } as GroupChanges));
  };

  return (
    <CheckedForm
      key={drawing}
      size="middle"
      disabled={!values}
      check={check}
      onValid={save}
      problems={refused}
      className={styles.form}
      data-testid={`settings-form-${group}`}
    >
      {fields.map((field) => (
        <SettingControl key={field.key} field={field} value={values?.[field.key]} />
      ))}
      <Button type="primary" htmlType="submit" loading={saving === group} data-testid={`settings-save-${group}`}>
        {t('admin.settings.save')}
      </Button>
    </CheckedForm>
  );
}

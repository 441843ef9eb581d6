/**
 * One settings group on a form: its fields checked with the same schema the server uses
 * (shared/schemas/admin-settings.ts), the server's refusal shown on the field at fault.
 */
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ADMIN_SETTING_SCHEMAS, type AdminSettingGroup } from '@/shared/schemas/admin-settings';
import { saveAdminSettings, selectAdminSettings, selectGroupValues, type GroupChanges } from '../slice';
import { SETTING_FIELDS, type SettingField } from './settingFields';

type FormValues = Record<string, unknown>;

/** What the form holds, as the schema has it: an emptied clearable field or the default transport is null. */
const toSetting = (field: SettingField, value: unknown) => {
  if ((field.clearable || field.control === 'transport') && (value === '' || value === undefined)) return null;
  return typeof value === 'string' && field.control !== 'textarea' ? value.trim() : value;
};
/** What the form shows for a setting: null as an empty field. */
const toField = (field: SettingField, value: unknown) =>
  value === null && (field.clearable || field.control === 'transport') ? '' : value;

function control(field: SettingField, t: (key: string) => string) {
  switch (field.control) {
    case 'switch':
      return <Switch />;
    case 'number':
      return <InputNumber<number> min={1} precision={0} style={{ width: 200 }} />;
    case 'textarea':
      return <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />;
    case 'colour':
      return <Input type="color" style={{ width: 80, padding: 2 }} />;
    case 'transport':
      return (
        <Select
          style={{ maxWidth: 320 }}
          options={[
            { value: '', label: t('admin.settings.transportDefault') },
            { value: 'p2p', label: t('admin.settings.transportP2p') },
            { value: 'janus', label: t('admin.settings.transportJanus') },
          ]}
        />
      );
    case 'address':
      return <Input placeholder="https://… /…" allowClear={field.clearable} />;
    case 'mediaAddress':
      return <Input placeholder="wss://…" allowClear={field.clearable} />;
    default:
      return <Input allowClear={field.clearable} />;
  }
}

export function SettingsGroupForm({ group }: { group: AdminSettingGroup }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const values = useAppSelector(selectGroupValues(group));
  const { saving, fieldErrors } = useAppSelector(selectAdminSettings);
  const [form] = Form.useForm<FormValues>();
  const fields = SETTING_FIELDS[group] as SettingField[];
  const properties = ADMIN_SETTING_SCHEMAS[group].properties as Record<string, TSchema & { errorMessage?: string }>;

  useEffect(() => {
    if (values)
      form.setFieldsValue(Object.fromEntries(fields.map((field) => [field.key, toField(field, (values as FormValues)[field.key])])));
  }, [form, values, fields]);

  useEffect(() => {
    if (fieldErrors?.group !== group) return;
    const known = new Set(fields.map((field) => field.key));
    form.setFields(
      Object.entries(fieldErrors.errors)
        .filter(([key]) => known.has(key))
        .map(([key, text]) => ({ name: key, errors: [t(text, { ns: 'common' })] })),
    );
  }, [fieldErrors, form, group, fields, t]);

  /** The field's value checked against its schema: the server's rule, before the server is asked. */
  const schemaRule = (field: SettingField): Rule => ({
    validator: async (_rule, value) => {
      const schema = properties[field.key];
      if (!Value.Check(schema, toSetting(field, value)))
        throw new Error(t(schema.errorMessage ?? 'This field is invalid', { ns: 'common' }));
    },
  });

  const save = (formValues: FormValues) => {
    const changes = Object.fromEntries(fields.map((field) => [field.key, toSetting(field, formValues[field.key])]));
    dispatch(saveAdminSettings({ group, values: changes } as GroupChanges));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!values}
      onFinish={save}
      style={{ maxWidth: 640 }}
      data-testid={`settings-form-${group}`}
    >
      {fields.map((field) => (
        <Form.Item
          key={field.key}
          name={field.key}
          label={t(`admin.settings.${field.key}`)}
          extra={field.help ? t(`admin.settings.${field.key}Help`) : undefined}
          valuePropName={field.control === 'switch' ? 'checked' : 'value'}
          rules={[schemaRule(field)]}
          data-testid={`setting-${field.key}`}
        >
          {control(field, t)}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={saving === group} data-testid={`settings-save-${group}`}>
        {t('admin.settings.save')}
      </Button>
    </Form>
  );
}

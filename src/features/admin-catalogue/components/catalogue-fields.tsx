/** Fields the catalogue editors share. */
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, InputNumber, Select } from 'antd';
import type { Locale } from '@/shared/constants';

/** Where the item stands in its list. */
export function CatalogueOrderingItem() {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="ordering" label={t('admin.catalogue.ordering')}>
      <InputNumber<number> min={0} max={100000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** The item's slug, required; `addonBefore` shows the path it goes after. */
export function CatalogueSlugItem({ addonBefore }: { addonBefore?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name="slug"
      label={t('admin.catalogue.slug')}
      extra={t('admin.catalogue.slugHint')}
      rules={[{ required: true, message: t('admin.catalogue.required') }]}
    >
      <Input maxLength={100} addonBefore={addonBefore} data-testid="catalogue-slug" />
    </Form.Item>
  );
}

/** The item's status, one of `statuses`. */
export function CatalogueStatusItem({ statuses }: { statuses: readonly string[] }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name="status" label={t('admin.catalogue.status')}>
      <Select options={statuses.map((value) => ({ value, label: t(`admin.catalogue.statuses.${value}`) }))} />
    </Form.Item>
  );
}

/**
 * A one-line text of the item in one tab of `LocaleTabs`: required in the default tab
 * (`locale` null, the field `field`), optional in a language's (the field
 * `[<field>Translations, locale]`), where an empty one uses the default. The input's test
 * id is `catalogue-<field>-<locale>` (`-default` in the default tab).
 */
export function TranslatedTextItem({ locale, field, label }: { locale: Locale | null; field: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      name={locale ? [`${field}Translations`, locale] : field}
      label={label}
      rules={locale ? [] : [{ required: true, whitespace: true, message: t('admin.catalogue.required') }]}
    >
      <Input
        maxLength={100}
        placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
        data-testid={`catalogue-${field}-${locale ?? 'default'}`}
      />
    </Form.Item>
  );
}

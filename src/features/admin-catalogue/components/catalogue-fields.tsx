/** Fields the catalogue editors share. */
import { useTranslation } from 'next-i18next/pages';
import { Form, Input, InputNumber } from 'antd';
import type { Locale } from '@/shared/constants';

/** Where the item stands in its list. */
export function CatalogueOrderingItem() {
  const { t } = useTranslation('pages');
  return (
    <Form.Item name="ordering" label={t('admin.catalogue.ordering')}>
      <InputNumber<number> min={0} max={100000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * A one-line text of the item in one tab of `LocaleTabs`: required in the default tab
 * (`locale` null, the field `field`), optional in a language's (the field
 * `[translations, locale]`), where an empty one uses the default.
 */
export function TranslatedTextItem({
  locale,
  field,
  translations,
  label,
  testId,
}: {
  locale: Locale | null;
  field: string;
  translations: string;
  label: string;
  /** The input's test id before `-<locale>` (`-default` in the default tab). */
  testId: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <Form.Item
      name={locale ? [translations, locale] : field}
      label={label}
      rules={locale ? [] : [{ required: true, whitespace: true, message: t('admin.catalogue.required') }]}
    >
      <Input
        maxLength={100}
        placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
        data-testid={`${testId}-${locale ?? 'default'}`}
      />
    </Form.Item>
  );
}

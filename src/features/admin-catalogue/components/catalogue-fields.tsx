/** Fields the catalogue editors share and the rows they stand in; their checks are `hooks/useCatalogueChecks.ts`. */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { NumberField, SelectField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import type { Locale } from '@/shared/constants';
import styles from './catalogue-fields.module.css';

/** The highest place an item may take in its list. */
export const ORDERING_MAX = 100_000;

/** The place typed in `CatalogueOrderingItem`: 0 when it was left empty. */
export const orderingOf = (data: FormData) => {
  const text = textOf(data, 'ordering').trim();
  return text ? Number(text) : 0;
};

/**
 * Fields side by side as antd's Row of Cols set them in the editors: from 576 px (antd's
 * sm) in the proportions of `layout`; below, the first takes a row and the others share the
 * next (`post`: one to a row).
 */
export function FieldRow({ layout, children }: { layout: 'category' | 'menu' | 'post'; children: ReactNode }) {
  return <div className={`${styles.row} ${styles[layout]}`}>{children}</div>;
}

/** Where the item stands in its list. */
export function CatalogueOrderingItem({ defaultValue }: { defaultValue?: number }) {
  const { t } = useTranslation('admin');
  return (
    <NumberField name="ordering" label={t('admin.catalogue.ordering')} min={0} max={ORDERING_MAX} step={1} defaultValue={defaultValue} />
  );
}

/** The item's slug, required; `addonBefore` shows the path it goes after. */
export function CatalogueSlugItem({ addonBefore, defaultValue }: { addonBefore?: string; defaultValue?: string }) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      name="slug"
      label={t('admin.catalogue.slug')}
      hint={t('admin.catalogue.slugHint')}
      maxLength={100}
      addonBefore={addonBefore}
      defaultValue={defaultValue}
      data-testid="catalogue-slug"
    />
  );
}

/** The item's status, one of `statuses`. */
export function CatalogueStatusItem({ statuses, defaultValue }: { statuses: readonly string[]; defaultValue: string }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      name="status"
      label={t('admin.catalogue.status')}
      options={statuses.map((value) => ({ value, label: t(`admin.catalogue.statuses.${value}`) }))}
      defaultValue={defaultValue}
    />
  );
}

/**
 * The name of a text's field in `LocaleTabs`: `field` in the default tab (`locale` null),
 * `<field>Translations.<locale>` in a language's, as the server names it when it refuses it.
 */
export const translatedName = (field: string, locale: Locale | null) => (locale ? `${field}Translations.${locale}` : field);

/**
 * A one-line text of the item in one tab of `LocaleTabs`: required in the default tab
 * (check it with `useCatalogueChecks().text`), optional in a language's, where an empty one
 * uses the default. The input's test id is `catalogue-<field>-<locale>` (`-default` in the
 * default tab).
 */
export function TranslatedTextItem({
  locale,
  field,
  label,
  defaultValue,
}: {
  locale: Locale | null;
  field: string;
  label: string;
  defaultValue?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      name={translatedName(field, locale)}
      label={label}
      maxLength={100}
      placeholder={locale ? t('admin.catalogue.usesDefault') : undefined}
      defaultValue={defaultValue}
      data-testid={`catalogue-${field}-${locale ?? 'default'}`}
    />
  );
}

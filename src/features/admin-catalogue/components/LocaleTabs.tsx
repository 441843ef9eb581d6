/**
 * The texts of a catalogue item per language: the default tab (shown in every language
 * without a text of its own) and a tab per locale. Every tab stays rendered, so the form
 * keeps and checks all of them.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Tabs } from 'antd';
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@/shared/constants';

export function LocaleTabs({ render }: { render: (locale: Locale | null) => ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      size="small"
      items={[
        { key: 'default', label: t('admin.catalogue.defaultText'), forceRender: true, children: render(null) },
        ...LOCALES.map((locale) => ({ key: locale, label: LANGUAGE_NAMES[locale], forceRender: true, children: render(locale) })),
      ]}
      data-testid="catalogue-locale-tabs"
    />
  );
}

/** The entries of a per-locale form value that have text; empty tabs mean "use the default". */
export function filledTexts<T>(values: Partial<Record<Locale, T>> | undefined, filled: (value: T) => boolean): Partial<Record<Locale, T>> {
  const out: Partial<Record<Locale, T>> = {};
  for (const locale of LOCALES) {
    const value = values?.[locale];
    if (value !== undefined && value !== null && filled(value)) out[locale] = value;
  }
  return out;
}

/** A string is filled when it has more than white space. */
export const hasText = (value: string | undefined | null) => Boolean(value?.trim());

/**
 * The texts of a catalogue item per language: the default tab (shown in every language
 * without a text of its own) and a tab per locale. Every tab stays drawn, so the form
 * sends and checks all of them; when a save finds a problem in a tab out of view (a
 * language's title without its text, a text the server refused), that tab is shown and
 * its field focused.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Tabs } from '@/features/ui/components/Tabs';
import { textOf } from '@/features/ui/components/CheckedForm';
import { useFormProblems } from '@/features/ui/hooks/useFormProblems';
import { LANGUAGE_NAMES, type Locale, LOCALES } from '@/shared/constants';
import styles from './LocaleTabs.module.css';
import { CatalogueTranslateBar, type FieldNames } from './CatalogueTranslateBar';
import type { CatalogueTranslationKind } from '../slice';

const DEFAULT_TAB = 'default';

/**
 * `translate`: the editor's texts may be machine-translated into its empty languages (menus,
 * content pages); `fields` names each text's input per tab.
 */
export function LocaleTabs({
  render,
  translate,
}: {
  render: (locale: Locale | null) => ReactNode;
  translate?: { kind: CatalogueTranslationKind; fields: FieldNames };
}) {
  const { t } = useTranslation('admin');
  const problems = useFormProblems();
  const [active, setActive] = useState(DEFAULT_TAB);
  const root = useRef<HTMLDivElement>(null);
  const seen = useRef(problems);
  const toFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const before = seen.current;
    seen.current = problems;
    const box = root.current;
    // Only a problem that was not there before moves the tabs: correcting a field never does.
    if (!box || !Object.keys(problems).some((name) => problems[name] && !before[name])) return;
    const tabOf = (field: Element) => field.closest<HTMLElement>('[data-locale]')?.dataset.locale;
    const invalid = Array.from(box.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
    if (invalid.length === 0 || invalid.some((field) => tabOf(field) === active)) return;
    // The form focused a refused field outside the tabs (the slug) if there was one.
    if (document.activeElement?.getAttribute('aria-invalid') !== 'true') toFocus.current = invalid[0];
    setActive(tabOf(invalid[0]) ?? DEFAULT_TAB);
  }, [problems, active]);

  useEffect(() => {
    toFocus.current?.focus();
    toFocus.current = null;
  }, [active]);

  const panel = (locale: Locale | null) => <div data-locale={locale ?? DEFAULT_TAB}>{render(locale)}</div>;
  return (
    <div ref={root} className={styles.tabs} data-testid="catalogue-locale-tabs">
      {translate && <CatalogueTranslateBar kind={translate.kind} fields={translate.fields} root={root} />}
      <Tabs
        size="small"
        activeKey={active}
        onChange={setActive}
        items={[
          { key: DEFAULT_TAB, label: t('admin.catalogue.defaultText'), forceRender: true, children: panel(null) },
          ...LOCALES.map((locale) => ({ key: locale, label: LANGUAGE_NAMES[locale], forceRender: true, children: panel(locale) })),
        ]}
      />
    </div>
  );
}

/** The entries of a per-locale value that have text; empty tabs mean "use the default". */
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

/** The texts sent from the tabs' fields named `nameOf(locale)`, those with text only. */
export const localeTexts = (data: FormData, nameOf: (locale: Locale) => string) =>
  filledTexts<string>(Object.fromEntries(LOCALES.map((locale) => [locale, textOf(data, nameOf(locale))])), hasText);

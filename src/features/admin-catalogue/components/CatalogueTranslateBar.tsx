/**
 * Fills an editor's empty languages with machine translations of its default texts, for
 * the administrator to review: the site's engine translates them from the language chosen
 * (the page's at first) into each language whose tab is empty; the tabs are filled and
 * nothing is saved until Save. Languages the engine cannot do are named; without an engine
 * on the site the button says that translation is not set up.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { Notice } from '@/features/ui/components/Notice';
import { SelectField } from '@/features/ui/components/CheckedForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';
import { catalogueTranslationFilled, selectCatalogueTranslation, translateCatalogueTexts, type CatalogueTranslationKind } from '../slice';
import styles from './CatalogueTranslateBar.module.css';

/** The name of a field's input in a tab (`locale` null: the default tab). */
export type FieldNames = Record<string, (locale: Locale | null) => string>;

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldOf = (root: HTMLElement, name: string) => root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);

/** Sets a field's value as typing would, so that the form's own listeners (its counts, its problems) hear of it. */
function fill(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Why nothing was asked: no default text to translate, or no empty language to fill. */
type Notice = 'nothingEmpty' | 'noDefault' | null;

export function CatalogueTranslateBar({
  kind,
  fields,
  root,
}: {
  kind: CatalogueTranslationKind;
  fields: FieldNames;
  root: RefObject<HTMLDivElement | null>;
}) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const pageLocale = i18n.language;
  const enabled = useAppSelector(selectPublicSettings)?.translationEnabled ?? false;
  const translation = useAppSelector(selectCatalogueTranslation);
  const [notice, setNotice] = useState<Notice>(null);
  const [from, setFrom] = useState<Locale>(LOCALES.find((locale) => locale === pageLocale) ?? DEFAULT_LOCALE);

  const textOf = (name: string) => (root.current ? (fieldOf(root.current, name)?.value ?? '') : '');
  const isEmpty = (locale: Locale) => Object.values(fields).every((nameOf) => !textOf(nameOf(locale)).trim());

  const ask = () => {
    const texts = Object.fromEntries(Object.entries(fields).map(([field, nameOf]) => [field, textOf(nameOf(null))]));
    if (Object.values(texts).every((text) => !text.trim())) return setNotice('noDefault');
    const to = LOCALES.filter((locale) => locale !== from && isEmpty(locale));
    if (to.length === 0) return setNotice('nothingEmpty');
    setNotice(null);
    dispatch(translateCatalogueTexts({ kind, from, to, texts }));
  };

  // The answer goes into the tabs that are still empty (the administrator may have typed meanwhile), once.
  useEffect(() => {
    const box = root.current;
    if (!translation.result || !box) return;
    const filled: Locale[] = [];
    for (const locale of LOCALES) {
      const texts = translation.result.translations[locale];
      if (!texts || !isEmpty(locale)) continue;
      for (const [field, nameOf] of Object.entries(fields)) {
        const input = fieldOf(box, nameOf(locale));
        if (input && texts[field] !== undefined) fill(input, texts[field]);
      }
      filled.push(locale);
    }
    dispatch(catalogueTranslationFilled(filled));
    // Only a new answer fills the tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translation.result]);

  const outcome = translation.outcome;
  const names = (locales: readonly string[]) => locales.map((locale) => LANGUAGE_NAMES[locale as Locale] ?? locale).join(', ');

  return (
    <div
      className={styles.bar}
      data-testid="catalogue-translate"
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement && target.name === 'translateFrom') setFrom(target.value as Locale);
      }}
    >
      <SelectField
        name="translateFrom"
        label={t('admin.catalogue.translate.from')}
        options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
        defaultValue={from}
        data-testid="catalogue-translate-from"
      />
      <Button
        onClick={ask}
        disabled={!enabled || translation.requesting}
        loading={translation.requesting}
        data-testid="catalogue-translate-button"
      >
        {enabled ? t('admin.catalogue.translate.fill') : t('admin.catalogue.translate.notConfigured')}
      </Button>
      <div className={styles.outcome} aria-live="polite">
        {translation.error ? (
          <Notice type="error" title={t(translation.error, { ns: 'common' })} data-testid="catalogue-translate-error" />
        ) : notice ? (
          <Notice type="info" title={t(`admin.catalogue.translate.${notice}`)} />
        ) : outcome ? (
          <Notice
            type={outcome.filled.length ? 'success' : 'warning'}
            data-testid="catalogue-translate-outcome"
            title={
              <>
                {outcome.filled.length
                  ? t('admin.catalogue.translate.filled', { languages: names(outcome.filled) })
                  : t('admin.catalogue.translate.noneFilled')}
                {outcome.unsupported.length
                  ? ` ${t('admin.catalogue.translate.unsupported', { languages: names(outcome.unsupported) })}`
                  : ''}
              </>
            }
          />
        ) : null}
      </div>
    </div>
  );
}

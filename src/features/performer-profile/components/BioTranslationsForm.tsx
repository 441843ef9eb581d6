/**
 * The bio in each site language (POST /performers/{id}/translations). Visitors read
 * the translation of their language; without one they read the profile's bio.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { showMessage } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';
import { LOCALES, type Locale } from '@/shared/constants';
import type { BioTranslationBody } from '@/shared/schemas/performers';
import { saveBioTranslations, type PerformerWithProfile } from '../slice';
import { CheckedForm, FieldGrid, TextAreaField, textOf } from '@/features/ui/components/CheckedForm';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';
import styles from './SettingsForm.module.css';

type TranslationValues = Partial<Record<Locale, string>>;

/** The performer's translations as form values ('' where there is none). */
export const translationValues = (performer: PerformerWithProfile): TranslationValues =>
  Object.fromEntries(LOCALES.map((locale) => [locale, performer.bioTranslations?.[locale] ?? '']));

/** The translations whose trimmed text differs from the saved one, in the order of LOCALES. */
export function changedTranslations(performer: PerformerWithProfile, values: TranslationValues): BioTranslationBody[] {
  const before = translationValues(performer);
  return LOCALES.map((locale) => ({ locale, bio: (values[locale] ?? '').trim() })).filter(
    ({ locale, bio }) => bio !== (before[locale] ?? '').trim(),
  );
}

/** 'pt-BR' → 'Brazilian Portuguese' in the visitor's language. */
function languageNames(uiLocale: string): (locale: string) => string {
  try {
    const names = new Intl.DisplayNames([uiLocale], { type: 'language' });
    return (locale) => names.of(locale) ?? locale;
  } catch {
    return (locale) => locale;
  }
}

/** The form's field of a locale's translation. */
const fieldOf = (locale: Locale) => `bio-${locale}`;

/** The bio in every site language, so that each visitor reads it in theirs; a save sends only the changed ones. */
export function BioTranslationsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const state = useProfileRequest('translations', t('settings.translations.saved'));
  const nameOf = useMemo(() => languageNames(i18n.language), [i18n.language]);
  const saved = translationValues(performer);

  const submit = (data: FormData) => {
    if (state.requesting) return;
    const values = Object.fromEntries(LOCALES.map((locale) => [locale, textOf(data, fieldOf(locale))]));
    const changes = changedTranslations(performer, values);
    if (!changes.length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    dispatch(saveBioTranslations(changes));
  };

  return (
    <CheckedForm size="middle" check={() => ({})} onValid={submit} data-testid="bio-translations-form">
      <p className={styles.intro}>{t('settings.translations.intro')}</p>
      <FieldGrid>
        {LOCALES.map((locale) => (
          <TextAreaField
            key={locale}
            name={fieldOf(locale)}
            label={`${nameOf(locale)} (${locale})`}
            lang={locale}
            rows={3}
            maxLength={4000}
            defaultValue={saved[locale]}
            data-testid={`bio-${locale}`}
          />
        ))}
      </FieldGrid>
      <SaveFooter request={state} name="translations" />
    </CheckedForm>
  );
}

/**
 * The bio in each site language (POST /performers/{id}/translations). Visitors read
 * the translation of their language; without one they read the profile's bio.
 */
import { useMemo } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Col, Form, Input, Row, Typography } from 'antd';
import { showMessage } from '@/lib/toast';
import { useAppDispatch } from '@/store/hooks';
import { LOCALES, type Locale } from '@/shared/constants';
import { saveBioTranslations, type PerformerWithProfile } from '../slice';
import type { BioTranslation } from '../api';
import { SaveFooter } from '@/features/ui/components/SaveFooter';
import { useProfileRequest } from '../hooks/useProfileRequest';

type TranslationValues = Partial<Record<Locale, string>>;

/** The performer's translations as form values ('' where there is none). */
export const translationValues = (performer: PerformerWithProfile): TranslationValues =>
  Object.fromEntries(LOCALES.map((locale) => [locale, performer.bioTranslations?.[locale] ?? '']));

/** The translations whose trimmed text differs from the saved one, in the order of LOCALES. */
export function changedTranslations(performer: PerformerWithProfile, values: TranslationValues): BioTranslation[] {
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

export function BioTranslationsForm({ performer }: { performer: PerformerWithProfile }) {
  const { t, i18n } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<TranslationValues>();
  const state = useProfileRequest('translations', t('settings.translations.saved'));
  const nameOf = useMemo(() => languageNames(i18n.language), [i18n.language]);

  const submit = (values: TranslationValues) => {
    const changes = changedTranslations(performer, values);
    if (!changes.length) {
      showMessage('info', t('settings.profile.noChanges'));
      return;
    }
    dispatch(saveBioTranslations(changes));
  };

  return (
    <Form form={form} layout="vertical" initialValues={translationValues(performer)} onFinish={submit} data-testid="bio-translations-form">
      <Typography.Paragraph type="secondary">{t('settings.translations.intro')}</Typography.Paragraph>
      <Row gutter={16}>
        {LOCALES.map((locale) => (
          <Col key={locale} xs={24} lg={12}>
            <Form.Item name={locale} label={`${nameOf(locale)} (${locale})`}>
              <Input.TextArea
                lang={locale}
                autoSize={{ minRows: 3, maxRows: 10 }}
                maxLength={4000}
                showCount
                data-testid={`bio-${locale}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <SaveFooter request={state} name="translations" />
    </Form>
  );
}

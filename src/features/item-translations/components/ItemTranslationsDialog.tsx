/**
 * The translations of the performer's item whose dialog is open (`openItemTranslations`):
 * a tab per site language with the item's title and description in it, each tab's form
 * starting from what was saved for that language; saving sends the chosen tab's language
 * only, and the dialog stays open for the next one. An empty title and description take
 * that language's away: its readers see the item's own texts.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { CheckedForm, TextAreaField, TextField, textOf } from '@/features/ui/components/CheckedForm';
import { Dialog } from '@/features/ui/components/Dialog';
import { Notice } from '@/features/ui/components/Notice';
import { Tabs } from '@/features/ui/components/Tabs';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';
import { closeItemTranslations, selectItemTranslations, translateItem, type TranslatedItem, type TranslatedKind } from '../slice';
import styles from './ItemTranslationsDialog.module.css';

const FORM_ID = 'item-translation-form';

/** `items`: the list the dialog's item is among (the dialog shows when one of them of `kind` is the target). */
export function ItemTranslationsDialog({ kind, items }: { kind: TranslatedKind; items: readonly TranslatedItem[] }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { target, saving, error, saved } = useAppSelector(selectItemTranslations);
  const item = target?.kind === kind ? items.find((candidate) => candidate._id === target.id) : undefined;
  const translations = item ? (saved[item._id] ?? item.translations) : {};
  const [locale, setLocale] = useState<Locale>(LOCALES[0]);

  const save = (data: FormData) => {
    if (saving) return;
    dispatch(translateItem({ locale, title: textOf(data, 'title'), description: textOf(data, 'description') }));
  };

  const panel = (language: Locale) => {
    const texts = translations[language];
    return (
      <CheckedForm id={language === locale ? FORM_ID : undefined} size="middle" check={() => ({})} onValid={save}>
        <TextField
          name="title"
          label={t('itemTranslations.itemTitle')}
          lang={language}
          maxLength={200}
          placeholder={item?.title}
          defaultValue={texts?.title ?? ''}
          data-testid={`translation-title-${language}`}
        />
        <TextAreaField
          name="description"
          label={t('itemTranslations.description')}
          lang={language}
          rows={4}
          maxLength={2000}
          placeholder={item?.description ?? undefined}
          defaultValue={texts?.description ?? ''}
          data-testid={`translation-description-${language}`}
        />
      </CheckedForm>
    );
  };

  return (
    <Dialog
      open={Boolean(item)}
      title={t('itemTranslations.title', { title: item?.title ?? '' })}
      okText={t('videos.save')}
      cancelText={t('itemTranslations.close')}
      okForm={FORM_ID}
      okLoading={saving}
      okTestId="translation-save"
      onCancel={() => dispatch(closeItemTranslations())}
      closable={!saving}
      maskClosable={false}
      width={720}
    >
      <p className={styles.intro}>{t('itemTranslations.intro')}</p>
      <Tabs
        size="small"
        destroyOnHidden
        activeKey={locale}
        onChange={(key) => setLocale(key as Locale)}
        items={LOCALES.map((language) => ({ key: language, label: LANGUAGE_NAMES[language], children: panel(language) }))}
        data-testid="translation-tabs"
      />
      {error && <Notice type="error" title={t(error, { ns: 'common' })} data-testid="translation-error" />}
    </Dialog>
  );
}

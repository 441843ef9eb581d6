/**
 * A received message's translation into the reader's language (the page's): a button
 * that asks for it, the translation under the original once it is there (with a button to
 * hide and show it), or the reason it was refused with a button to try again, from the
 * language the reader says the message is in (the site takes the writer's). Without a
 * translation engine on the site the button is greyed and says that translation is not set up.
 */
import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/features/ui/components/Button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPublicSettings } from '@/features/settings/slice';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES } from '@/shared/constants';
import { messageTranslationToggled, selectMessageTranslation, translateMessage } from '../slice';
import styles from './MessageTranslationControl.module.css';

export function MessageTranslationControl({ messageId }: { messageId: string }) {
  const { t, i18n } = useTranslation('live');
  const dispatch = useAppDispatch();
  const locale = i18n.language || DEFAULT_LOCALE;
  const enabled = useAppSelector(selectPublicSettings)?.translationEnabled ?? false;
  const entry = useAppSelector((state) => selectMessageTranslation(state, messageId));
  const [from, setFrom] = useState('');
  const ask = () => dispatch(translateMessage(from ? { messageId, locale, from } : { messageId, locale }));

  if (!enabled) {
    return (
      <span className={styles.actions}>
        <Button type="link" size="small" disabled className={styles.button} data-testid="message-translate">
          {t('messages.translation.notConfigured')}
        </Button>
      </span>
    );
  }
  if (entry?.status === 'translated' && entry.text !== null) {
    return (
      <>
        {!entry.hidden && (
          <span className={styles.translation} lang={entry.locale} data-testid="message-translation">
            <span className={styles.label}>{t('messages.translation.translated')}</span>
            {entry.text}
          </span>
        )}
        <span className={styles.actions}>
          <Button
            type="link"
            size="small"
            className={styles.button}
            onClick={() => dispatch(messageTranslationToggled(messageId))}
            data-testid="message-translation-toggle"
          >
            {entry.hidden ? t('messages.translation.show') : t('messages.translation.hide')}
          </Button>
        </span>
      </>
    );
  }
  if (entry?.status === 'failed') {
    return (
      <span className={styles.actions}>
        <span className={styles.error} role="alert" data-testid="message-translation-error">
          {t(entry.error ?? '', { ns: 'common' })}
        </span>{' '}
        <label className={styles.from}>
          {t('messages.translation.writtenIn')}{' '}
          <select
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            className={styles.select}
            data-testid="message-translate-from"
          >
            <option value="">–</option>
            {LOCALES.filter((option) => option !== locale).map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </label>{' '}
        <Button type="link" size="small" className={styles.button} onClick={ask} data-testid="message-translate">
          {t('messages.translation.retry')}
        </Button>
      </span>
    );
  }
  const translating = entry?.status === 'translating';
  return (
    <span className={styles.actions}>
      <Button
        type="link"
        size="small"
        className={styles.button}
        onClick={ask}
        loading={translating}
        disabled={translating}
        data-testid="message-translate"
      >
        {translating ? t('messages.translation.translating') : t('messages.translation.translate')}
      </Button>
    </span>
  );
}

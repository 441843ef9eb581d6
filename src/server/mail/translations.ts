/**
 * Texts of mails written in the receiving account's language. They are the `mail`
 * namespace of `locales/` (one place for every translation, checked by the locales
 * test; no page loads it), read from the project's folder as next-i18next reads them.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { LOCALES, MAIL_NAMESPACE, type Locale } from '@/shared/constants';
import { translationOf } from '@/shared/translations';

const DEFAULT_LOCALE: Locale = 'nl';
const loaded = new Map<Locale, Record<string, string>>();

function dictionary(locale: Locale): Record<string, string> {
  let dict = loaded.get(locale);
  if (!dict) {
    dict = JSON.parse(readFileSync(path.resolve('locales', locale, `${MAIL_NAMESPACE}.json`), 'utf8')) as Record<string, string>;
    loaded.set(locale, dict);
  }
  return dict;
}

/** The account's language, or the site's default when it has none we know. */
export const mailLocale = (locale: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;

/**
 * The address of `page` (a path of the site, such as `/auth/login/user`) in `locale`, as a mail
 * links to it: Dutch, the default, has no prefix; an account of no known language reads the default.
 */
export const siteLink = (siteUrl: string, locale: string | null | undefined, page: string): string => {
  const language = mailLocale(locale);
  return `${siteUrl}${language === DEFAULT_LOCALE ? '' : `/${language}`}${page}`;
};

/** `key` of the mail texts in `locale`, with `{{name}}` placeholders filled; the key itself when missing. */
export function mailText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const text = translationOf(dictionary(locale), key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

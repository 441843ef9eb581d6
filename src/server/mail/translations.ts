/**
 * Mails written in the receiving account's language: their texts, the links in them and their
 * form (`composeMail`). The texts are the `mail` namespace of `locales/` (one place for every
 * translation, checked by the locales test; no page loads it), read from the project's folder
 * as next-i18next reads them.
 */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, LOCALES, MAIL_NAMESPACE, type Locale } from '@/shared/constants';
import { translationOf } from '@/shared/translations';
import { escapeHtml, type Mail } from './mailer';

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

/**
 * `key` of the mail texts in `locale`, with `{{name}}` placeholders filled; the key itself when
 * missing. With a `count` among the values, the key's plural form for that number in the
 * language (`key_one`, `key_few`…, as the pages' texts have them) when the texts have one.
 */
export function mailText(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const dict = dictionary(locale);
  const plural = Object.hasOwn(values, 'count') ? `${key}_${new Intl.PluralRules(locale).select(Number(values.count))}` : null;
  const text =
    (plural ? (translationOf(dict, plural) ?? translationOf(dict, `${key}_other`)) : undefined) ?? translationOf(dict, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** What a mail says, in the receiver's language already, beside the greeting the mail starts with. */
export interface MailContent {
  subject: string;
  /** The paragraphs before the link; empty ones are left out. */
  paragraphs: string[];
  /** The line that leads to the link, when the link needs one. */
  action?: string;
  link: string;
  /** Paragraphs after the link. */
  after?: string[];
}

/** A mail to `account` in `locale`: "Hello {name}," then `content`, as plain text and as HTML (what people typed escaped). */
export function composeMail(account: { email: string; name: string }, locale: Locale, content: MailContent): Mail {
  const before = [mailText(locale, 'mail.hello', { name: account.name }), ...content.paragraphs].filter(Boolean);
  const after = content.after ?? [];
  const { action, link } = content;
  const paragraphsHtml = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    to: account.email,
    subject: content.subject,
    text: [...before, action ? `${action}\n${link}` : link, ...after].join('\n\n') + '\n',
    html:
      paragraphsHtml(before) + `<p>${action ? `${escapeHtml(action)}<br>` : ''}<a href="${link}">${link}</a></p>` + paragraphsHtml(after),
  };
}

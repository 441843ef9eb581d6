/**
 * Data the site owns (a category's name, a package's, a menu item's title) is typed once as
 * the default text, with a translation per language. The administration's lists show each
 * item as the administrator's language has it, the default text where that has none, as
 * the public pages do for visitors.
 */
import { useTranslation } from 'next-i18next/pages';
import { translationOf } from '@/shared/translations';

/** `pick(defaultText, translations)`: the translation in the page's language when it has one, else the default. */
export function useInPageLanguage() {
  const { i18n } = useTranslation();
  return (defaultText: string, translations: Record<string, string> | null | undefined): string =>
    translationOf(translations, i18n.language)?.trim() || defaultText;
}

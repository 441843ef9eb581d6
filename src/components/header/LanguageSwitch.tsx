/** Switches the page's language: keeps the page, changes the locale and remembers it in a cookie. */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { Icon } from '@/features/ui/components/Icon';
import { setLocaleCookie } from '@/lib/cookies';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';
import { MenuButton } from './MenuButton';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('navigation');
  const router = useRouter();
  const current = (router.locale ?? 'nl') as Locale;

  const change = (locale: Locale) => {
    if (locale === current) return;
    setLocaleCookie(locale);
    void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale });
  };

  const shown = compact ? current.toUpperCase() : LANGUAGE_NAMES[current];
  // The button's name holds what it shows ("EN"), so that those who speak to their screen can say it.
  const named = compact ? `${shown} (${LANGUAGE_NAMES[current]})` : shown;
  return (
    <MenuButton
      entries={LOCALES.map((locale) => ({ key: locale, label: LANGUAGE_NAMES[locale], lang: locale, checked: locale === current }))}
      onSelect={(key) => change(key as Locale)}
      ariaLabel={t('header.language', { language: named })}
      testId="language-switch"
    >
      <Icon icon={TranslationOutlined} />
      {shown}
      <Icon icon={DownOutlined} />
    </MenuButton>
  );
}

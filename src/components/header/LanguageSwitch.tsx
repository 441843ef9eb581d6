/** Switches the page's language: keeps the page, changes the locale and remembers it in a cookie. */
import { useRouter } from 'next/router';
import { Select } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { setLocaleCookie } from '@/lib/cookies';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const router = useRouter();
  const current = (router.locale ?? 'nl') as Locale;

  const change = (locale: Locale) => {
    setLocaleCookie(locale);
    void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale });
  };

  return (
    <Select
      aria-label="Language"
      data-testid="language-switch"
      value={current}
      onChange={change}
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LOCALES.map((locale) => ({ value: locale, label: compact ? locale.toUpperCase() : LANGUAGE_NAMES[locale] }))}
      style={{ minWidth: compact ? 72 : 140 }}
    />
  );
}

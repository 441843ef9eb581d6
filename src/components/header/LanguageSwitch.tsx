/**
 * Switches the page's language: keeps the page, changes the locale and remembers it in a
 * cookie. A button and a menu of the languages (the header's other menus are antd
 * dropdowns too, so this one adds no component of its own to every page's scripts).
 */
import { useRouter } from 'next/router';
import { Button, Dropdown } from 'antd';
import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { setLocaleCookie } from '@/lib/cookies';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '@/shared/constants';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const router = useRouter();
  const current = (router.locale ?? 'nl') as Locale;

  const change = (locale: Locale) => {
    if (locale === current) return;
    setLocaleCookie(locale);
    void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale });
  };

  const items = LOCALES.map((locale) => ({ key: locale, label: <span lang={locale}>{LANGUAGE_NAMES[locale]}</span> }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [current], onClick: ({ key }) => change(key as Locale) }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Button type="text" aria-label={`Language: ${LANGUAGE_NAMES[current]}`} data-testid="language-switch">
        <GlobalOutlined />
        {compact ? current.toUpperCase() : LANGUAGE_NAMES[current]}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

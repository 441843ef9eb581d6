/**
 * antd's theme (the site's colours) and language for the antd components inside it.
 * Only the pages that use antd load it: the account, sign-in, administration and
 * maintenance layouts wrap their pages in it, and a visitor's layout wraps a page that
 * declares `antd: true` (`LayoutSwitcher`). The pages every visitor opens (home, performer
 * pages, lists) are built of the site's own elements and carry none of antd.
 */
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '@/store/hooks';
import { makeTheme } from '@/lib/antd-theme';
import { useAntdLocale } from '@/lib/antd-locale';
import { selectUiSettings } from '@/features/settings/slice';

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const ui = useAppSelector(selectUiSettings);
  const locale = useAntdLocale(i18n.language);
  const theme = useMemo(() => makeTheme(ui?.theme), [ui?.theme]);
  return (
    <ConfigProvider theme={theme} locale={locale} direction="ltr">
      {children}
    </ConfigProvider>
  );
}

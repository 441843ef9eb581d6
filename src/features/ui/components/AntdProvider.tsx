/**
 * antd's theme (the site's colours) and language for the antd components inside it.
 * No page uses antd: only the parts a page loads later when a visitor needs them (the
 * phone menu, the 18+ dialog, the short messages) do, and each wraps itself in this.
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

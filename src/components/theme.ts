/** The antd theme (docs/domain.md#dates-languages-and-look): primary orange, success green, white. */
import type { ThemeConfig } from 'antd';

export function makeTheme(colors?: { primaryColor?: string; successColor?: string }): ThemeConfig {
  return {
    token: {
      colorPrimary: colors?.primaryColor || '#fa8c16',
      colorSuccess: colors?.successColor || '#52c41a',
      colorBgBase: '#ffffff',
      colorLink: colors?.primaryColor || '#fa8c16',
      borderRadius: 8,
      fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#fafafa', footerBg: '#1f1f1f', headerPadding: '0 16px' },
    },
  };
}

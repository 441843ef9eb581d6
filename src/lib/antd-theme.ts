/** antd's theme of the site's colours (theme.ts), for the pages and messages that use antd's components. */
import type { ThemeConfig } from 'antd';
import type { ThemeColors } from './theme';

export function makeTheme(colors?: ThemeColors): ThemeConfig {
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

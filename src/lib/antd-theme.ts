/**
 * antd's theme of the site's colours (theme.ts), for the parts that use antd's components:
 * its primary colour is the palette's strong shade, as the site's own buttons and links
 * (readable on white, white readable on it).
 */
import type { ThemeConfig } from 'antd';
import type { ThemePalette } from '@/shared/schemas/settings';
import type { ThemeColors } from './theme';

/** The default orange's strong shades, as globals.css has them, until the settings are read. */
const DEFAULT_STRONG = { primaryStrong: '#ab5a04', primaryStrongHover: '#8d4a03', primaryStrongActive: '#6f3b03' };

export function makeTheme(colors?: ThemeColors & { palette?: ThemePalette }): ThemeConfig {
  const strong = colors?.palette ?? DEFAULT_STRONG;
  return {
    token: {
      colorPrimary: strong.primaryStrong,
      colorPrimaryHover: strong.primaryStrongHover,
      colorPrimaryActive: strong.primaryStrongActive,
      colorSuccess: colors?.successColor || '#52c41a',
      colorBgBase: '#ffffff',
      colorLink: strong.primaryStrong,
      colorLinkHover: strong.primaryStrongHover,
      colorLinkActive: strong.primaryStrongActive,
      colorTextSecondary: '#666666',
      borderRadius: 8,
      fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: { headerBg: '#ffffff', bodyBg: '#fafafa', footerBg: '#1f1f1f', headerPadding: '0 16px' },
    },
  };
}

/** The antd theme (docs/domain.md#dates-languages-and-look): primary orange, success green, white. */
import type { ThemeConfig } from 'antd';
import type { ThemePalette } from '@/shared/schemas/settings';

/** The colours an administrator chooses (the site's settings). */
export interface ThemeColors {
  primaryColor?: string;
  successColor?: string;
}

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

/**
 * The theme's palette as the CSS variables the site's own elements read
 * (`var(--color-primary)`; the defaults are in globals.css).
 */
export function themeVariables(palette: ThemePalette): string {
  const variables: [string, string][] = [
    ['primary', palette.primary],
    ['primary-hover', palette.primaryHover],
    ['primary-active', palette.primaryActive],
    ['primary-bg', palette.primaryBg],
    ['primary-bg-hover', palette.primaryBgHover],
    ['primary-border', palette.primaryBorder],
    ['primary-border-hover', palette.primaryBorderHover],
    ['success', palette.success],
  ];
  // The values are the server's hex colours; anything else is left out rather than written into CSS.
  return `:root{${variables
    .filter(([, value]) => /^#[0-9a-f]{3,8}$/i.test(value))
    .map(([name, value]) => `--color-${name}:${value};`)
    .join('')}}`;
}

/**
 * The site's theme (docs/domain.md#dates-languages-and-look): primary orange, success
 * green, white, or the administrator's colours; as CSS variables for the site's own
 * elements here, as antd's theme in antd-theme.ts.
 */
import { DEFAULT_THEME_COLOURS } from '@/shared/constants';
import type { ThemePalette } from '@/shared/schemas/settings';

/** The colours an administrator chooses (the site's settings). */
export interface ThemeColors {
  primaryColor?: string;
  successColor?: string;
}

/** Whether these are the default colours, whose palette globals.css already declares. */
export const isDefaultTheme = (colors: ThemeColors) =>
  colors.primaryColor?.toLowerCase() === DEFAULT_THEME_COLOURS.primaryColor &&
  colors.successColor?.toLowerCase() === DEFAULT_THEME_COLOURS.successColor;

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
    ['primary-strong', palette.primaryStrong],
    ['primary-strong-hover', palette.primaryStrongHover],
    ['primary-strong-active', palette.primaryStrongActive],
    ['success', palette.success],
    ['success-strong', palette.successStrong],
  ];
  // The values are the server's hex colours; anything else is left out rather than written into CSS.
  return `:root{${variables
    .filter(([, value]) => /^#[0-9a-f]{3,8}$/i.test(value))
    .map(([name, value]) => `--color-${name}:${value};`)
    .join('')}}`;
}

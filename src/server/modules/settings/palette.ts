/**
 * The theme's palette (`ThemePalette`): the shades antd derives from a colour (its
 * `generate`, ten shades from light to dark, the given colour the sixth), picked the way
 * antd's own tokens pick them. Derived here, once per settings read, so that pages
 * without antd's components carry neither antd's colour code nor a second copy of it.
 */
import { generate } from '@ant-design/colors';
import type { ThemePalette } from '@/shared/schemas/settings';

export function themePalette(primaryColor: string, successColor: string): ThemePalette {
  const primary = generate(primaryColor);
  return {
    primary: primary[5],
    primaryHover: primary[4],
    primaryActive: primary[6],
    primaryBg: primary[0],
    primaryBgHover: primary[1],
    primaryBorder: primary[2],
    primaryBorderHover: primary[3],
    success: generate(successColor)[5],
  };
}

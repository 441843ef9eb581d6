/** The theme's colours as CSS variables for the pages without antd. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDefaultTheme, themeVariables } from '@/lib/theme';
import { DEFAULT_THEME_COLOURS } from '@/shared/constants';
import { makeTheme } from '@/lib/antd-theme';
import { contrastRatio, themePalette, TEXT_CONTRAST } from '@/server/modules/settings/palette';

it('derives antd’s shades of the theme’s colours and writes them as the site’s CSS variables', () => {
  const palette = themePalette('#fa8c16', '#52c41a');
  // antd's own tokens for its default orange: the page's elements and antd's components look alike.
  expect(palette).toEqual({
    primary: '#fa8c16',
    primaryHover: '#ffa940',
    primaryActive: '#d46b08',
    primaryBg: '#fff7e6',
    primaryBgHover: '#ffe7ba',
    primaryBorder: '#ffd591',
    primaryBorderHover: '#ffc069',
    primaryStrong: '#ab5a04',
    primaryStrongHover: '#8d4a03',
    primaryStrongActive: '#6f3b03',
    success: '#52c41a',
    successStrong: '#368011',
  });
  const css = themeVariables(palette);
  expect(css.startsWith(':root{')).toBe(true);
  expect(css).toContain('--color-primary:#fa8c16;');
  expect(css).toContain('--color-primary-active:#d46b08;');
  expect(css).toContain('--color-success:#52c41a;');
  expect(css).toContain('--color-primary-strong:#ab5a04;');
  expect(css).toContain('--color-success-strong:#368011;');
});

it.each([
  ['#fa8c16', '#52c41a'],
  ['#fadb14', '#a0d911'],
  ['#1677ff', '#13c2c2'],
  ['#eb2f96', '#52c41a'],
  ['#ff4d4f', '#73d13d'],
])('makes text of %s and %s readable on every light ground and white readable on its buttons', (primary, success) => {
  const palette = themePalette(primary, success);
  for (const ground of ['#ffffff', '#fafafa', palette.primaryBg])
    expect(contrastRatio(palette.primaryStrong, ground)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  for (const ground of ['#ffffff', '#fafafa', '#f6ffed'])
    expect(contrastRatio(palette.successStrong, ground)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  // Hover and active are darker still: the button's white label stays readable.
  expect(contrastRatio(palette.primaryStrongHover, '#ffffff')).toBeGreaterThan(contrastRatio(palette.primaryStrong, '#ffffff'));
  expect(contrastRatio(palette.primaryStrongActive, '#ffffff')).toBeGreaterThan(contrastRatio(palette.primaryStrongHover, '#ffffff'));
});

it('keeps a colour that is dark enough as it is, and measures contrast as WCAG does', () => {
  expect(themePalette('#112233', '#135200').primaryStrong).toBe('#112233');
  expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
  expect(contrastRatio('#fa8c16', '#ffffff')).toBeCloseTo(2.33, 1);
});

it('starts with the default theme’s palette before the settings are read (globals.css and antd alike)', () => {
  const css = readFileSync(path.join(__dirname, '../../src/styles/globals.css'), 'utf8');
  // The page writes no palette of its own for the default colours: globals.css must have it whole.
  expect(isDefaultTheme(DEFAULT_THEME_COLOURS)).toBe(true);
  expect(isDefaultTheme({ primaryColor: '#FA8C16', successColor: '#52c41a' })).toBe(true);
  expect(isDefaultTheme({ primaryColor: '#1677ff', successColor: '#52c41a' })).toBe(false);
  const declared = themeVariables(themePalette(DEFAULT_THEME_COLOURS.primaryColor, DEFAULT_THEME_COLOURS.successColor))
    .slice(':root{'.length, -1)
    .split(';')
    .filter(Boolean);
  for (const declaration of declared) expect(css).toContain(`  ${declaration.replace(':', ': ')};`);
  expect(makeTheme().token).toMatchObject({ colorPrimary: '#ab5a04', colorPrimaryHover: '#8d4a03', colorLink: '#ab5a04' });
});

it('leaves out a value that is not a colour rather than writing it into the page’s CSS', () => {
  const css = themeVariables({ ...themePalette('#112233', '#52c41a'), primary: 'red;}</style><script>' });
  expect(css).not.toContain('script');
  expect(css).not.toContain('--color-primary:');
  expect(css).toContain('--color-primary-hover:#1f3140;');
});

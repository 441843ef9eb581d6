/** The theme's colours as CSS variables for the pages without antd. */
import { themeVariables } from '@/lib/theme';
import { themePalette } from '@/server/modules/settings/palette';

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
    success: '#52c41a',
  });
  const css = themeVariables(palette);
  expect(css.startsWith(':root{')).toBe(true);
  expect(css).toContain('--color-primary:#fa8c16;');
  expect(css).toContain('--color-primary-active:#d46b08;');
  expect(css).toContain('--color-success:#52c41a;');
});

it('leaves out a value that is not a colour rather than writing it into the page’s CSS', () => {
  const css = themeVariables({ ...themePalette('#112233', '#52c41a'), primary: 'red;}</style><script>' });
  expect(css).not.toContain('script');
  expect(css).not.toContain('--color-primary:');
  expect(css).toContain('--color-primary-hover:#1f3140;');
});

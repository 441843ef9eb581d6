/**
 * The theme's palette (`ThemePalette`): the shades antd derives from a colour (its
 * `generate`, ten shades from light to dark, the given colour the sixth), picked the way
 * antd's own tokens pick them. Derived here, once per settings read, so that pages
 * without antd's components carry neither antd's colour code nor a second copy of it.
 *
 * Text and filled buttons take the "strong" shades: the chosen colour made darker, hue and
 * saturation kept, until it reads at WCAG 2.2 AA (4.5:1) on every light background the
 * site puts it on (white, the page's #fafafa and the colour's own lightest shade when that is light) and white
 * text reads on it. The chosen colour itself stays for what carries no text: borders,
 * focus rings, spinners, bars.
 */
import { generate } from '@ant-design/colors';
import type { ThemePalette } from '@/shared/schemas/settings';

/** WCAG 2.2's minimum contrast of normal text (1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;
const PAGE_BACKGROUNDS = ['#ffffff', '#fafafa'];

export function themePalette(primaryColor: string, successColor: string): ThemePalette {
  const primary = generate(primaryColor);
  const success = generate(successColor);
  const primaryStrong = readableShade(primaryColor, [...PAGE_BACKGROUNDS, ...lightGround(primary[0])]);
  return {
    primary: primary[5],
    primaryHover: primary[4],
    primaryActive: primary[6],
    primaryBg: primary[0],
    primaryBgHover: primary[1],
    primaryBorder: primary[2],
    primaryBorderHover: primary[3],
    primaryStrong,
    primaryStrongHover: darker(primaryStrong, 0.06),
    primaryStrongActive: darker(primaryStrong, 0.12),
    success: success[5],
    successStrong: readableShade(successColor, [...PAGE_BACKGROUNDS, ...lightGround(success[0])]),
  };
}

/** A colour's lightest shade as a ground for text; antd's shades of a very dark colour are dark themselves, and are then left out. */
function lightGround(shade: string): string[] {
  return contrastRatio(shade, '#000000') >= 3 * TEXT_CONTRAST ? [shade] : [];
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21 (WCAG 2.2's definition). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour, darkened by steps of 1 % lightness, until it reaches TEXT_CONTRAST on each background. */
function readableShade(color: string, backgrounds: string[]): string {
  const [hue, saturation, lightness] = hsl(color);
  let shade = hex(color);
  for (let l = lightness; backgrounds.some((bg) => contrastRatio(shade, bg) < TEXT_CONTRAST) && l > 0;) {
    l = Math.max(0, l - 0.01);
    shade = fromHsl(hue, saturation, l);
  }
  return shade;
}

function darker(color: string, by: number): string {
  const [hue, saturation, lightness] = hsl(color);
  return fromHsl(hue, saturation, Math.max(0, lightness - by));
}

function channels(color: string): [number, number, number] {
  const value = hex(color);
  return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number];
}

/** `#rgb` or `#rrggbb` as `#rrggbb`, lower case (the settings accept six digits; antd may give either). */
function hex(color: string): string {
  const value = color.toLowerCase();
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function hsl(color: string): [number, number, number] {
  const [r, g, b] = channels(color).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const d = max - min;
  const saturation = lightness > 0.5 ? d / (2 - max - min) : d / (max + min);
  const hue = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `#${[channel(0), channel(8), channel(4)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

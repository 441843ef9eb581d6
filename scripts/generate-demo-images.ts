/**
 * Generates the demo pictures shipped in public/:
 *  - 28 illustrated head-and-shoulders portraits: public/demo/performers/performer-NN.jpg (480x600)
 *  - the placeholders named in src/shared/constants.ts PLACEHOLDERS (no-avatar, default-user-icon,
 *    offline, private, group)
 *  - the wordless brand mark: public/logo.svg and public/favicon.svg
 *
 * Everything is drawn as SVG from a seeded pseudo-random generator, so every run gives the same
 * pictures, and rasterised with the system Chromium through playwright-core. Files whose bytes
 * did not change are not rewritten.
 *
 *   npx tsx scripts/generate-demo-images.ts
 *   CHROMIUM_PATH=/path/to/chrome npx tsx scripts/generate-demo-images.ts
 *
 * The look of each portrait (presentation, hair, eyes) is mirrored by the demo accounts in
 * src/server/seed/demo-content.ts: keep both in step when changing PORTRAITS.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const JPEG_QUALITY = 82;
const PORTRAIT_W = 480;
const PORTRAIT_H = 600;

/* ------------------------------------------------------------------------------------------ */
/* Seeded randomness, colours, numbers                                                          */
/* ------------------------------------------------------------------------------------------ */

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

type Pt = [number, number];

const f = (n: number): string => String(Math.round(n * 10) / 10);
const P = (x: number, y: number): string => `${f(x)},${f(y)}`;
const Pp = (p: Pt): string => P(p[0], p[1]);

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Smooth curve through points (Catmull-Rom as cubic Béziers). Without the leading M when `cont`. */
function smooth(pts: Pt[], opts: { closed?: boolean; cont?: boolean } = {}): string {
  const n = pts.length;
  const get = (i: number): Pt => (opts.closed ? pts[((i % n) + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = opts.cont ? '' : `M${Pp(pts[0])}`;
  const segs = opts.closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${Pp(c1)} ${Pp(c2)} ${Pp(p2)}`;
  }
  return opts.closed ? `${d}Z` : d;
}

type Cubic = [Pt, Pt, Pt, Pt];

function bez(c: Cubic, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return [a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0], a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1]];
}
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/**
 * Path builder around a vertical axis: points are given as [dx, y] with dx measured outward,
 * `s` is -1 for the left (viewer's) side and +1 for the right one.
 */
type Cmd = ['M' | 'L', Pt] | ['Q', Pt, Pt] | ['C', Pt, Pt, Pt] | ['Z'];
function mk(cx: number, s: number, cmds: Cmd[]): string {
  const X = (p: Pt) => P(cx + s * p[0], p[1]);
  return cmds
    .map((c) => {
      switch (c[0]) {
        case 'M':
        case 'L':
          return `${c[0]}${X(c[1])}`;
        case 'Q':
          return `Q${X(c[1])} ${X(c[2])}`;
        case 'C':
          return `C${X(c[1])} ${X(c[2])} ${X(c[3])}`;
        default:
          return 'Z';
      }
    })
    .join(' ');
}

/** Closed symmetric outline: left half from `start` along `segs`, then the mirrored right half back. */
function symPath(cx: number, start: Pt, segs: Array<[Pt, Pt, Pt]>): string {
  let d = `M${P(cx - start[0], start[1])}`;
  for (const [c1, c2, e] of segs) d += ` C${P(cx - c1[0], c1[1])} ${P(cx - c2[0], c2[1])} ${P(cx - e[0], e[1])}`;
  const ends: Pt[] = [start, ...segs.map((s) => s[2])];
  const last = ends[ends.length - 1];
  d += ` L${P(cx + last[0], last[1])}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const [c1, c2] = segs[i];
    d += ` C${P(cx + c2[0], c2[1])} ${P(cx + c1[0], c1[1])} ${P(cx + ends[i][0], ends[i][1])}`;
  }
  return `${d}Z`;
}

/** Mirrors absolute path data (M/L/C/Q/Z with "x,y" pairs only) around the vertical line x = cx. */
function mirrorD(d: string, cx: number): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${f(2 * cx - Number(x))},${y}`);
}
const subpaths = (d: string): string[] =>
  d
    .split(/(?=M)/)
    .map((x) => x.trim())
    .filter(Boolean);

/* ------------------------------------------------------------------------------------------ */
/* SVG definitions (gradients, filters, clips) with unique ids                                  */
/* ------------------------------------------------------------------------------------------ */

type Stop = [offset: number, color: string, opacity?: number];

class Defs {
  private items: string[] = [];
  private seq = 0;
  private blurs = new Map<string, string>();

  private uid(kind: string): string {
    this.seq += 1;
    return `${kind}${this.seq}`;
  }
  private stops(stops: Stop[]): string {
    return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
  }
  /** `filter="url(#…)"` for a Gaussian blur of the given standard deviation. */
  blur(sd: number): string {
    const key = f(sd);
    let id = this.blurs.get(key);
    if (!id) {
      id = this.uid('b');
      this.items.push(
        `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
      this.blurs.set(key, id);
    }
    return `filter="url(#${id})"`;
  }
  linear(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.uid('l');
    this.items.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(cx: number, cy: number, r: number, stops: Stop[], fx = cx, fy = cy): string {
    const id = this.uid('r');
    this.items.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** `clip-path="url(#…)"` for the union of the given path data. */
  clip(paths: string | string[], transform?: string): string {
    const id = this.uid('c');
    const list = Array.isArray(paths) ? paths : [paths];
    const tr = transform ? ` transform="${transform}"` : '';
    this.items.push(`<clipPath id="${id}">${list.map((d) => `<path d="${d}"${tr}/>`).join('')}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  raw(s: string): void {
    this.items.push(s);
  }
  id(kind: string): string {
    return this.uid(kind);
  }
  toString(): string {
    return `<defs>${this.items.join('')}</defs>`;
  }
}

const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: string) =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" ${attrs}/>`;

/* ------------------------------------------------------------------------------------------ */
/* Palettes                                                                                     */
/* ------------------------------------------------------------------------------------------ */

interface Skin {
  base: string;
  shade: string;
  light: string;
  blush: string;
}
const SKINS: Skin[] = [
  { base: '#f5d9c6', shade: '#d7ab93', light: '#fff0e6', blush: '#ec9a96' }, // 0 porcelain
  { base: '#efcbb0', shade: '#cf9c80', light: '#fde8d8', blush: '#e58d83' }, // 1 fair
  { base: '#e6bb96', shade: '#c38e69', light: '#f8dcc2', blush: '#dc8672' }, // 2 light warm
  { base: '#d6a27a', shade: '#b07651', light: '#edc6a4', blush: '#cf7a62' }, // 3 medium
  { base: '#c8976b', shade: '#9f6c45', light: '#e2b98f', blush: '#c27058' }, // 4 olive
  { base: '#b27c55', shade: '#875534', light: '#cf9d75', blush: '#b4614a' }, // 5 tan
  { base: '#93603f', shade: '#6a3f24', light: '#b5805b', blush: '#a0503c' }, // 6 brown
  { base: '#774a2f', shade: '#52301b', light: '#9a6946', blush: '#8c4634' }, // 7 deep brown
  { base: '#5d3823', shade: '#3e2213', light: '#7f5236', blush: '#7a3a2a' }, // 8 deep
];

interface HairColour {
  base: string;
  hi: string;
}
const HAIR = {
  black: { base: '#1d1715', hi: '#544540' },
  'dark-brown': { base: '#37231a', hi: '#6f4b37' },
  brown: { base: '#5b3b25', hi: '#946a48' },
  chestnut: { base: '#6e3a22', hi: '#a96a45' },
  auburn: { base: '#7d3120', hi: '#bf6440' },
  copper: { base: '#a7491f', hi: '#e58b52' },
  honey: { base: '#a87840', hi: '#e6bd7b' },
  blonde: { base: '#c29a5c', hi: '#f0d59c' },
  platinum: { base: '#d3c29f', hi: '#fbf3dc' },
  ash: { base: '#9a8a72', hi: '#d7c9ad' },
  pink: { base: '#c8648f', hi: '#f7b8d3' },
  lavender: { base: '#8472bd', hi: '#cdbff0' },
  teal: { base: '#2a7479', hi: '#74c2c2' },
} satisfies Record<string, HairColour>;
type HairColourName = keyof typeof HAIR;

const EYES = {
  blue: '#4f80b3',
  green: '#5a8a4c',
  hazel: '#8a6833',
  brown: '#5c3a20',
  'dark-brown': '#3b2416',
  grey: '#7d8a97',
} satisfies Record<string, string>;
type EyeColourName = keyof typeof EYES;

const BACKDROPS = {
  peach: ['#fbe4d4', '#c98a72'],
  teal: ['#d3ebe9', '#3f7f82'],
  lavender: ['#e9e0f6', '#77629f'],
  bluegrey: ['#e0e7ef', '#56697f'],
  sage: ['#e3ecdc', '#66815f'],
  gold: ['#f8e9c8', '#b08340'],
  pink: ['#f9dfe8', '#b3668a'],
  blue: ['#d9e6f6', '#46669a'],
  coral: ['#fcdcd2', '#bf6452'],
  mint: ['#dcf2e8', '#4f9077'],
  slate: ['#d7dbe2', '#394150'],
  rose: ['#f7dade', '#a05a66'],
  sand: ['#f3e8d9', '#a2855f'],
  plum: ['#e6d8ef', '#5a4578'],
  night: ['#5d4a6b', '#17131f'],
} satisfies Record<string, [string, string]>;
type Backdrop = keyof typeof BACKDROPS;

const LIPS = {
  nude: '#c47a72',
  rose: '#c8646e',
  berry: '#9e3550',
  coral: '#d4624f',
  red: '#b0242f',
  pink: '#d77e8c',
  natural: '',
} as const;
type LipName = keyof typeof LIPS;

/* ------------------------------------------------------------------------------------------ */
/* Portrait specification                                                                       */
/* ------------------------------------------------------------------------------------------ */

type Presentation = 'f' | 'm' | 'nb';
type HairStyle = 'long' | 'wavy' | 'bob' | 'bun' | 'curly' | 'pixie' | 'crop' | 'quiff' | 'buzz' | 'curlyshort' | 'undercut';
type Part = 'center' | 'left' | 'right' | 'bangs';
type Top = 'crew' | 'vneck' | 'scoop' | 'straps' | 'offshoulder' | 'collar' | 'turtleneck' | 'blazer';

interface Person {
  look: Presentation;
  skin: number;
  hair: HairStyle;
  part?: Part;
  hairColour: HairColourName;
  eyes: EyeColourName;
  top: Top;
  topColour: string;
  /** Colour of the T-shirt under a blazer or of the shirt collar. */
  innerColour?: string;
  beard?: 'stubble' | 'beard';
  glasses?: boolean;
  earrings?: 'stud' | 'hoop';
  necklace?: boolean;
  lips?: LipName;
  /** Front locks of long hair: over both shoulders, one, or none. */
  locks?: 'both' | 'left' | 'right' | 'none';
}

interface Portrait {
  people: Person[];
  backdrop: Backdrop;
}

/**
 * The 28 demo portraits, in file order (performer-01 … performer-28).
 * 01-26 are the listed demo performers, 27-28 the demo studio's members (see demo-content.ts).
 */
const PORTRAITS: Portrait[] = [
  /* 01 */ {
    backdrop: 'peach',
    people: [
      {
        look: 'f',
        skin: 1,
        hair: 'wavy',
        part: 'left',
        hairColour: 'honey',
        eyes: 'blue',
        top: 'offshoulder',
        topColour: '#f3ede4',
        lips: 'rose',
        earrings: 'stud',
        necklace: true,
      },
    ],
  },
  /* 02 */ {
    backdrop: 'teal',
    people: [
      {
        look: 'f',
        skin: 7,
        hair: 'curly',
        hairColour: 'black',
        eyes: 'dark-brown',
        top: 'straps',
        topColour: '#d9a13b',
        lips: 'berry',
        earrings: 'hoop',
      },
    ],
  },
  /* 03 */ {
    backdrop: 'lavender',
    people: [
      {
        look: 'f',
        skin: 2,
        hair: 'bob',
        part: 'bangs',
        hairColour: 'black',
        eyes: 'dark-brown',
        top: 'turtleneck',
        topColour: '#efe6da',
        lips: 'red',
      },
    ],
  },
  /* 04 */ {
    backdrop: 'bluegrey',
    people: [
      {
        look: 'm',
        skin: 3,
        hair: 'crop',
        hairColour: 'dark-brown',
        eyes: 'brown',
        top: 'collar',
        topColour: '#3b5479',
        innerColour: '#3b5479',
        beard: 'stubble',
      },
    ],
  },
  /* 05 */ {
    backdrop: 'sage',
    people: [
      {
        look: 'f',
        skin: 0,
        hair: 'long',
        part: 'center',
        hairColour: 'copper',
        eyes: 'green',
        top: 'scoop',
        topColour: '#2d5e4c',
        lips: 'nude',
        necklace: true,
      },
    ],
  },
  /* 06 */ {
    backdrop: 'gold',
    people: [
      {
        look: 'f',
        skin: 5,
        hair: 'long',
        part: 'right',
        hairColour: 'dark-brown',
        eyes: 'hazel',
        top: 'vneck',
        topColour: '#7a2335',
        lips: 'rose',
        earrings: 'hoop',
      },
    ],
  },
  /* 07 */ {
    backdrop: 'pink',
    people: [
      {
        look: 'nb',
        skin: 4,
        hair: 'undercut',
        hairColour: 'lavender',
        eyes: 'grey',
        top: 'crew',
        topColour: '#26282e',
        lips: 'natural',
        earrings: 'stud',
      },
    ],
  },
  /* 08 */ {
    backdrop: 'blue',
    people: [
      {
        look: 'f',
        skin: 1,
        hair: 'bun',
        hairColour: 'platinum',
        eyes: 'blue',
        top: 'straps',
        topColour: '#1e2a44',
        lips: 'pink',
        earrings: 'hoop',
        necklace: true,
      },
    ],
  },
  /* 09 */ {
    backdrop: 'coral',
    people: [
      {
        look: 'f',
        skin: 6,
        hair: 'wavy',
        part: 'center',
        hairColour: 'dark-brown',
        eyes: 'brown',
        top: 'offshoulder',
        topColour: '#f4efe6',
        lips: 'coral',
        earrings: 'stud',
      },
    ],
  },
  /* 10 */ {
    backdrop: 'night',
    people: [
      {
        look: 'f',
        skin: 1,
        hair: 'long',
        part: 'left',
        hairColour: 'brown',
        eyes: 'green',
        top: 'straps',
        topColour: '#8d2a3b',
        lips: 'rose',
        necklace: true,
        locks: 'right',
      },
      { look: 'm', skin: 3, hair: 'quiff', hairColour: 'black', eyes: 'brown', top: 'crew', topColour: '#23262d', beard: 'stubble' },
    ],
  },
  /* 11 */ {
    backdrop: 'mint',
    people: [
      {
        look: 'f',
        skin: 3,
        hair: 'pixie',
        part: 'left',
        hairColour: 'auburn',
        eyes: 'hazel',
        top: 'crew',
        topColour: '#e9dcc8',
        lips: 'coral',
        earrings: 'hoop',
      },
    ],
  },
  /* 12 */ {
    backdrop: 'slate',
    people: [
      {
        look: 'm',
        skin: 8,
        hair: 'curlyshort',
        hairColour: 'black',
        eyes: 'dark-brown',
        top: 'blazer',
        topColour: '#2a2f3a',
        innerColour: '#eeeae3',
        beard: 'beard',
      },
    ],
  },
  /* 13 */ {
    backdrop: 'rose',
    people: [
      {
        look: 'f',
        skin: 2,
        hair: 'long',
        part: 'bangs',
        hairColour: 'brown',
        eyes: 'brown',
        top: 'vneck',
        topColour: '#2c3547',
        lips: 'berry',
        earrings: 'stud',
      },
    ],
  },
  /* 14 */ {
    backdrop: 'sand',
    people: [
      {
        look: 'f',
        skin: 4,
        hair: 'wavy',
        part: 'right',
        hairColour: 'black',
        eyes: 'brown',
        top: 'scoop',
        topColour: '#b7563a',
        lips: 'nude',
        necklace: true,
        locks: 'left',
      },
    ],
  },
  /* 15 */ {
    backdrop: 'plum',
    people: [
      {
        look: 'f',
        skin: 0,
        hair: 'bob',
        part: 'left',
        hairColour: 'pink',
        eyes: 'blue',
        top: 'straps',
        topColour: '#1f1f25',
        lips: 'pink',
        earrings: 'hoop',
      },
    ],
  },
  /* 16 */ {
    backdrop: 'peach',
    people: [
      {
        look: 'nb',
        skin: 5,
        hair: 'long',
        part: 'left',
        hairColour: 'blonde',
        eyes: 'hazel',
        top: 'offshoulder',
        topColour: '#c9a2c8',
        lips: 'rose',
        earrings: 'stud',
      },
    ],
  },
  /* 17 */ {
    backdrop: 'gold',
    people: [
      {
        look: 'f',
        skin: 7,
        hair: 'bun',
        hairColour: 'black',
        eyes: 'brown',
        top: 'offshoulder',
        topColour: '#1d6b5a',
        lips: 'berry',
        earrings: 'hoop',
        necklace: true,
      },
    ],
  },
  /* 18 */ {
    backdrop: 'teal',
    people: [
      { look: 'm', skin: 1, hair: 'quiff', hairColour: 'blonde', eyes: 'blue', top: 'turtleneck', topColour: '#2b2d33', beard: 'beard' },
    ],
  },
  /* 19 */ {
    backdrop: 'lavender',
    people: [
      {
        look: 'f',
        skin: 3,
        hair: 'wavy',
        part: 'left',
        hairColour: 'chestnut',
        eyes: 'green',
        top: 'straps',
        topColour: '#e3c9b6',
        lips: 'rose',
        necklace: true,
      },
    ],
  },
  /* 20 */ {
    backdrop: 'mint',
    people: [
      {
        look: 'f',
        skin: 2,
        hair: 'long',
        part: 'center',
        hairColour: 'platinum',
        eyes: 'grey',
        top: 'crew',
        topColour: '#4a5f84',
        lips: 'pink',
        glasses: true,
      },
    ],
  },
  /* 21 */ {
    backdrop: 'rose',
    people: [
      {
        look: 'f',
        skin: 6,
        hair: 'curly',
        hairColour: 'dark-brown',
        eyes: 'brown',
        top: 'vneck',
        topColour: '#f0e8dc',
        lips: 'coral',
        earrings: 'hoop',
      },
    ],
  },
  /* 22 */ {
    backdrop: 'peach',
    people: [
      {
        look: 'nb',
        skin: 1,
        hair: 'pixie',
        part: 'right',
        hairColour: 'teal',
        eyes: 'green',
        top: 'collar',
        topColour: '#f2efe8',
        innerColour: '#f2efe8',
        lips: 'natural',
        earrings: 'stud',
      },
    ],
  },
  /* 23 */ {
    backdrop: 'blue',
    people: [
      {
        look: 'f',
        skin: 5,
        hair: 'bob',
        part: 'bangs',
        hairColour: 'dark-brown',
        eyes: 'brown',
        top: 'scoop',
        topColour: '#c95b6e',
        lips: 'red',
        earrings: 'stud',
      },
    ],
  },
  /* 24 */ {
    backdrop: 'sand',
    people: [{ look: 'm', skin: 4, hair: 'buzz', hairColour: 'black', eyes: 'brown', top: 'crew', topColour: '#7f8a5c', beard: 'beard' }],
  },
  /* 25 */ {
    backdrop: 'coral',
    people: [
      {
        look: 'f',
        skin: 1,
        hair: 'long',
        part: 'center',
        hairColour: 'blonde',
        eyes: 'blue',
        top: 'vneck',
        topColour: '#28344a',
        lips: 'coral',
        necklace: true,
        locks: 'right',
      },
    ],
  },
  /* 26 */ {
    backdrop: 'sage',
    people: [
      {
        look: 'f',
        skin: 3,
        hair: 'bun',
        hairColour: 'auburn',
        eyes: 'hazel',
        top: 'turtleneck',
        topColour: '#3c2e3e',
        lips: 'rose',
        earrings: 'hoop',
      },
    ],
  },
  /* 27 */ {
    backdrop: 'plum',
    people: [
      {
        look: 'f',
        skin: 2,
        hair: 'wavy',
        part: 'right',
        hairColour: 'black',
        eyes: 'dark-brown',
        top: 'offshoulder',
        topColour: '#b23a48',
        lips: 'red',
        earrings: 'stud',
      },
    ],
  },
  /* 28 */ {
    backdrop: 'bluegrey',
    people: [
      {
        look: 'm',
        skin: 5,
        hair: 'quiff',
        hairColour: 'dark-brown',
        eyes: 'hazel',
        top: 'blazer',
        topColour: '#49505f',
        innerColour: '#1d1f24',
        beard: 'stubble',
        glasses: true,
      },
    ],
  },
];

/* ------------------------------------------------------------------------------------------ */
/* Person drawing                                                                               */
/* ------------------------------------------------------------------------------------------ */

interface Geo {
  cx: number;
  T: number; // top of the skull
  W: number; // half width of the head at the temples
  eyeY: number;
  chinY: number;
  jawW: number;
  chinW: number;
  neckW: number;
  SW: number; // half shoulder width
  browY: number;
  noseY: number;
  mouthY: number;
  eyeDX: number;
  eyeScale: number;
  lipScale: number;
}

function facePath(g: Geo, grow = 0): string {
  const { cx, T, W, eyeY, chinY, jawW, chinW } = g;
  const w = W + grow;
  return symPath(
    cx,
    [0, T - grow],
    [
      [
        [w * 0.62, T - grow],
        [w, T + 42],
        [w, eyeY - 5],
      ],
      [
        [w, eyeY + 38],
        [jawW + 12 + grow, chinY - 78],
        [jawW + grow, chinY - 44],
      ],
      [
        [jawW - 10 + grow, chinY - 16 + grow * 0.5],
        [chinW + 8, chinY + grow],
        [0, chinY + grow],
      ],
    ],
  );
}

/** Shoulders sit a little closer to the chin than the raw offsets below suggest. */
const NECK_LIFT = 24;

function bodyPath(g: Geo): string {
  const { cx, eyeY, neckW, SW } = g;
  const chinY = g.chinY - NECK_LIFT;
  return symPath(
    cx,
    [neckW, eyeY + 10],
    [
      [
        [neckW, chinY + 38],
        [neckW + 1, chinY + 64],
        [neckW + 22, chinY + 86],
      ],
      [
        [neckW + 64, chinY + 104],
        [SW - 42, chinY + 100],
        [SW, chinY + 134],
      ],
      [
        [SW + 16, chinY + 156],
        [SW + 22, chinY + 230],
        [SW + 26, 820],
      ],
    ],
  );
}

/** A hair section between two edge curves; strands are drawn between them. */
interface Ribbon {
  a: Cubic;
  b: Cubic;
  n: number;
  wave?: number;
  waves?: number;
  width?: [number, number];
}

function ribbonEdge(c: Cubic, wave: number, waves: number, steps = 18): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = bez(c, t);
    if (wave) {
      const q = bez(c, Math.min(1, t + 0.01));
      const r = bez(c, Math.max(0, t - 0.01));
      const dx = q[0] - r[0];
      const dy = q[1] - r[1];
      const len = Math.hypot(dx, dy) || 1;
      const amp = wave * smoothstep(0.3, 0.6, t) * Math.sin(t * waves * Math.PI * 2);
      p[0] += (-dy / len) * amp;
      p[1] += (dx / len) * amp;
    }
    pts.push(p);
  }
  return pts;
}

/** Closed outline of a ribbon: edge a forward, a pointed tip, edge b backward. */
function ribbonPath(r: Ribbon, tip: Pt | null): string {
  const a = ribbonEdge(r.a, r.wave ?? 0, r.waves ?? 0);
  const b = ribbonEdge(r.b, r.wave ?? 0, r.waves ?? 0).reverse();
  const pts = tip ? [...a, tip, ...b] : [...a, ...b];
  return smooth(pts, { closed: true });
}

function strands(r: Ribbon, rng: Rng, dark: string, hi: string): string {
  const out: string[] = [];
  const [w0, w1] = r.width ?? [0.8, 2.2];
  for (let i = 0; i < r.n; i++) {
    const t = (i + rng.range(0.1, 0.9)) / r.n;
    const c = r.a.map((p, k) => {
      const q = lerpPt(p, r.b[k], t);
      return k === 1 || k === 2 ? ([q[0] + rng.range(-5, 5), q[1] + rng.range(-5, 5)] as Pt) : q;
    }) as Cubic;
    const pts = ribbonEdge(c, r.wave ?? 0, r.waves ?? 0, 14);
    const from = rng.int(0, 2);
    const to = pts.length - rng.int(0, 3);
    const light = rng.chance(0.38);
    out.push(
      `<path d="${smooth(pts.slice(from, to))}" fill="none" stroke="${light ? hi : dark}" stroke-width="${f(rng.range(w0, w1))}" stroke-linecap="round" opacity="${f(light ? rng.range(0.18, 0.4) : rng.range(0.2, 0.5))}"/>`,
    );
  }
  return out.join('');
}

interface HairLayer {
  d: string;
  ribbons: Ribbon[];
  /** Colour override (e.g. a buzz cut mixed with the scalp). */
  colour?: HairColour;
  /** Extra texture (already clipped by the layer). */
  extra?: string;
  opacity?: number;
  /** Sheen arc drawn as a soft light band. */
  sheen?: string;
  /** Layer casts a soft shadow onto the face/body under it. */
  shadow?: boolean;
}

interface HairShapes {
  back: HairLayer[];
  front: HairLayer[];
  /** Over the clothing (front locks of long hair). */
  locks: HairLayer[];
  earsHidden: boolean;
  /** Loose strands drawn as strokes on top. */
  wisps?: string[];
}

function curlTexture(rng: Rng, box: [number, number, number, number], n: number, dark: string, hi: string): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = rng.range(box[0], box[2]);
    const y = rng.range(box[1], box[3]);
    const r = rng.range(4, 9);
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + rng.range(Math.PI * 0.9, Math.PI * 1.6);
    const light = rng.chance(0.4);
    out.push(
      `<path d="M${P(x + Math.cos(a0) * r, y + Math.sin(a0) * r)} A${f(r)},${f(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${P(x + Math.cos(a1) * r, y + Math.sin(a1) * r)}" fill="none" stroke="${light ? hi : dark}" stroke-width="${f(rng.range(1.2, 2.6))}" stroke-linecap="round" opacity="${f(light ? rng.range(0.25, 0.5) : rng.range(0.3, 0.6))}"/>`,
    );
  }
  return out.join('');
}

function hairShapes(g: Geo, p: Person, rng: Rng, colours: { dark: string; hi: string }): HairShapes {
  const { cx, T, W, eyeY, chinY } = g;
  const res: HairShapes = { back: [], front: [], locks: [], earsHidden: true };
  const part = p.part ?? 'center';
  // Mirror helper for asymmetric styles drawn "parting on the left".
  const ps = 1;
  const X = (dx: number) => cx + ps * dx;

  const capOuter = (V: number, bottomY: number, sideOut = 0.7): string =>
    `M${P(cx - W - V * sideOut, bottomY)} C${P(cx - W - V, eyeY - 40)} ${P(cx - W - V * 0.8, T + 10 - V * 0.3)} ${P(cx - W * 0.55, T - V * 0.85)} Q${P(cx, T - V * 1.15)} ${P(cx + W * 0.55, T - V * 0.85)} C${P(cx + W + V * 0.8, T + 10 - V * 0.3)} ${P(cx + W + V, eyeY - 40)} ${P(cx + W + V * sideOut, bottomY)}`;

  /** Inner edge (hairline) from the right bottom corner back to the left one. */
  const hairline = (kind: Part | 'back' | 'sweep', bottomY: number, inset = 8): string => {
    const R = cx + W - inset;
    const L = cx - W + inset;
    switch (kind) {
      case 'center':
        return `L${P(R, bottomY)} C${P(R + 1, eyeY - 40)} ${P(cx + W - 16, T + 54)} ${P(cx + 24, T + 41)} Q${P(cx + 6, T + 35)} ${P(cx, T + 39)} Q${P(cx - 6, T + 35)} ${P(cx - 24, T + 41)} C${P(cx - W + 16, T + 54)} ${P(L - 1, eyeY - 40)} ${P(L, bottomY)} Z`;
      case 'left':
      case 'right': {
        void kind;
        // Drawn parting on the left (viewer's), mirrored with ps.
        const px = -26; // parting on the left; mirrored afterwards for 'right'
        const pts: string[] = [];
        const Rx = (dx: number) => cx + ps * dx;
        pts.push(`L${P(Rx(W - inset), bottomY)}`);
        pts.push(`C${P(Rx(W - inset + 2), eyeY - 22)} ${P(Rx(W - 14), T + 96)} ${P(Rx(34), T + 70)}`);
        pts.push(`C${P(Rx(8), T + 58)} ${P(Rx(px + 10), T + 42)} ${P(Rx(px), T + 36)}`);
        pts.push(`C${P(Rx(px - 18), T + 42)} ${P(Rx(-W + 14), T + 58)} ${P(Rx(-W + inset - 1), eyeY - 34)}`);
        pts.push(`L${P(Rx(-W + inset), bottomY)} Z`);
        return pts.join(' ');
      }
      case 'bangs': {
        const y0 = g.browY - 7;
        const segs: string[] = [`L${P(R, bottomY)}`, `L${P(R + 1, y0 + 4)}`];
        const n = 9;
        for (let i = 0; i < n; i++) {
          const xa = R - ((R - L) * i) / n;
          const xb = R - ((R - L) * (i + 1)) / n;
          const yb = y0 + 3 * Math.cos(((i + 1) / n - 0.5) * Math.PI) * -1 + (i % 2 ? 1.5 : -1);
          segs.push(`Q${P((xa + xb) / 2 + rng.range(-2, 2), y0 + 6 + rng.range(0, 3))} ${P(xb, yb + 2)}`);
        }
        segs.push(`L${P(L, bottomY)} Z`);
        return segs.join(' ');
      }
      case 'sweep': {
        const pts: string[] = [];
        const Rx = (dx: number) => cx + ps * dx;
        pts.push(`L${P(Rx(W - inset), bottomY)}`);
        pts.push(`C${P(Rx(W - inset + 2), eyeY - 30)} ${P(Rx(W - 10), g.browY - 2)} ${P(Rx(30), g.browY - 16)}`);
        pts.push(`C${P(Rx(0), g.browY - 22)} ${P(Rx(-30), T + 48)} ${P(Rx(-W + 18), T + 46)}`);
        pts.push(`C${P(Rx(-W + inset), T + 60)} ${P(Rx(-W + inset - 1), eyeY - 40)} ${P(Rx(-W + inset), bottomY)} Z`);
        return pts.join(' ');
      }
      default:
        return `L${P(R, bottomY)} C${P(R + 1, eyeY - 46)} ${P(cx + W - 12, T + 46)} ${P(cx, T + 40)} C${P(cx - W + 12, T + 46)} ${P(L - 1, eyeY - 46)} ${P(L, bottomY)} Z`;
    }
  };

  /** Strand flow for a cap: from the parting out and down both sides. */
  const capRibbons = (V: number, bottomY: number, partX: number, n: number, width?: [number, number]): Ribbon[] => {
    const top = T + 34;
    const left: Ribbon = {
      a: [
        [partX, top - 6],
        [partX - 10, T - V - 10],
        [cx - W - V, T - 4],
        [cx - W - V * 0.7, bottomY],
      ],
      b: [
        [partX, top + 4],
        [partX - 20, top + 8],
        [cx - W + 10, T + 56],
        [cx - W + 8, bottomY],
      ],
      n,
      width,
    };
    const right: Ribbon = {
      a: [
        [partX, top - 6],
        [partX + 20, T - V - 12],
        [cx + W + V, T - 4],
        [cx + W + V * 0.7, bottomY],
      ],
      b: [
        [partX, top + 4],
        [partX + 30, top + 10],
        [cx + W - 12, T + 62],
        [cx + W - 8, bottomY],
      ],
      n: Math.round(n * 1.2),
      width,
    };
    return [left, right];
  };

  const sheenArc = (V: number, y = T + 26) =>
    `M${P(cx - W - V * 0.6, y + 40)} C${P(cx - W * 0.8, T - V * 0.6)} ${P(cx + W * 0.5, T - V * 0.9)} ${P(cx + W + V * 0.5, y + 30)}`;

  const longHair = (wavy: boolean) => {
    const V = wavy ? 22 : 16;
    const len = eyeY + (wavy ? 270 : 285);
    const wave = wavy ? 7 : 0;
    const waves = wavy ? 2.6 : 0;
    // Back mass: from the crown down behind the shoulders.
    const backL: Cubic = [
      [cx, T - V],
      [cx - W - V - 8, T - V + 4],
      [cx - W - V - 6, eyeY + 40],
      [cx - W - V - 30, len],
    ];
    const backR: Cubic = [
      [cx, T - V],
      [cx + W + V + 8, T - V + 4],
      [cx + W + V + 6, eyeY + 40],
      [cx + W + V + 30, len],
    ];
    const back: Ribbon = { a: backL, b: backR, n: 46, wave, waves };
    res.back.push({ d: ribbonPath(back, null), ribbons: [back], sheen: sheenArc(V) });
    // Cap.
    const bottomY = eyeY + 10;
    const partX = part === 'left' || part === 'right' ? cx - 26 : cx;
    res.front.push({
      // The cap's sides end in tapered ends instead of a flat edge.
      d: `${capOuter(V, bottomY)} ${hairline(part === 'bangs' ? 'bangs' : part, bottomY)} ${[-1, 1]
        .map((s) =>
          mk(cx, s, [
            ['M', [W - 8, bottomY - 14]],
            ['L', [W + V * 0.75, bottomY - 14]],
            ['C', [W + V * 0.8, bottomY + 20], [W + V * 0.5, bottomY + 40], [W + V * 0.2, bottomY + 62]],
            ['C', [W, bottomY + 36], [W - 8, bottomY + 10], [W - 8, bottomY - 14]],
            ['Z'],
          ]),
        )
        .join(' ')}`,
      ribbons:
        part === 'bangs'
          ? [
              {
                a: [
                  [cx - W - V, T + 10],
                  [cx - 40, T - V - 10],
                  [cx - 30, T + 10],
                  [cx - 40, g.browY],
                ],
                b: [
                  [cx + W + V, T + 10],
                  [cx + 40, T - V - 10],
                  [cx + 30, T + 10],
                  [cx + 40, g.browY],
                ],
                n: 40,
              },
              ...capRibbons(V, bottomY, cx, 14),
            ]
          : capRibbons(V, bottomY, partX, 26),
      sheen: sheenArc(V),
      shadow: true,
    });
    // Front locks over the shoulders.
    const locks = p.locks ?? 'both';
    for (const s of [-1, 1]) {
      if (locks === 'none' || (locks === 'left' && s === 1) || (locks === 'right' && s === -1)) continue;
      const ox = (dx: number) => cx + s * dx;
      const top: Pt = [ox(W + V * 0.2), T + 62];
      const outer: Cubic = [top, [ox(W + V + 8), eyeY - 10], [ox(W + V + 2), eyeY + 150], [ox(W + V + 14), len - 18]];
      const inner: Cubic = [top, [ox(W - 14), eyeY - 10], [ox(W - 12), eyeY + 170], [ox(W - 18), len - 6]];
      const lock: Ribbon = { a: outer, b: inner, n: 16, wave, waves };
      const tip: Pt = [ox(W + V * 0.2), len + 14];
      res.locks.push({ d: ribbonPath(lock, tip), ribbons: [lock], shadow: true });
    }
  };

  switch (p.hair) {
    case 'long':
      longHair(false);
      break;
    case 'wavy':
      longHair(true);
      break;
    case 'bob': {
      const V = 18;
      const bottom = chinY + 6;
      const outline = `M${P(cx - W + 6, bottom)} Q${P(cx - W - V - 6, bottom + 6)} ${P(cx - W - V, bottom - 40)} C${P(cx - W - V - 4, eyeY - 30)} ${P(cx - W - V * 0.8, T + 10 - V * 0.3)} ${P(cx - W * 0.55, T - V * 0.85)} Q${P(cx, T - V * 1.15)} ${P(cx + W * 0.55, T - V * 0.85)} C${P(cx + W + V * 0.8, T + 10 - V * 0.3)} ${P(cx + W + V + 4, eyeY - 30)} ${P(cx + W + V, bottom - 40)} Q${P(cx + W + V + 6, bottom + 6)} ${P(cx + W - 6, bottom)}`;
      res.back.push({ d: `${outline} Z`, ribbons: [] });
      const inner =
        part === 'bangs'
          ? hairline('bangs', bottom - 14, 6).replace(/^L[^ ]+ /, `L${P(cx + W - 10, bottom - 14)} `)
          : hairline('left', bottom - 14, 6);
      const partX = part === 'bangs' ? cx : cx - 26;
      res.front.push({
        d: `${outline} L${P(cx + W - 10, bottom - 8)} ${inner.replace(/^L/, 'L')}`,
        ribbons:
          part === 'bangs'
            ? [
                {
                  a: [
                    [cx - W - V, T + 10],
                    [cx - 40, T - V - 10],
                    [cx - 30, T + 10],
                    [cx - 40, g.browY],
                  ],
                  b: [
                    [cx + W + V, T + 10],
                    [cx + 40, T - V - 10],
                    [cx + 30, T + 10],
                    [cx + 40, g.browY],
                  ],
                  n: 40,
                },
                ...capRibbons(V, bottom, cx, 18),
              ]
            : capRibbons(V, bottom, partX, 30),
        sheen: sheenArc(V),
        shadow: true,
      });
      break;
    }
    case 'bun': {
      const V = 7;
      const bx = cx + 4;
      const by = T - 20;
      const brx = 50;
      const bry = 38;
      const arcs: string[] = [];
      for (let i = 0; i < 34; i++) {
        const k = rng.range(0.25, 1);
        const a0 = rng.range(Math.PI * 0.9, Math.PI * 1.3);
        const a1 = a0 + rng.range(Math.PI * 0.5, Math.PI * 0.9);
        const pt = (a: number): string => P(bx + Math.cos(a) * brx * k, by + Math.sin(a) * bry * k);
        const light = rng.chance(0.4);
        arcs.push(
          `<path d="M${pt(a0)} A${f(brx * k)},${f(bry * k)} 0 0 1 ${pt(a1)}" fill="none" stroke="${light ? colours.hi : colours.dark}" stroke-width="${f(rng.range(1, 2.4))}" stroke-linecap="round" opacity="${f(rng.range(0.25, 0.55))}"/>`,
        );
      }
      res.back.push({
        d: `M${P(bx - brx, by + 4)} C${P(bx - brx, by - bry * 1.35)} ${P(bx + brx, by - bry * 1.35)} ${P(bx + brx, by + 4)} C${P(bx + brx, by + bry * 1.2)} ${P(bx - brx, by + bry * 1.2)} ${P(bx - brx, by + 4)}Z`,
        ribbons: [],
        extra: arcs.join(''),
        sheen: `M${P(bx - 34, by - 6)} Q${P(bx - 6, by - 34)} ${P(bx + 30, by - 18)}`,
      });
      const bottomY = eyeY - 12;
      const ribbons: Ribbon[] = [
        {
          a: [
            [cx - W - 4, bottomY],
            [cx - W - 4, T + 20],
            [cx - 30, T - 4],
            [bx - 6, T - 12],
          ],
          b: [
            [cx - W + 10, bottomY - 10],
            [cx - W + 10, T + 48],
            [cx - 20, T + 40],
            [bx - 2, T - 6],
          ],
          n: 24,
        },
        {
          a: [
            [cx + W + 4, bottomY],
            [cx + W + 4, T + 20],
            [cx + 30, T - 4],
            [bx + 6, T - 12],
          ],
          b: [
            [cx + W - 10, bottomY - 10],
            [cx + W - 10, T + 48],
            [cx + 20, T + 40],
            [bx + 2, T - 6],
          ],
          n: 24,
        },
      ];
      res.front.push({
        d: `${capOuter(V, bottomY, 0.4)} ${hairline('back', bottomY, 4)}`,
        ribbons,
        sheen: sheenArc(V, T + 20),
        shadow: true,
      });
      res.earsHidden = false;
      res.wisps = [
        `M${P(cx - W + 6, T + 60)} C${P(cx - W - 4, eyeY - 10)} ${P(cx - W + 2, eyeY + 40)} ${P(cx - W + 8, eyeY + 80)}`,
        `M${P(cx + W - 8, T + 64)} C${P(cx + W + 2, eyeY - 20)} ${P(cx + W - 2, eyeY + 30)} ${P(cx + W - 6, eyeY + 66)}`,
      ];
      break;
    }
    case 'curly': {
      const ccx = cx;
      const ccy = T + 108;
      const rx = W + 58;
      const ry = 178;
      const cutY = chinY + 78;
      const circles: string[] = [];
      for (let i = 0; i < 44; i++) {
        const a = (i / 44) * Math.PI * 2;
        const x = ccx + Math.cos(a) * rx * rng.range(0.9, 1);
        const y = ccy + Math.sin(a) * ry * rng.range(0.9, 1);
        if (y > cutY) continue;
        const r = rng.range(24, 34);
        circles.push(`M${P(x - r, y)} a${f(r)},${f(r)} 0 1 1 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1 1 ${f(-2 * r)},0Z`);
      }
      const body = `M${P(ccx - rx, ccy)} C${P(ccx - rx, ccy - ry * 1.1)} ${P(ccx + rx, ccy - ry * 1.1)} ${P(ccx + rx, ccy)} C${P(ccx + rx, cutY)} ${P(ccx + rx * 0.8, cutY + 10)} ${P(ccx + rx * 0.6, cutY)} L${P(ccx - rx * 0.6, cutY)} C${P(ccx - rx * 0.8, cutY + 10)} ${P(ccx - rx, cutY)} ${P(ccx - rx, ccy)}Z`;
      res.back.push({
        d: `${body} ${circles.join(' ')}`,
        ribbons: [],
        extra: curlTexture(rng, [ccx - rx - 34, ccy - ry - 34, ccx + rx + 34, cutY + 34], 420, colours.dark, colours.hi),
        sheen: `M${P(ccx - rx * 0.8, ccy - ry * 0.3)} C${P(ccx - rx * 0.5, ccy - ry * 1.05)} ${P(ccx + rx * 0.4, ccy - ry * 1.05)} ${P(ccx + rx * 0.8, ccy - ry * 0.4)}`,
      });
      // Curls framing the forehead.
      const front: string[] = [];
      const n = 15;
      for (let i = 0; i <= n; i++) {
        const a = Math.PI + (i / n) * Math.PI;
        const x = cx + Math.cos(a) * (W - 4);
        const y = eyeY - 34 + Math.sin(a) * (eyeY - T - 62);
        const r = rng.range(13, 18);
        front.push(`M${P(x - r, y)} a${f(r)},${f(r)} 0 1 1 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1 1 ${f(-2 * r)},0Z`);
      }
      front.push(`M${P(cx - W - 6, eyeY - 30)} C${P(cx - W - 10, T - 30)} ${P(cx + W + 10, T - 30)} ${P(cx + W + 6, eyeY - 30)} Z`);
      res.front.push({
        d: front.join(' '),
        ribbons: [],
        extra: curlTexture(rng, [cx - W - 20, T - 30, cx + W + 20, eyeY - 10], 140, colours.dark, colours.hi),
        shadow: true,
      });
      break;
    }
    case 'pixie':
    case 'undercut': {
      const V = p.hair === 'pixie' ? 14 : 12;
      const bottomY = eyeY - 2;
      res.earsHidden = false;
      if (p.hair === 'undercut') {
        // Short sides, long top swept over to one side.
        res.front.push({
          d: `${capOuter(4, eyeY - 6, 0.3)} ${hairline('back', eyeY - 6, 3)}`,
          ribbons: capRibbons(4, eyeY - 6, cx, 30, [0.6, 1.2]),
          opacity: 0.72,
        });
        const sweep = `M${P(X(-W * 0.5), T + 2)} C${P(X(-W * 0.2), T - V - 22)} ${P(X(W + V + 10), T - V - 8)} ${P(X(W + V), eyeY - 10)} C${P(X(W + V - 2), eyeY + 30)} ${P(X(W + 2), eyeY + 56)} ${P(X(W - 8), eyeY + 62)} C${P(X(W - 2), eyeY + 20)} ${P(X(W - 8), g.browY - 6)} ${P(X(24), g.browY - 18)} C${P(X(-4), g.browY - 22)} ${P(X(-W * 0.4), T + 46)} ${P(X(-W * 0.62), T + 30)} Z`;
        res.front.push({
          d: sweep,
          ribbons: [
            {
              a: [
                [X(-W * 0.5), T + 2],
                [X(0), T - V - 18],
                [X(W + V + 6), T - 6],
                [X(W), eyeY + 58],
              ],
              b: [
                [X(-W * 0.62), T + 30],
                [X(-10), T + 50],
                [X(W - 10), g.browY - 10],
                [X(W - 8), eyeY + 60],
              ],
              n: 40,
            },
          ],
          sheen: `M${P(X(-W * 0.4), T - 2)} C${P(X(0), T - V - 10)} ${P(X(W * 0.6), T - V - 6)} ${P(X(W + V - 4), T + 40)}`,
          shadow: true,
        });
        break;
      }
      const partX = X(-24);
      res.front.push({
        d: `${capOuter(V, bottomY, 0.35)} ${hairline('sweep', bottomY, 4)}`,
        ribbons: [
          {
            a: [
              [partX, T + 30],
              [X(0), T - V - 14],
              [X(W + V), T],
              [X(W + 4), bottomY],
            ],
            b: [
              [partX, T + 40],
              [X(-10), T + 60],
              [X(W - 30), g.browY - 20],
              [X(30), g.browY - 14],
            ],
            n: 34,
          },
          {
            a: [
              [partX, T + 30],
              [X(-30), T - V],
              [X(-W - V), T + 10],
              [X(-W - 4), bottomY],
            ],
            b: [
              [partX, T + 40],
              [X(-40), T + 46],
              [X(-W + 10), T + 60],
              [X(-W + 4), bottomY],
            ],
            n: 16,
          },
        ],
        sheen: sheenArc(V),
        shadow: true,
      });
      break;
    }
    case 'crop':
    case 'quiff':
    case 'buzz':
    case 'curlyshort': {
      res.earsHidden = false;
      const V = p.hair === 'buzz' ? 2 : p.hair === 'crop' ? 13 : p.hair === 'quiff' ? 18 : 22;
      const bottomY = eyeY - 18;
      const burns = [-1, 1]
        .map((s) =>
          mk(cx, s, [
            ['M', [W + 2, bottomY - 8]],
            ['L', [W - 8, bottomY - 8]],
            ['C', [W - 8, eyeY - 4], [W - 5, eyeY + 6], [W - 3, eyeY + 14]],
            ['C', [W - 1, eyeY + 8], [W + 1, eyeY], [W + 2, bottomY - 8]],
            ['Z'],
          ]),
        )
        .join(' ');
      if (p.hair === 'curlyshort') {
        const circles: string[] = [];
        for (let i = 0; i <= 22; i++) {
          const a = Math.PI * 0.9 + (i / 22) * Math.PI * 1.2;
          const x = cx + Math.cos(a) * (W + 4);
          const y = eyeY - 40 + Math.sin(a) * (eyeY - T - 22);
          const r = rng.range(12, 16);
          circles.push(`M${P(x - r, y)} a${f(r)},${f(r)} 0 1 1 ${f(2 * r)},0 a${f(r)},${f(r)} 0 1 1 ${f(-2 * r)},0Z`);
        }
        res.front.push({
          d: `${capOuter(V - 8, bottomY, 0.3)} ${hairline('back', bottomY, 2)} ${burns} ${circles.join(' ')}`,
          ribbons: [],
          extra: curlTexture(rng, [cx - W - 24, T - 30, cx + W + 24, eyeY], 220, colours.dark, colours.hi),
          sheen: sheenArc(V - 6, T + 14),
          shadow: true,
        });
        break;
      }
      if (p.hair === 'quiff') {
        const top = `M${P(cx - W - 4, bottomY)} C${P(cx - W - V * 0.6, eyeY - 60)} ${P(cx - W - 6, T - 10)} ${P(cx - W * 0.5, T - V * 0.9)} C${P(cx - 20, T - V * 1.3)} ${P(cx + 30, T - V * 1.7)} ${P(cx + W * 0.55, T - V * 1.2)} C${P(cx + W + 10, T - V * 0.6)} ${P(cx + W + V * 0.6, eyeY - 70)} ${P(cx + W + 4, bottomY)}`;
        res.front.push({
          d: `${top} L${P(cx + W - 4, bottomY)} C${P(cx + W - 4, T + 70)} ${P(cx + W - 16, T + 50)} ${P(cx + 30, T + 44)} C${P(cx + 10, T + 40)} ${P(cx - 20, T + 38)} ${P(cx - 36, T + 42)} C${P(cx - W + 14, T + 50)} ${P(cx - W + 4, T + 70)} ${P(cx - W + 4, bottomY)} Z ${burns}`,
          ribbons: [
            {
              a: [
                [cx - 36, T + 40],
                [cx - 30, T - V],
                [cx + 10, T - V * 1.6],
                [cx + W * 0.6, T - V * 1.1],
              ],
              b: [
                [cx + 40, T + 44],
                [cx + 50, T + 20],
                [cx + W, T + 10],
                [cx + W + 6, T + 40],
              ],
              n: 26,
              width: [0.8, 1.8],
            },
            {
              a: [
                [cx - 36, T + 40],
                [cx - W, T + 10],
                [cx - W - 8, T + 40],
                [cx - W - 4, bottomY],
              ],
              b: [
                [cx - 36, T + 44],
                [cx - W + 10, T + 50],
                [cx - W + 4, T + 60],
                [cx - W + 4, bottomY],
              ],
              n: 12,
              width: [0.8, 1.6],
            },
          ],
          sheen: `M${P(cx - W + 6, T + 10)} C${P(cx - 20, T - V * 1.2)} ${P(cx + 30, T - V * 1.5)} ${P(cx + W, T)}`,
          shadow: true,
        });
        break;
      }
      res.front.push({
        d: `${capOuter(V, bottomY, 0.35)} ${hairline('back', bottomY, 3)} ${burns}`,
        ribbons: capRibbons(V, bottomY, cx - 10, p.hair === 'buzz' ? 60 : 34, p.hair === 'buzz' ? [0.5, 1] : [0.8, 1.8]),
        opacity: p.hair === 'buzz' ? 0.55 : 1,
        sheen: p.hair === 'buzz' ? undefined : sheenArc(V, T + 10),
        shadow: p.hair !== 'buzz',
      });
      break;
    }
  }
  if (part === 'right') {
    const mp = (q: Pt): Pt => [2 * cx - q[0], q[1]];
    const mr = (r: Ribbon): Ribbon => ({ ...r, a: r.a.map(mp) as Cubic, b: r.b.map(mp) as Cubic });
    res.front = res.front.map((l) => ({ ...l, d: mirrorD(l.d, cx), sheen: l.sheen && mirrorD(l.sheen, cx), ribbons: l.ribbons.map(mr) }));
    res.wisps = res.wisps?.map((w) => mirrorD(w, cx));
  }
  return res;
}

function drawHairLayer(defs: Defs, layer: HairLayer, hairColour: HairColour, g: Geo, rng: Rng): string {
  const hc = layer.colour ?? hairColour;
  const dark = darken(hc.base, 0.45);
  const fill = defs.linear(0, g.T - 40, 0, g.chinY + 200, [
    [0, mix(hc.base, hc.hi, 0.45)],
    [0.35, hc.base],
    [1, darken(hc.base, 0.3)],
  ]);
  const pieces = subpaths(layer.d);
  const clip = defs.clip(pieces);
  const side = defs.linear(g.cx - g.W - 60, 0, g.cx + g.W + 60, 0, [
    [0, '#ffffff', 0.1],
    [0.45, '#ffffff', 0],
    [1, '#000000', 0.28],
  ]);
  const parts = [
    ...pieces.map((d) => `<path d="${d}" fill="${fill}"/>`),
    `<g ${clip}>`,
    `<rect x="0" y="0" width="480" height="820" fill="${side}"/>`,
    layer.ribbons.map((r) => strands(r, rng, dark, hc.hi)).join(''),
    layer.extra ?? '',
    layer.sheen
      ? `<path d="${layer.sheen}" fill="none" stroke="${hc.hi}" stroke-width="16" stroke-linecap="round" opacity="0.4" ${defs.blur(7)}/>`
      : '',
    '</g>',
  ];
  return `<g opacity="${layer.opacity ?? 1}" ${defs.blur(0.45)}>${parts.join('')}</g>`;
}

function drawPerson(defs: Defs, p: Person, rng: Rng): string {
  const fem = p.look !== 'm';
  const skin = SKINS[p.skin];
  const hc = HAIR[p.hairColour];
  const cx = 240;
  const T = (fem ? 136 : 130) + rng.range(-3, 3);
  const eyeY = 256;
  const chinY = (fem ? 364 : 372) + rng.range(-3, 3);
  const g: Geo = {
    cx,
    T,
    W: (fem ? 79 : 84) + rng.range(-2, 2),
    eyeY,
    chinY,
    jawW: (p.look === 'm' ? 66 : p.look === 'nb' ? 58 : 54) + rng.range(-2, 3),
    chinW: (p.look === 'm' ? 28 : 19) + rng.range(-2, 2),
    neckW: p.look === 'm' ? 45 : p.look === 'nb' ? 37 : 35,
    SW: p.look === 'm' ? 222 : 200,
    browY: eyeY - (fem ? 27 : 24),
    noseY: eyeY + (fem ? 48 : 51),
    mouthY: eyeY + (fem ? 74 : 79),
    eyeDX: 36 + rng.range(-1.5, 1.5),
    eyeScale: rng.range(0.94, 1.08),
    lipScale: rng.range(0.9, 1.12),
  };
  const out: string[] = [];
  const face = facePath(g);
  const body = bodyPath(g);
  const faceClip = defs.clip(face);
  const bodyClip = defs.clip(body);
  const shade = skin.shade;
  const deep = darken(skin.shade, 0.35);
  const hairCol = { dark: darken(hc.base, 0.45), hi: hc.hi };
  const hair = hairShapes(g, p, rng, hairCol);
  if (p.hair === 'buzz') {
    const scalp = { base: mix(hc.base, skin.shade, 0.4), hi: mix(hc.hi, skin.base, 0.4) };
    hair.front = hair.front.map((l) => ({ ...l, colour: scalp, opacity: 1 }));
  }

  /* Soft cast shadow on the backdrop. */
  out.push(
    `<g opacity="0.28" ${defs.blur(16)} transform="translate(22 12)"><path d="${body}" fill="#1b1420"/>${ellipse(cx, (g.T + g.chinY) / 2, g.W + 26, (g.chinY - g.T) / 2 + 30, 'fill="#1b1420"')}</g>`,
  );

  /* Hair behind the head. */
  for (const layer of hair.back) out.push(drawHairLayer(defs, layer, hc, g, rng));

  /* Neck and shoulders. */
  const bodyFill = defs.linear(cx - 230, 0, cx + 230, 0, [
    [0, skin.light],
    [0.4, skin.base],
    [1, shade],
  ]);
  out.push(`<path d="${body}" fill="${bodyFill}"/>`);
  out.push(
    `<g ${bodyClip}>` +
      ellipse(cx + 8, g.chinY + 6, g.W * 0.8, 44, `fill="${deep}" opacity="0.7" ${defs.blur(12)}`) +
      ellipse(cx + g.neckW + 4, g.chinY + 60, 14, 70, `fill="${deep}" opacity="0.35" ${defs.blur(8)}`) +
      ellipse(cx - g.neckW + 8, g.chinY + 60, 8, 50, `fill="${skin.light}" opacity="0.35" ${defs.blur(6)}`) +
      ellipse(cx - g.SW + 30, g.chinY - NECK_LIFT + 128, 44, 22, `fill="${skin.light}" opacity="0.4" ${defs.blur(12)}`) +
      [-1, 1]
        .map(
          (s) =>
            `<path d="${mk(cx, s, [
              ['M', [10, g.chinY - NECK_LIFT + 112]],
              ['Q', [44, g.chinY - NECK_LIFT + 100], [96, g.chinY - NECK_LIFT + 106]],
            ])}" fill="none" stroke="${deep}" stroke-width="3.5" stroke-linecap="round" opacity="0.3" ${defs.blur(2)}/>` +
            `<path d="${mk(cx, s, [
              ['M', [12, g.chinY - NECK_LIFT + 118]],
              ['Q', [46, g.chinY - NECK_LIFT + 106], [96, g.chinY - NECK_LIFT + 112]],
            ])}" fill="none" stroke="${skin.light}" stroke-width="3" stroke-linecap="round" opacity="0.35" ${defs.blur(2)}/>`,
        )
        .join('') +
      ellipse(cx, g.chinY - NECK_LIFT + 110, 8, 6, `fill="${deep}" opacity="0.3" ${defs.blur(3)}`) +
      `</g>`,
  );

  /* Clothing. */
  out.push(drawClothing(defs, p, g, rng));

  /* Ears (hidden under long hair). */
  for (const s of hair.earsHidden ? [] : [-1, 1]) {
    const ex = cx + s * (g.W - 3);
    const ey = eyeY + 20;
    out.push(
      `<path d="${mk(ex, s, [['M', [-2, ey - 26]], ['C', [14, ey - 34], [18, ey - 6], [12, ey + 14]], ['C', [8, ey + 28], [2, ey + 30], [-4, ey + 24]], ['Z']])}" fill="${s < 0 ? skin.base : mix(skin.base, shade, 0.45)}"/>` +
        `<path d="${mk(ex, s, [
          ['M', [2, ey - 18]],
          ['C', [12, ey - 22], [12, ey - 4], [8, ey + 8]],
        ])}" fill="none" stroke="${deep}" stroke-width="2.4" stroke-linecap="round" opacity="0.45" ${defs.blur(1)}/>`,
    );
    if (p.earrings && !hair.earsHidden) {
      const ly = ey + 26;
      const lx = ex + s * 3;
      out.push(
        p.earrings === 'hoop'
          ? `<circle cx="${f(lx)}" cy="${f(ly + 11)}" r="11" fill="none" stroke="#d7b36a" stroke-width="2.6"/><path d="M${P(lx - 8, ly + 16)} A11,11 0 0 0 ${P(lx + 8, ly + 18)}" fill="none" stroke="#fff3cf" stroke-width="1.2" opacity="0.8"/>`
          : `<circle cx="${f(lx)}" cy="${f(ly)}" r="3.6" fill="#e9d9b0"/><circle cx="${f(lx - 1)}" cy="${f(ly - 1)}" r="1.3" fill="#ffffff" opacity="0.9"/>`,
      );
    }
  }

  /* Face. */
  const faceFill = defs.radial(cx - 24, eyeY - 24, g.W * 1.6, [
    [0, lighten(skin.base, 0.12)],
    [0.5, skin.base],
    [1, shade],
  ]);
  out.push(`<path d="${face}" fill="${faceFill}"/>`);
  const lipBase = p.lips && p.lips !== 'natural' ? mix(LIPS[p.lips], skin.base, 0.15) : mix(skin.shade, '#b0545a', fem ? 0.4 : 0.28);
  const makeup = p.look === 'f' ? rng.pick(['#8a5a5a', '#7a5c4a', '#9c6b7a', '#6d5a6e', '#a0755a']) : shade;
  const F: string[] = [];
  // Shading of the face volume.
  F.push(ellipse(cx + g.W + 14, eyeY + 30, 40, 160, `fill="${deep}" opacity="0.4" ${defs.blur(16)}`));
  F.push(ellipse(cx, g.chinY + 6, g.jawW + 6, 26, `fill="${shade}" opacity="0.45" ${defs.blur(10)}`));
  F.push(ellipse(cx - 16, g.T + 70, 44, 28, `fill="#ffffff" opacity="0.16" ${defs.blur(12)}`));
  for (const s of [-1, 1]) {
    const ex = cx + s * g.eyeDX;
    F.push(ellipse(ex + s * 2, eyeY - 5, 24, 13, `fill="${shade}" opacity="${s < 0 ? 0.35 : 0.45}" ${defs.blur(6)}`));
    F.push(ellipse(cx + s * 44, eyeY + 34, 20, 12, `fill="${skin.blush}" opacity="${fem ? 0.34 : 0.14}" ${defs.blur(9)}`));
    F.push(ellipse(cx + s * 46, eyeY + 24, 16, 8, `fill="#ffffff" opacity="${s < 0 ? 0.16 : 0.06}" ${defs.blur(6)}`));
    if (p.look === 'f') F.push(ellipse(ex + s * 4, eyeY - 9, 17, 7, `fill="${makeup}" opacity="0.33" ${defs.blur(4)}`));
  }
  // Nose.
  const ny = g.noseY;
  F.push(
    `<path d="M${P(cx + 8, eyeY - 4)} C${P(cx + 9, eyeY + 18)} ${P(cx + 12, ny - 22)} ${P(cx + 14, ny - 6)}" fill="none" stroke="${deep}" stroke-width="5" opacity="0.28" ${defs.blur(3.5)}/>`,
  );
  F.push(
    `<path d="M${P(cx - 3, eyeY - 2)} C${P(cx - 3, eyeY + 16)} ${P(cx - 4, ny - 24)} ${P(cx - 3, ny - 12)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.2" ${defs.blur(2.5)}/>`,
  );
  F.push(ellipse(cx - 1, ny - 6, 7, 5, `fill="#ffffff" opacity="0.2" ${defs.blur(2.5)}`));
  F.push(ellipse(cx + 3, ny + 7, 15, 4.5, `fill="${deep}" opacity="0.35" ${defs.blur(3)}`));
  for (const s of [-1, 1]) {
    F.push(
      `<path d="${mk(cx, s, [
        ['M', [13, ny - 8]],
        ['C', [15, ny - 1], [11, ny + 3], [5, ny + 2]],
      ])}" fill="none" stroke="${deep}" stroke-width="1.8" stroke-linecap="round" opacity="0.32" ${defs.blur(1)}/>`,
    );
    F.push(ellipse(cx + s * 5.5, ny + 1.5, 3.4, 1.7, `fill="${darken(skin.shade, 0.5)}" opacity="0.5" ${defs.blur(0.9)}`));
  }
  // Philtrum and chin.
  F.push(ellipse(cx, g.mouthY - 13, 4, 6, `fill="${shade}" opacity="0.25" ${defs.blur(2.5)}`));
  F.push(ellipse(cx - 3, g.chinY - 16, 11, 7, `fill="#ffffff" opacity="0.14" ${defs.blur(4)}`));
  F.push(ellipse(cx + 2, g.mouthY + 20, 13, 4, `fill="${shade}" opacity="0.45" ${defs.blur(3)}`));
  out.push(`<g ${faceClip}>${F.join('')}</g>`);

  /* Beard (under the mouth). */
  if (p.beard) out.push(drawBeard(defs, p, g, hc, rng));

  /* Eyes and brows. */
  for (const s of [-1, 1]) out.push(drawEye(defs, g, s, p, skin, fem, rng));
  for (const s of [-1, 1]) out.push(drawBrow(defs, g, s, p, hc, fem));

  /* Mouth. */
  out.push(drawMouth(defs, g, lipBase, fem, rng));

  /* Hair in front, its shadow on the face first. */
  for (const layer of [...hair.front]) {
    if (layer.shadow) {
      out.push(
        `<g ${faceClip}><g transform="translate(3 7)" fill="${deep}" opacity="0.42" ${defs.blur(5)}>${subpaths(layer.d)
          .map((d) => `<path d="${d}"/>`)
          .join('')}</g></g>`,
      );
    }
    out.push(drawHairLayer(defs, layer, hc, g, rng));
  }
  for (const layer of hair.locks) {
    out.push(
      `<g ${bodyClip}><path d="${layer.d}" transform="translate(6 8)" fill="${darken(shade, 0.5)}" opacity="0.35" ${defs.blur(7)}/></g>`,
    );
    out.push(drawHairLayer(defs, layer, hc, g, rng));
  }
  for (const w of hair.wisps ?? []) {
    out.push(`<path d="${w}" fill="none" stroke="${hc.base}" stroke-width="1.6" stroke-linecap="round" opacity="0.75"/>`);
  }

  /* Glasses. */
  if (p.glasses) {
    const frame = p.look === 'm' ? '#2a2420' : '#5a3e36';
    const lens = defs.linear(0, eyeY - 20, 0, eyeY + 20, [
      [0, '#ffffff', 0.22],
      [0.5, '#ffffff', 0.04],
      [1, '#ffffff', 0.12],
    ]);
    const gl: string[] = [];
    for (const s of [-1, 1]) {
      const ex = cx + s * g.eyeDX;
      gl.push(
        `<rect x="${f(ex - 25)}" y="${f(eyeY - 17)}" width="50" height="36" rx="13" fill="${lens}" stroke="${frame}" stroke-width="3"/>`,
      );
      gl.push(
        `<path d="M${P(ex + s * 25, eyeY - 8)} L${P(cx + s * (g.W + 2), eyeY - 4)}" stroke="${frame}" stroke-width="3" stroke-linecap="round"/>`,
      );
      gl.push(
        `<path d="M${P(ex - 16, eyeY - 10)} L${P(ex - 6, eyeY - 14)}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.5"/>`,
      );
    }
    gl.push(
      `<path d="M${P(cx - g.eyeDX + 25, eyeY - 4)} Q${P(cx, eyeY - 11)} ${P(cx + g.eyeDX - 25, eyeY - 4)}" fill="none" stroke="${frame}" stroke-width="3"/>`,
    );
    out.push(`<g ${defs.blur(0.3)}>${gl.join('')}</g>`);
    out.push(
      `<g ${faceClip}>${[-1, 1].map((s) => ellipse(cx + s * g.eyeDX + 3, eyeY + 24, 22, 4, `fill="${deep}" opacity="0.25" ${defs.blur(3)}`)).join('')}</g>`,
    );
  }
  return out.join('\n');
}

function drawEye(defs: Defs, g: Geo, s: number, p: Person, skin: Skin, fem: boolean, rng: Rng): string {
  const ex = g.cx + s * g.eyeDX;
  const ey = g.eyeY;
  const ew = (fem ? 18 : 16.5) * g.eyeScale;
  const eh = (fem ? 10.5 : 8.6) * g.eyeScale;
  const tilt = fem ? 2.5 : 0.5;
  const inner: Pt = [ex - s * ew, ey + 1];
  const outer: Pt = [ex + s * ew, ey - tilt];
  const upper = `M${Pp(inner)} C${P(ex - s * ew * 0.45, ey - eh - 1)} ${P(ex + s * ew * 0.5, ey - eh - tilt * 0.5)} ${Pp(outer)}`;
  const shape = `${upper} C${P(ex + s * ew * 0.45, ey + eh * 0.62)} ${P(ex - s * ew * 0.5, ey + eh * 0.72)} ${Pp(inner)}Z`;
  const clip = defs.clip(shape);
  const iris = EYES[p.eyes];
  const white = defs.linear(0, ey - eh, 0, ey + eh, [
    [0, mix('#e6dad2', skin.shade, 0.25)],
    [0.55, '#f3eee9'],
    [1, '#ebe4de'],
  ]);
  const irisFill = defs.radial(ex, ey + 0.5, 9, [
    [0, lighten(iris, 0.35)],
    [0.55, iris],
    [0.85, darken(iris, 0.4)],
    [1, darken(iris, 0.65)],
  ]);
  const look = rng.range(-1, 1);
  const ix = ex + look;
  const parts: string[] = [];
  parts.push(`<path d="${shape}" fill="${white}"/>`);
  parts.push(`<g ${clip}>`);
  parts.push(`<circle cx="${f(ix)}" cy="${f(ey + 0.5)}" r="${f(eh * 0.98)}" fill="${irisFill}"/>`);
  parts.push(`<circle cx="${f(ix)}" cy="${f(ey + 0.5)}" r="${f(eh * 0.4)}" fill="#120c0a"/>`);
  parts.push(`<path d="${upper}" fill="none" stroke="${darken(skin.shade, 0.4)}" stroke-width="6" opacity="0.45" ${defs.blur(2)}/>`);
  parts.push(`<circle cx="${f(ix - 3)}" cy="${f(ey - 2.5)}" r="2.3" fill="#ffffff" opacity="0.92"/>`);
  parts.push(`<circle cx="${f(ix + 3)}" cy="${f(ey + 3)}" r="1" fill="#ffffff" opacity="0.5"/>`);
  parts.push('</g>');
  const lash = '#1f1612';
  // Crease.
  parts.push(
    `<path d="M${P(ex - s * ew * 0.9, ey - 5)} C${P(ex - s * ew * 0.35, ey - eh - 8)} ${P(ex + s * ew * 0.5, ey - eh - 8)} ${P(ex + s * ew * 1.02, ey - tilt - 3)}" fill="none" stroke="${darken(skin.shade, 0.3)}" stroke-width="1.5" opacity="0.45" ${defs.blur(0.7)}/>`,
  );
  // Lash line (with a small wing for the made-up looks).
  parts.push(`<path d="${upper}" fill="none" stroke="${lash}" stroke-width="${fem ? 2.8 : 2}" stroke-linecap="round" opacity="0.92"/>`);
  if (p.look === 'f') {
    parts.push(
      `<path d="M${P(outer[0] - s * 4, outer[1] - 1)} Q${P(outer[0] + s * 3, outer[1] - 1.5)} ${P(outer[0] + s * 7, outer[1] - 5)} Q${P(outer[0] + s * 2, outer[1] + 0.5)} ${P(outer[0] - s * 4, outer[1] + 1.2)}Z" fill="${lash}"/>`,
    );
    // Lashes as a soft dark fringe thickening towards the outer corner.
    const c: Cubic = [inner, [ex - s * ew * 0.45, ey - eh - 1], [ex + s * ew * 0.5, ey - eh - tilt * 0.5], outer];
    const fringe: Pt[] = [];
    const base: Pt[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = 0.25 + (i / 10) * 0.75;
      const q = bez(c, t);
      base.push(q);
      fringe.push([q[0] + s * t * 2.5, q[1] - 1 - t * t * 3.2]);
    }
    parts.push(
      `<path d="${smooth(base)} L${Pp(fringe[fringe.length - 1])} ${smooth(fringe.reverse(), { cont: true })}Z" fill="${lash}" opacity="0.8" ${defs.blur(0.5)}/>`,
    );
  }
  parts.push(
    `<path d="M${Pp(outer)} C${P(ex + s * ew * 0.45, ey + eh * 0.62)} ${P(ex - s * ew * 0.5, ey + eh * 0.72)} ${Pp(inner)}" fill="none" stroke="${darken(skin.shade, 0.35)}" stroke-width="1.2" opacity="0.5"/>`,
  );
  return parts.join('');
}

function drawBrow(defs: Defs, g: Geo, s: number, p: Person, hc: HairColour, fem: boolean): string {
  const ex = g.cx + s * g.eyeDX;
  const by = g.browY;
  const th = fem ? 4.2 : 6;
  const dyed = ['pink', 'lavender', 'teal', 'platinum'].includes(p.hairColour);
  const col = dyed ? '#5a4334' : darken(hc.base, hc === HAIR.blonde || hc === HAIR.honey ? 0.25 : 0.1);
  const X = (dx: number) => g.cx + s * g.eyeDX + s * dx;
  void ex;
  const d =
    `M${P(X(-19), by + 3 - th * 0.5)} Q${P(X(-6), by - 4)} ${P(X(6), by - 5.5)} Q${P(X(16), by - 5)} ${P(X(24), by + 2)}` +
    ` Q${P(X(15), by - 1 + th * 0.45)} ${P(X(6), by - 5.5 + th * 0.85)} Q${P(X(-6), by - 2 + th)} ${P(X(-19), by + 3 + th * 0.55)}Z`;
  return `<path d="${d}" fill="${col}" opacity="0.9" ${defs.blur(0.8)}/>`;
}

function drawMouth(defs: Defs, g: Geo, lip: string, fem: boolean, rng: Rng): string {
  const { cx, mouthY: y } = g;
  const mw = (fem ? 21 : 22) * (0.5 + g.lipScale / 2);
  const smile = rng.range(1.5, 3.5);
  const top = (fem ? 8.5 : 6) * g.lipScale;
  const bot = (fem ? 12 : 9) * g.lipScale;
  const cy = y - smile;
  const line = `M${P(cx - mw, cy)} C${P(cx - mw * 0.55, y + 1)} ${P(cx - 7, y + 2)} ${P(cx, y + 1.2)} C${P(cx + 7, y + 2)} ${P(cx + mw * 0.55, y + 1)} ${P(cx + mw, cy)}`;
  const upper = `M${P(cx - mw, cy)} C${P(cx - mw * 0.6, y - top * 0.55)} ${P(cx - 10, y - top)} ${P(cx - 4, y - top)} Q${P(cx, y - top + 2.5)} ${P(cx + 4, y - top)} C${P(cx + 10, y - top)} ${P(cx + mw * 0.6, y - top * 0.55)} ${P(cx + mw, cy)} C${P(cx + mw * 0.55, y + 1)} ${P(cx + 7, y + 2)} ${P(cx, y + 1.2)} C${P(cx - 7, y + 2)} ${P(cx - mw * 0.55, y + 1)} ${P(cx - mw, cy)}Z`;
  const lower = `${line} C${P(cx + mw * 0.6, y + bot * 0.85)} ${P(cx + 9, y + bot)} ${P(cx, y + bot)} C${P(cx - 9, y + bot)} ${P(cx - mw * 0.6, y + bot * 0.85)} ${P(cx - mw, cy)}Z`;
  const upFill = defs.linear(0, y - top, 0, y + 2, [
    [0, darken(lip, 0.05)],
    [1, darken(lip, 0.25)],
  ]);
  const loFill = defs.linear(0, y, 0, y + bot, [
    [0, darken(lip, 0.12)],
    [0.5, lip],
    [1, darken(lip, 0.08)],
  ]);
  return (
    `<g ${defs.blur(0.5)}>` +
    `<path d="${upper}" fill="${upFill}"/>` +
    `<path d="${lower}" fill="${loFill}"/>` +
    ellipse(cx - 4, y + bot * 0.5, 8, 2.6, `fill="#ffffff" opacity="${fem ? 0.35 : 0.18}" ${defs.blur(1.5)}`) +
    `<path d="${line}" fill="none" stroke="${darken(lip, 0.6)}" stroke-width="1.5" stroke-linecap="round" opacity="0.8"/>` +
    `</g>`
  );
}

function drawBeard(defs: Defs, p: Person, g: Geo, hc: HairColour, rng: Rng): string {
  const { cx, W, eyeY, chinY, jawW, chinW, noseY, mouthY } = g;
  const full = p.beard === 'beard';
  const grow = full ? 7 : 1;
  const d = symPath(
    cx,
    [0, noseY + 7],
    [
      [
        [8, noseY + 5],
        [22, noseY + 4],
        [28, mouthY - 4],
      ],
      [
        [44, mouthY - 18],
        [W - 16, eyeY + 46],
        [W - 10, eyeY - 2],
      ],
      [
        [W - 8, eyeY - 8],
        [W - 4, eyeY - 10],
        [W + 1, eyeY - 10],
      ],
      [
        [W + 1, eyeY + 44],
        [jawW + 12 + grow, chinY - 78],
        [jawW + grow, chinY - 44],
      ],
      [
        [jawW - 10 + grow, chinY - 16 + grow],
        [chinW + 8, chinY + grow * 1.4],
        [0, chinY + grow * 1.4],
      ],
    ],
  );
  const dark = darken(hc.base, 0.3);
  const clip = defs.clip(d);
  const hairs: string[] = [];
  const n = full ? 420 : 520;
  for (let i = 0; i < n; i++) {
    const x = rng.range(cx - W - 4, cx + W + 4);
    const y = rng.range(noseY, chinY + 10);
    const len = full ? rng.range(3, 7) : rng.range(1, 2.2);
    const dx = (x - cx) * 0.03 + rng.range(-1, 1);
    hairs.push(`M${P(x, y)} l${f(dx)},${f(len)}`);
  }
  const fill = defs.linear(0, noseY, 0, chinY + 10, [
    [0, hc.base],
    [1, dark],
  ]);
  return (
    `<g ${clip}>` +
    `<path d="${d}" fill="${fill}" opacity="${full ? 0.88 : 0.3}" ${defs.blur(full ? 1.2 : 3)}/>` +
    `<path d="${hairs.join(' ')}" stroke="${full ? hc.hi : dark}" stroke-width="${full ? 1 : 0.9}" opacity="${full ? 0.35 : 0.35}" stroke-linecap="round"/>` +
    (full
      ? `<path d="${hairs.slice(0, 200).join(' ')}" transform="translate(1.5 1)" stroke="${darken(hc.base, 0.5)}" stroke-width="1.2" opacity="0.45"/>`
      : '') +
    `</g>`
  );
}

function drawClothing(defs: Defs, p: Person, g: Geo, rng: Rng): string {
  const { cx, neckW, SW } = g;
  const chinY = g.chinY - NECK_LIFT;
  const c = p.topColour;
  const shoulder: Array<[Pt, Pt, Pt]> = [
    [
      [neckW + 60, chinY + 97],
      [SW - 40, chinY + 96],
      [SW + 3, chinY + 131],
    ],
    [
      [SW + 19, chinY + 154],
      [SW + 25, chinY + 230],
      [SW + 29, 820],
    ],
  ];
  const fill = defs.linear(0, chinY + 70, 0, 640, [
    [0, lighten(c, 0.1)],
    [1, darken(c, 0.28)],
  ]);
  const out: string[] = [];
  let d = '';
  let neckline = '';
  const extras: string[] = [];
  /** Drawn after the garment without its clip (straps, collar flaps). */
  const over: string[] = [];
  switch (p.top) {
    case 'crew':
      d = symPath(
        cx,
        [0, chinY + 106],
        [
          [
            [22, chinY + 106],
            [neckW + 6, chinY + 100],
            [neckW + 9, chinY + 80],
          ],
          ...shoulder,
        ],
      );
      neckline = `M${P(cx - neckW - 9, chinY + 80)} C${P(cx - neckW - 6, chinY + 100)} ${P(cx - 22, chinY + 106)} ${P(cx, chinY + 106)} C${P(cx + 22, chinY + 106)} ${P(cx + neckW + 6, chinY + 100)} ${P(cx + neckW + 9, chinY + 80)}`;
      break;
    case 'vneck':
      d = symPath(
        cx,
        [0, chinY + 156],
        [
          [
            [6, chinY + 146],
            [neckW - 6, chinY + 104],
            [neckW + 8, chinY + 82],
          ],
          ...shoulder,
        ],
      );
      neckline = `M${P(cx - neckW - 8, chinY + 82)} C${P(cx - neckW + 6, chinY + 104)} ${P(cx - 6, chinY + 146)} ${P(cx, chinY + 156)} C${P(cx + 6, chinY + 146)} ${P(cx + neckW - 6, chinY + 104)} ${P(cx + neckW + 8, chinY + 82)}`;
      break;
    case 'scoop':
      d = symPath(
        cx,
        [0, chinY + 160],
        [
          [
            [40, chinY + 160],
            [neckW + 30, chinY + 146],
            [neckW + 36, chinY + 96],
          ],
          [
            [neckW + 66, chinY + 100],
            [SW - 40, chinY + 96],
            [SW + 3, chinY + 131],
          ],
          shoulder[1],
        ],
      );
      neckline = `M${P(cx - neckW - 36, chinY + 96)} C${P(cx - neckW - 30, chinY + 146)} ${P(cx - 40, chinY + 160)} ${P(cx, chinY + 160)} C${P(cx + 40, chinY + 160)} ${P(cx + neckW + 30, chinY + 146)} ${P(cx + neckW + 36, chinY + 96)}`;
      break;
    case 'collar': {
      d = symPath(
        cx,
        [0, chinY + 150],
        [
          [
            [4, chinY + 140],
            [neckW - 8, chinY + 104],
            [neckW + 8, chinY + 80],
          ],
          ...shoulder,
        ],
      );
      neckline = `M${P(cx - neckW - 8, chinY + 80)} C${P(cx - neckW + 8, chinY + 104)} ${P(cx - 4, chinY + 140)} ${P(cx, chinY + 150)} C${P(cx + 4, chinY + 140)} ${P(cx + neckW - 8, chinY + 104)} ${P(cx + neckW + 8, chinY + 80)}`;
      const col = p.innerColour ?? c;
      for (const s of [-1, 1]) {
        const flap = mk(cx, s, [
          ['M', [neckW + 2, chinY + 54]],
          ['C', [neckW + 12, chinY + 80], [neckW + 34, chinY + 100], [neckW + 50, chinY + 118]],
          ['L', [20, chinY + 136]],
          ['L', [8, chinY + 146]],
          ['C', [16, chinY + 120], [neckW - 6, chinY + 84], [neckW - 4, chinY + 58]],
          ['Z'],
        ]);
        over.push(`<path d="${flap}" transform="translate(${s * 3} 6)" fill="#000000" opacity="0.25" ${defs.blur(4)}/>`);
        over.push(`<path d="${flap}" fill="${lighten(col, 0.08)}" stroke="${darken(col, 0.25)}" stroke-width="1"/>`);
      }
      extras.push(`<path d="M${P(cx, chinY + 150)} L${P(cx, 820)}" stroke="${darken(c, 0.3)}" stroke-width="2" opacity="0.6"/>`);
      for (let i = 0; i < 3; i++)
        extras.push(`<circle cx="${f(cx + 5)}" cy="${f(chinY + 182 + i * 46)}" r="3" fill="${lighten(c, 0.35)}" opacity="0.9"/>`);
      break;
    }
    case 'turtleneck': {
      d = symPath(
        cx,
        [0, chinY + 42],
        [
          [
            [neckW * 0.7, chinY + 42],
            [neckW + 6, chinY + 36],
            [neckW + 7, chinY + 28],
          ],
          [
            [neckW + 8, chinY + 58],
            [neckW + 12, chinY + 80],
            [neckW + 28, chinY + 90],
          ],
          [
            [neckW + 64, chinY + 100],
            [SW - 40, chinY + 96],
            [SW + 3, chinY + 131],
          ],
          shoulder[1],
        ],
      );
      extras.push(
        `<path d="M${P(cx - neckW - 9, chinY + 70)} Q${P(cx, chinY + 88)} ${P(cx + neckW + 9, chinY + 70)}" fill="none" stroke="${darken(c, 0.35)}" stroke-width="3" opacity="0.5" ${defs.blur(1.5)}/>`,
      );
      for (let i = -4; i <= 4; i++) {
        extras.push(
          `<path d="M${P(cx + i * 9, chinY + 44 - Math.abs(i) * 1.5)} L${P(cx + i * 9.6, chinY + 78 - Math.abs(i) * 1)}" stroke="${darken(c, 0.3)}" stroke-width="2" opacity="0.3"/>`,
        );
      }
      extras.push(ellipse(cx + 4, chinY + 38, g.W * 0.7, 18, `fill="#000000" opacity="0.35" ${defs.blur(8)}`));
      break;
    }
    case 'blazer': {
      const tee = p.innerColour ?? '#eeeae3';
      const teeD = symPath(
        cx,
        [0, chinY + 104],
        [
          [
            [22, chinY + 104],
            [neckW + 6, chinY + 98],
            [neckW + 9, chinY + 80],
          ],
          ...shoulder,
        ],
      );
      out.push(
        `<path d="${teeD}" fill="${defs.linear(0, chinY + 80, 0, 600, [
          [0, lighten(tee, 0.06)],
          [1, darken(tee, 0.2)],
        ])}"/>`,
      );
      const teeLine = `M${P(cx - neckW - 9, chinY + 80)} C${P(cx - neckW - 6, chinY + 98)} ${P(cx - 22, chinY + 104)} ${P(cx, chinY + 104)} C${P(cx + 22, chinY + 104)} ${P(cx + neckW + 6, chinY + 98)} ${P(cx + neckW + 9, chinY + 80)}`;
      out.push(`<path d="${teeLine}" fill="none" stroke="${darken(tee, 0.25)}" stroke-width="3" opacity="0.6"/>`);
      for (const s of [-1, 1]) {
        const panel = mk(cx, s, [
          ['M', [neckW + 10, chinY + 78]],
          ['C', [neckW + 60, chinY + 96], [SW - 40, chinY + 94], [SW + 4, chinY + 130]],
          ['C', [SW + 20, chinY + 154], [SW + 26, chinY + 230], [SW + 30, 820]],
          ['L', [30, 820]],
          ['L', [34, chinY + 230]],
          ['C', [40, chinY + 190], [neckW + 4, chinY + 120], [neckW + 10, chinY + 78]],
          ['Z'],
        ]);
        const lapel = mk(cx, s, [
          ['M', [neckW + 10, chinY + 80]],
          ['L', [neckW + 40, chinY + 128]],
          ['L', [neckW + 28, chinY + 138]],
          ['L', [neckW + 44, chinY + 150]],
          ['L', [36, chinY + 226]],
          ['C', [42, chinY + 188], [neckW + 4, chinY + 120], [neckW + 10, chinY + 80]],
          ['Z'],
        ]);
        const pf = defs.linear(0, chinY + 70, 0, 640, [
          [0, lighten(c, 0.12)],
          [1, darken(c, 0.3)],
        ]);
        out.push(`<path d="${panel}" fill="${pf}"/>`);
        out.push(`<path d="${lapel}" transform="translate(${s * 4} 5)" fill="#000" opacity="0.3" ${defs.blur(4)}/>`);
        out.push(`<path d="${lapel}" fill="${lighten(c, 0.06)}" stroke="${darken(c, 0.4)}" stroke-width="1.2"/>`);
      }
      const shadeGrad = defs.linear(cx - SW, 0, cx + SW, 0, [
        [0, '#ffffff', 0.1],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.35],
      ]);
      out.push(`<path d="${bodyPath(g)}" fill="${shadeGrad}" ${defs.clip(teeD)}/>`);
      return out.join('');
    }
    case 'straps': {
      d = symPath(
        cx,
        [0, chinY + 162],
        [
          [
            [30, chinY + 146],
            [80, chinY + 144],
            [SW - 36, chinY + 160],
          ],
          [
            [SW - 34, chinY + 220],
            [SW - 30, chinY + 300],
            [SW - 30, 820],
          ],
        ],
      );
      for (const s of [-1, 1]) {
        const strap = mk(cx, s, [
          ['M', [66, chinY + 152]],
          ['C', [70, chinY + 130], [neckW + 56, chinY + 110], [neckW + 52, chinY + 96]],
        ]);
        over.push(
          `<path d="${strap}" transform="translate(${s * 2} 4)" stroke="#000" stroke-width="7" fill="none" opacity="0.25" ${defs.blur(2.5)}/>`,
        );
        over.push(`<path d="${strap}" stroke="${lighten(c, 0.05)}" stroke-width="6" fill="none" stroke-linecap="round"/>`);
        // Arm line beside the torso.
        over.push(
          `<path d="${mk(cx, s, [
            ['M', [SW - 34, chinY + 162]],
            ['C', [SW - 30, chinY + 240], [SW - 28, 560], [SW - 28, 820]],
          ])}" stroke="${darken(SKINS[p.skin].shade, 0.3)}" stroke-width="6" fill="none" opacity="0.35" ${defs.blur(4)}/>`,
        );
      }
      neckline = `M${P(cx - SW + 36, chinY + 160)} C${P(cx - 80, chinY + 144)} ${P(cx - 30, chinY + 146)} ${P(cx, chinY + 162)} C${P(cx + 30, chinY + 146)} ${P(cx + 80, chinY + 144)} ${P(cx + SW - 36, chinY + 160)}`;
      break;
    }
    case 'offshoulder': {
      d = symPath(
        cx,
        [0, chinY + 168],
        [
          [
            [60, chinY + 168],
            [SW - 40, chinY + 150],
            [SW + 34, chinY + 160],
          ],
          [
            [SW + 34, chinY + 260],
            [SW + 34, 600],
            [SW + 34, 820],
          ],
        ],
      );
      neckline = `M${P(cx - SW - 34, chinY + 160)} C${P(cx - SW + 40, chinY + 150)} ${P(cx - 60, chinY + 168)} ${P(cx, chinY + 168)} C${P(cx + 60, chinY + 168)} ${P(cx + SW - 40, chinY + 150)} ${P(cx + SW + 34, chinY + 160)}`;
      // Ruffle band.
      const pts: Pt[] = [];
      for (let i = 0; i <= 24; i++) {
        const x = cx - SW - 34 + ((2 * SW + 68) * i) / 24;
        const dx = Math.abs(x - cx) / (SW + 34);
        const yTop = chinY + 168 - 14 * dx * dx;
        pts.push([x, yTop + 26 + (i % 2 ? 5 : -1)]);
      }
      extras.push(`<path d="${smooth(pts)}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="2.5" opacity="0.5" ${defs.blur(1.2)}/>`);
      for (let i = 1; i < 24; i += 2) {
        const [x, y] = pts[i];
        extras.push(
          `<path d="M${P(x, y - 24)} L${P(x + rng.range(-2, 2), y - 4)}" stroke="${darken(c, 0.2)}" stroke-width="2" opacity="0.35" ${defs.blur(1.5)}/>`,
        );
      }
      break;
    }
  }
  const shadeGrad = defs.linear(cx - SW, 0, cx + SW, 0, [
    [0, '#ffffff', 0.12],
    [0.45, '#ffffff', 0],
    [1, '#000000', 0.38],
  ]);
  const clip = defs.clip(d);
  out.push(`<path d="${d}" fill="${fill}"/>`);
  out.push(`<g ${clip}>`);
  out.push(`<rect x="0" y="0" width="480" height="820" fill="${shadeGrad}"/>`);
  if (neckline) {
    out.push(`<path d="${neckline}" fill="none" stroke="${darken(c, 0.45)}" stroke-width="6" opacity="0.45" ${defs.blur(3)}/>`);
    out.push(
      `<path d="${neckline}" fill="none" stroke="${lighten(c, 0.25)}" stroke-width="1.5" opacity="0.5" transform="translate(0 2)"/>`,
    );
  }
  // Soft folds.
  for (let i = 0; i < 3; i++) {
    const x = cx + rng.range(-120, 120);
    const y = chinY + rng.range(190, 230);
    out.push(
      `<path d="M${P(x, y)} q${f(rng.range(-20, 20))},60 ${f(rng.range(-10, 10))},140" fill="none" stroke="${darken(c, 0.4)}" stroke-width="8" opacity="0.18" ${defs.blur(6)}/>`,
    );
  }
  out.push(extras.join(''));
  out.push('</g>');
  out.push(over.join(''));
  if (p.necklace && ['vneck', 'scoop', 'straps', 'offshoulder'].includes(p.top)) {
    const ny = chinY + 118;
    out.push(
      `<path d="M${P(cx - neckW - 2, chinY + 78)} C${P(cx - neckW + 2, ny)} ${P(cx - 12, ny + 14)} ${P(cx, ny + 16)} C${P(cx + 12, ny + 14)} ${P(cx + neckW - 2, ny)} ${P(cx + neckW + 2, chinY + 78)}" fill="none" stroke="#d9bb78" stroke-width="1.6" opacity="0.95"/>` +
        `<path d="M${P(cx, ny + 16)} l-4,6 l4,7 l4,-7z" fill="#e6c885" stroke="#a8874a" stroke-width="0.8"/><circle cx="${f(cx - 1)}" cy="${f(ny + 21)}" r="1.2" fill="#fff" opacity="0.9"/>`,
    );
  }
  return out.join('');
}

/* ------------------------------------------------------------------------------------------ */
/* Whole pictures                                                                               */
/* ------------------------------------------------------------------------------------------ */

function portraitSvg(portrait: Portrait, seed: number): string {
  const rng = new Rng(seed);
  const defs = new Defs();
  const [light, dark] = BACKDROPS[portrait.backdrop];
  const W = PORTRAIT_W;
  const H = PORTRAIT_H;
  const parts: string[] = [];
  const bg = defs.radial(170, 190, 600, [
    [0, lighten(light, 0.3)],
    [0.15, lighten(light, 0.2)],
    [0.35, lighten(light, 0.05)],
    [0.55, mix(light, dark, 0.25)],
    [0.8, mix(light, dark, 0.7)],
    [1, dark],
  ]);
  parts.push(`<rect width="${W}" height="${H}" fill="${bg}"/>`);
  // Out-of-focus lights in the room.
  for (let i = 0; i < 8; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, H * 0.6);
    parts.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(18, 60))}" fill="${lighten(light, 0.6)}" opacity="${f(rng.range(0.08, 0.25))}" ${defs.blur(rng.range(5, 14))}/>`,
    );
  }
  // Key light glow.
  parts.push(ellipse(120, 130, 170, 150, `fill="#ffffff" opacity="0.22" ${defs.blur(40)}`));

  if (portrait.people.length === 1) {
    parts.push(`<g transform="translate(240 332) scale(1.18) translate(-240 -332)">${drawPerson(defs, portrait.people[0], rng)}</g>`);
  } else {
    const [a, b] = portrait.people;
    parts.push(`<g transform="translate(${f(138 - 240 * 0.88)} 40) scale(0.88) rotate(3 240 450)">${drawPerson(defs, a, rng)}</g>`);
    parts.push(`<g transform="translate(${f(346 - 240 * 0.9)} 26) scale(0.9) rotate(-3 240 450)">${drawPerson(defs, b, rng)}</g>`);
  }

  // Vignette and a warm key-light wash over everything.
  const vig = defs.radial(W / 2, H * 0.42, H * 0.8, [
    [0.5, '#000000', 0],
    [1, '#000000', 0.42],
  ]);
  parts.push(`<rect width="${W}" height="${H}" fill="${vig}"/>`);
  const warm = defs.linear(0, 0, W, H, [
    [0, '#fff2e0', 0.12],
    [0.5, '#fff2e0', 0],
    [1, '#1a1030', 0.1],
  ]);
  parts.push(`<rect width="${W}" height="${H}" fill="${warm}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${parts.join('\n')}</svg>`;
}

/* ------------------------------------------------------------------------------------------ */
/* Placeholders and brand mark                                                                  */
/* ------------------------------------------------------------------------------------------ */

const ORANGE = '#fa8c16';
const ORANGE_LIGHT = '#ffa940';
const ORANGE_DARK = '#d46b08';
const GREEN = '#52c41a';

function brandMark(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${ORANGE_LIGHT}"/>
      <stop offset="0.55" stop-color="${ORANGE}"/>
      <stop offset="1" stop-color="${ORANGE_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="15" fill="url(#g)"/>
  <rect x="10" y="19" width="31" height="26" rx="7" fill="#ffffff"/>
  <path d="M43 29.5 L53.5 23.5 Q55 22.8 55 24.5 V39.5 Q55 41.2 53.5 40.5 L43 34.5 Z" fill="#ffffff"/>
  <path d="M22 26.2 Q22 24.6 23.4 25.4 L32.6 30.8 Q34 31.8 32.6 32.8 L23.4 38.6 Q22 39.4 22 37.8 Z" fill="${ORANGE}"/>
</svg>
`;
}

function noAvatarSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f5f5"/><stop offset="1" stop-color="#e4e4e4"/></linearGradient>
    <linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9c9c9"/><stop offset="1" stop-color="#b3b3b3"/></linearGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="128" cy="102" r="48" fill="url(#fg)"/>
  <path d="M36 256 C36 196 76 164 128 164 C180 164 220 196 220 256 Z" fill="url(#fg)"/>
</svg>`;
}

function userIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ORANGE_LIGHT}"/><stop offset="0.6" stop-color="${ORANGE}"/><stop offset="1" stop-color="${ORANGE_DARK}"/></linearGradient>
    <clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath>
  </defs>
  <circle cx="128" cy="128" r="128" fill="url(#bg)"/>
  <g clip-path="url(#c)" fill="#ffffff">
    <circle cx="128" cy="100" r="44"/>
    <path d="M46 236 C46 182 84 156 128 156 C172 156 210 182 210 236 Z"/>
  </g>
</svg>`;
}

/**
 * Dark 16:9 card with a centred icon. Smooth areas are built from stacked solid shapes instead of
 * SVG gradients: Chromium dithers gradients, which makes PNGs several times larger.
 */
function stageSvg(glow: string, icon: string): string {
  const rng = new Rng(7);
  const out: string[] = [];
  const steps = 40;
  for (let i = 0; i < steps; i++) {
    const t = i / (steps - 1);
    const colour = t < 0.6 ? mix('#0d0c13', '#191824', t / 0.6) : mix('#191824', '#2c2a3c', (t - 0.6) / 0.4);
    out.push(`<circle cx="640" cy="330" r="${f(820 * (1 - t) + 40)}" fill="${colour}"/>`);
  }
  for (let i = 0; i < 40; i++) {
    out.push(`<circle cx="640" cy="350" r="${f(340 * (1 - i / 40))}" fill="${glow}" opacity="0.009"/>`);
  }
  for (let i = 0; i < 60; i++) {
    out.push(
      `<circle cx="${f(rng.range(0, 1280))}" cy="${f(rng.range(0, 720))}" r="${f(rng.range(0.8, 1.8))}" fill="#ffffff" opacity="${f(rng.range(0.08, 0.3))}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(glow, 0.25)}"/><stop offset="1" stop-color="${darken(glow, 0.15)}"/>
    </linearGradient>
    <mask id="crescent"><circle cx="0" cy="0" r="30" fill="#fff"/><circle cx="13" cy="-10" r="25" fill="#000"/></mask>
  </defs>
  <rect width="1280" height="720" fill="#0d0c13"/>
  ${out.join('')}
  <circle cx="640" cy="360" r="168" fill="#ffffff" fill-opacity="0.04" stroke="#ffffff" stroke-opacity="0.1" stroke-width="3"/>
  <circle cx="640" cy="360" r="206" fill="none" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/>
  <g transform="translate(640 360)">${icon}</g>
</svg>`;
}

function offlineSvg(): string {
  // A video camera with a slash and a small crescent moon: "not live right now".
  const icon = `
    <g fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">
      <rect x="-92" y="-50" width="124" height="100" rx="22"/>
      <path d="M32 -14 L86 -44 V44 L32 14"/>
    </g>
    <path d="M-100 -78 L96 78" stroke="#1f1e2b" stroke-width="30" stroke-linecap="round"/>
    <path d="M-100 -78 L96 78" stroke="url(#accent)" stroke-width="12" stroke-linecap="round"/>
    <g transform="translate(112 -100)">
      <circle cx="0" cy="0" r="30" fill="url(#accent)" mask="url(#crescent)"/>
      <circle cx="40" cy="-26" r="3" fill="#ffffff" opacity="0.7"/>
      <circle cx="50" cy="-2" r="2" fill="#ffffff" opacity="0.5"/>
    </g>`;
  return stageSvg(ORANGE, icon);
}

function privateSvg(): string {
  const icon = `
    <path d="M-54 -24 V-62 A54 54 0 0 1 54 -62 V-24" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="18" stroke-linecap="round"/>
    <rect x="-88" y="-30" width="176" height="136" rx="26" fill="url(#accent)"/>
    <rect x="-88" y="-30" width="176" height="40" rx="20" fill="#ffffff" opacity="0.12"/>
    <circle cx="0" cy="26" r="17" fill="#191824"/>
    <path d="M-8 32 L-12 70 H12 L8 32 Z" fill="#191824"/>`;
  return stageSvg(ORANGE, icon);
}

function groupSvg(): string {
  const person = (x: number, y: number, s: number, attrs: string) =>
    `<g transform="translate(${x} ${y}) scale(${s})" ${attrs}><circle cx="0" cy="-52" r="36"/><path d="M-68 62 C-68 6 -36 -8 0 -8 C36 -8 68 6 68 62 Z"/></g>`;
  const icon = `
    ${person(-92, 20, 0.78, `fill="${GREEN}" fill-opacity="0.8"`)}
    ${person(92, 20, 0.78, `fill="${GREEN}" fill-opacity="0.8"`)}
    ${person(0, 26, 1, 'fill="#ffffff" stroke="#1f1e2b" stroke-width="14" stroke-linejoin="round" paint-order="stroke"')}
    ${person(0, 26, 1, 'fill="#ffffff"')}`;
  return stageSvg(GREEN, icon);
}

/* ------------------------------------------------------------------------------------------ */
/* Rendering                                                                                    */
/* ------------------------------------------------------------------------------------------ */

async function writeIfChanged(file: string, data: Buffer | string): Promise<boolean> {
  const buf = typeof data === 'string' ? Buffer.from(data) : data;
  try {
    const old = await readFile(file);
    if (old.equals(buf)) return false;
  } catch {
    // new file
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  return true;
}

async function render(page: Page, svg: string, width: number, height: number, type: 'jpeg' | 'png', transparent = false): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  const bg = transparent ? 'transparent' : '#000';
  await page.setContent(
    `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:${bg};overflow:hidden}svg{display:block}</style></head><body>${svg}</body></html>`,
    { waitUntil: 'load' },
  );
  return page.screenshot({
    type,
    ...(type === 'jpeg' ? { quality: JPEG_QUALITY } : {}),
    clip: { x: 0, y: 0, width, height },
    omitBackground: transparent,
  });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).map(Number).filter(Boolean);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let written = 0;
  let same = 0;
  const note = (changed: boolean, file: string) => {
    if (changed) written += 1;
    else same += 1;
    console.log(`${changed ? 'wrote    ' : 'unchanged'} ${path.relative(ROOT, file)}`);
  };
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (let i = 0; i < PORTRAITS.length; i++) {
      const n = i + 1;
      if (only.length && !only.includes(n)) continue;
      const svg = portraitSvg(PORTRAITS[i], 1000 + n * 7919);
      const file = path.join(PUBLIC, 'demo', 'performers', `performer-${String(n).padStart(2, '0')}.jpg`);
      const jpg = await render(page, svg, PORTRAIT_W, PORTRAIT_H, 'jpeg');
      if (jpg.length > 60 * 1024) console.warn(`warning: ${path.basename(file)} is ${Math.round(jpg.length / 1024)} KB`);
      note(await writeIfChanged(file, jpg), file);
    }
    if (!only.length) {
      const placeholders: Array<[string, string, number, number, boolean]> = [
        ['no-avatar.png', noAvatarSvg(), 256, 256, false],
        ['default-user-icon.png', userIconSvg(), 256, 256, true],
        ['offline.png', offlineSvg(), 1280, 720, false],
        ['private.png', privateSvg(), 1280, 720, false],
        ['group.png', groupSvg(), 1280, 720, false],
      ];
      for (const [name, svg, w, h, transparent] of placeholders) {
        const file = path.join(PUBLIC, name);
        note(await writeIfChanged(file, await render(page, svg, w, h, 'png', transparent)), file);
      }
      for (const name of ['logo.svg', 'favicon.svg']) {
        const file = path.join(PUBLIC, name);
        note(await writeIfChanged(file, brandMark(64)), file);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`${written} written, ${same} unchanged`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

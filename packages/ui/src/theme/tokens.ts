/**
 * Heartline's raw design tokens: plain typed values, no CSS. The theme contract (`vars`) is the only
 * way components read them; these raw values exist so themes and tooling (the Tokens story) can.
 */

/** The brand palette: warm rose and coral, gold for coins and VIP, deep plum for SVIP. */
export const palette = {
  rose: {
    50: '#fff1f4',
    100: '#ffe4ea',
    200: '#ffcad6',
    300: '#ff9fb5',
    400: '#ff6b8f',
    500: '#f23d6e',
    600: '#d6245d',
    700: '#b31a4d',
    800: '#8f1640',
    900: '#5e0f2b',
  },
  coral: { 300: '#ffb199', 400: '#ff8a6b', 500: '#ff6f4f', 600: '#dc3150' },
  berry: { 600: '#b8246b', 700: '#8e1f5a' },
  gold: {
    50: '#fff8e6',
    100: '#fff3d6',
    200: '#fde08a',
    300: '#fbd062',
    400: '#f5b83a',
    500: '#e59e13',
    600: '#b87708',
    700: '#8a5606',
    800: '#5e3a05',
    900: '#3d2600',
  },
  plum: {
    50: '#f8eefb',
    100: '#f0dcf6',
    200: '#dfb8ec',
    300: '#c68ddb',
    400: '#a862c2',
    500: '#8a3fa6',
    600: '#6e2b88',
    700: '#561f6b',
    800: '#3d1450',
    900: '#260b33',
  },
  /** Warm neutrals for light surfaces and text. */
  sand: {
    0: '#ffffff',
    25: '#fffaf7',
    50: '#fcf4f0',
    100: '#f6ebe6',
    200: '#ecdcd5',
    300: '#dcc7bf',
    400: '#b9a49c',
    500: '#917b73',
    600: '#6f5a53',
    700: '#52413b',
    800: '#3a2c28',
    900: '#261b18',
  },
  /** Warm, slightly plum neutrals for dark surfaces and text. */
  night: {
    100: '#f6eef1',
    200: '#e6dadf',
    300: '#c9b9bf',
    400: '#a4929a',
    500: '#7a6870',
    600: '#574750',
    700: '#3f3138',
    800: '#2e2329',
    850: '#241b20',
    900: '#1c1519',
    950: '#151013',
  },
  green: { 50: '#e3f6ee', 400: '#3ccf91', 500: '#1f9d6b', 700: '#0f6e4c', 900: '#10291f' },
  red: {
    50: '#fff0ee',
    100: '#ffddd8',
    400: '#ff8a78',
    600: '#c8321e',
    700: '#a22716',
    900: '#3a1612',
  },
} as const;

/** Spacing on a 4 px grid (2 px for hairline gaps). */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
} as const;

export const radius = {
  none: '0',
  small: '6px',
  medium: '10px',
  large: '14px',
  xlarge: '20px',
  full: '9999px',
} as const;

/**
 * Latin first (each platform's own UI face, then Noto), then the CJK faces for the script. Han
 * characters are shared by Chinese and Japanese but drawn differently, so each language puts its
 * own CJK face first; `global.css.ts` switches stacks by the `lang` attribute.
 */
const latin = [
  'Inter',
  '"SF Pro Text"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI Variable Text"',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
];
const fallback = ['"Liberation Sans"', 'Arial', 'sans-serif'];
const cjk = {
  sc: ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"'],
  tc: ['"PingFang TC"', '"Microsoft JhengHei"', '"Noto Sans CJK TC"'],
  ja: [
    '"Hiragino Sans"',
    '"Hiragino Kaku Gothic ProN"',
    '"Yu Gothic UI"',
    'Meiryo',
    '"Noto Sans CJK JP"',
  ],
  ko: ['"Apple SD Gothic Neo"', '"Malgun Gothic"', '"Noto Sans CJK KR"'],
};
const stack = (...faces: string[][]) => faces.flat().join(', ');

export const fontStacks = {
  /** Latin, Cyrillic and Simplified Chinese (the default). */
  default: stack(latin, cjk.sc, cjk.tc, cjk.ja, cjk.ko, fallback),
  traditionalChinese: stack(latin, cjk.tc, cjk.sc, cjk.ja, cjk.ko, fallback),
  japanese: stack(latin, cjk.ja, cjk.sc, cjk.tc, cjk.ko, fallback),
  korean: stack(latin, cjk.ko, cjk.sc, cjk.tc, cjk.ja, fallback),
  mono: '"SF Mono", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK SC", monospace',
} as const;

/**
 * Sizes in px: 12 is the smallest size at which CJK glyphs stay legible, 15 the body size. Line
 * heights are generous (1.6 for body) because CJK and Cyrillic need the room.
 */
export const fontSize = {
  xsmall: '12px',
  small: '13px',
  medium: '15px',
  large: '17px',
  xlarge: '20px',
  xxlarge: '24px',
  xxxlarge: '30px',
} as const;

export const lineHeight = { tight: '1.25', snug: '1.4', normal: '1.6' } as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/** Sizes of controls, icons and avatars. */
export const size = {
  controlSmall: '32px',
  controlMedium: '40px',
  controlLarge: '48px',
  iconSmall: '16px',
  iconMedium: '20px',
  iconLarge: '24px',
  emoji: '20px',
  avatarXsmall: '24px',
  avatarSmall: '32px',
  avatarMedium: '40px',
  avatarLarge: '56px',
  avatarXlarge: '88px',
} as const;

export const zIndex = {
  sticky: '100',
  overlay: '1000',
  modal: '1010',
  popover: '1100',
  toast: '1200',
  tooltip: '1300',
} as const;

export const motion = {
  duration: { fast: '120ms', medium: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0.16, 1, 0.3, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
    spring: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  },
} as const;

/** The one layout breakpoint of the product spec: "wide" starts at 768 px, "narrow" is below. */
export const breakpoint = { wide: 768 } as const;

export const media = {
  wide: `screen and (min-width: ${breakpoint.wide}px)`,
  narrow: `screen and (max-width: ${breakpoint.wide - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

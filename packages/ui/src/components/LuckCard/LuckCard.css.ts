import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `1px solid color-mix(in srgb, ${vars.color.gold.border} 55%, transparent)`,
  background: `radial-gradient(120% 140% at 0% 0%, ${vars.color.gold.soft} 0%, ${vars.color.background.surface} 55%, ${vars.color.accent.soft} 130%)`,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
});

export const gauge = style({ position: 'relative', flexShrink: 0, width: '120px', height: '76px' });

export const gaugeSvg = style({
  display: 'block',
  width: '100%',
  height: '70px',
  overflow: 'visible',
});

const arc = { fill: 'none', strokeWidth: 10, strokeLinecap: 'round' } as const;

export const track = style({
  ...arc,
  stroke: `color-mix(in srgb, ${vars.color.gold.border} 35%, transparent)`,
});

export const value = style({ ...arc, stroke: vars.color.gold.solid });

export const score = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'center',
  color: vars.color.gold.text,
  fontSize: vars.fontSize.xxxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

export const date = style({ color: vars.color.text.secondary, fontSize: vars.fontSize.xsmall });

export const stars = style({ display: 'flex', gap: vars.space.xxsmall, margin: 0 });

export const star = style({
  position: 'relative',
  display: 'inline-flex',
  width: '20px',
  height: '20px',
});

export const starOutline = style({ width: '100%', height: '100%', color: vars.color.gold.border });

export const starFill = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  fill: vars.color.gold.solid,
  stroke: vars.color.gold.solid,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  selectors: { [`${star}[data-star="empty"] &`]: { display: 'none' } },
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
  textWrap: 'pretty',
});

const shimmerMove = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const shimmer = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.small,
    background: `linear-gradient(90deg, ${vars.color.background.sunken} 25%, ${vars.color.gold.soft} 50%, ${vars.color.background.sunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmerMove} 1.4s ease-in-out infinite`,
  },
  variants: {
    size: {
      score: { width: '48px', height: '30px' },
      line: { width: '100%', height: '16px', marginTop: vars.space.xsmall },
      short: { width: '60%', height: '16px' },
    },
  },
});
